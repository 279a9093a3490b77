import { expect, test } from '@playwright/test';
import { COLOR_MODE_STORAGE_KEY } from '../site/constants';
import { runQuery } from './support/playground';
import { Site } from './support/site';

test('home page shows title, tagline, three calls to action, the versions and a code example, without a sidebar', async ({
  page,
}) => {
  const site = new Site(page);
  await site.goto('/');
  await expect(page).toHaveTitle('graphql-js');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('graphql-js');
  await expect(page.getByText('A reference implementation of GraphQL for JavaScript', { exact: true })).toBeVisible();

  const start = page.getByRole('link', { name: 'Start the tutorial' });
  await expect(start).toHaveAttribute('href', '/docs/tutorials/');
  await expect(page.getByRole('link', { name: 'Read the guides' })).toHaveAttribute('href', '/docs/guides/');
  await expect(page.getByRole('link', { name: 'API reference', exact: true }).first()).toHaveAttribute(
    'href',
    '/api/graphql-js',
  );
  // The versions said plainly, with the way to pin 16.
  await expect(page.getByRole('heading', { name: 'Which version you get' })).toBeVisible();
  const content = page.locator('.gjs-home-content');
  await expect(content).toContainText('npm install graphql installs graphql 17.1.0 today');
  await expect(content).toContainText('npm install graphql@16');

  const example = page.locator('pre').filter({ hasText: "import { buildSchema, graphql } from 'graphql'" });
  await expect(example).toBeVisible();
  await expect(page.getByText('{"data":{"default":"Hello, world!","ada":"Hello, Ada!"}}')).toBeVisible();

  await expect(site.sidebar).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Getting started' })).toHaveCount(0);

  await start.click();
  await expect(page).toHaveURL('/docs/tutorials/');
});

// The hero's look, measured rather than read from class names: a missing stylesheet leaves a
// 16 px title glued to the window's edge.
for (const [width, colorScheme] of [
  [1280, 'light'],
  [1920, 'dark'],
  [390, 'light'],
  [390, 'dark'],
] as const) {
  test(`the home hero is styled at ${width} px in ${colorScheme} mode`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.addInitScript(({ key, mode }) => localStorage.setItem(key, mode), {
      key: COLOR_MODE_STORAGE_KEY,
      mode: colorScheme,
    });
    const site = new Site(page);
    await site.goto('/');
    expect(await site.isDark()).toBe(colorScheme === 'dark');
    const title = page.getByRole('heading', { level: 1 });
    const box = (await title.boundingBox())!;
    const fontSize = await title.evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
    expect(fontSize).toBeGreaterThanOrEqual(width < 600 ? 40 : 60);
    expect(box.x).toBeGreaterThanOrEqual(width < 600 ? 10 : 100);

    const actions = page.locator('.rp-home-hero__actions').getByRole('link');
    await expect(actions).toHaveCount(3);
    for (const action of await actions.all()) {
      const actionBox = (await action.boundingBox())!;
      expect(actionBox.height).toBeGreaterThanOrEqual(36);
      expect(actionBox.x).toBeGreaterThanOrEqual(10);
      expect(actionBox.x + actionBox.width).toBeLessThanOrEqual(width - 10);
      // The brand button is painted by a gradient (background-image), the other by a colour.
      const painted = await action.evaluate((element) => {
        const style = getComputedStyle(element);
        return style.backgroundImage !== 'none' || style.backgroundColor !== 'rgba(0, 0, 0, 0)';
      });
      expect(painted).toBe(true);
      // The label keeps clear of the rounded edges.
      expect(
        await action.evaluate((element) => parseFloat(getComputedStyle(element).paddingLeft)),
      ).toBeGreaterThanOrEqual(16);
    }
  });
}

test("the home playground runs the hello-world query with the reader's changes", async ({ page }) => {
  const site = new Site(page);
  await site.goto('/');
  await expect(await runQuery(page, '{ greeting(name: "Grace") }')).toContainText('"greeting": "Hello, Grace!"');
});

/** WCAG's contrast ratio of two sRGB colours given as `[r, g, b]` (0-255). */
function contrastRatio(a: number[], b: number[]): number {
  const luminance = (rgb: number[]) => {
    const [r, g, bl] = rgb.map((value) => {
      const channel = value / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

test("the hero's brand button keeps its label at 4.5:1 across its whole gradient", async ({ page }) => {
  const site = new Site(page);
  await site.goto('/');
  const start = page.getByRole('link', { name: 'Start the tutorial' });
  const { image, color } = await start.evaluate((element) => {
    const style = getComputedStyle(element);
    return { image: style.backgroundImage, color: style.color };
  });
  const rgb = (text: string) =>
    text
      .split(/[^\d.]+/)
      .filter(Boolean)
      .slice(0, 3)
      .map(Number);
  const stops = [...image.matchAll(/rgba?\([^)]*\)/g)].map(([stop]) => rgb(stop));
  expect(stops.length, image).toBeGreaterThanOrEqual(2);
  // Between two stops sRGB interpolation stays between them; halfway is checked as well.
  const points = stops.flatMap((stop, index) =>
    index === 0 ? [stop] : [stop.map((value, channel) => (value + stops[index - 1]![channel]!) / 2), stop],
  );
  for (const point of points) expect(contrastRatio(rgb(color), point), `on rgb(${point})`).toBeGreaterThanOrEqual(4.5);
});

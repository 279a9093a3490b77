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

import { expect, test } from '@playwright/test';
import { COLOR_MODE_STORAGE_KEY } from '../theme/constants';
import { Site } from './support/site';

test('home page shows title, tagline, both calls to action and a code example, without a sidebar', async ({ page }) => {
  const site = new Site(page);
  await site.goto('/');
  await expect(page).toHaveTitle('graphql-js');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('graphql-js');
  await expect(page.getByText('A reference implementation of GraphQL for JavaScript', { exact: true })).toBeVisible();

  const start = page.getByRole('link', { name: 'Start the tutorial' });
  await expect(start).toHaveAttribute('href', '/docs/tutorials/');
  await expect(page.getByRole('link', { name: 'API reference' })).toHaveAttribute('href', '/api/graphql-js');

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
for (const [width, colorScheme] of [[1280, 'light'], [1920, 'dark'], [390, 'light'], [390, 'dark']] as const) {
  test(`the home hero is styled at ${width} px in ${colorScheme} mode`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.addInitScript(({ key, mode }) => localStorage.setItem(key, mode), { key: COLOR_MODE_STORAGE_KEY, mode: colorScheme });
    const site = new Site(page);
    await site.goto('/');
    expect(await site.isDark()).toBe(colorScheme === 'dark');
    const title = page.getByRole('heading', { level: 1 });
    const box = (await title.boundingBox())!;
    const fontSize = await title.evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
    expect(fontSize).toBeGreaterThanOrEqual(width < 600 ? 40 : 60);
    expect(box.x).toBeGreaterThanOrEqual(width < 600 ? 10 : 100);

    const actions = page.locator('.rp-home-hero__actions').getByRole('link');
    await expect(actions).toHaveCount(2);
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
    }
  });
}

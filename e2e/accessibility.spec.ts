import { expect, test } from '@playwright/test';
import { Site } from './support/site';

// axe runs on one page of every template, every rule in light mode and the color rules in dark mode,
// in e2e/screenshots.spec.ts: on the page each picture was taken of, so each page loads once for both.

test('docs and API pages name their landmarks: a main, a sidebar and an outline, each told apart', async ({ page }) => {
  test.slow();
  const site = new Site(page);
  for (const route of ['/docs/tutorials/object-types', '/api/graphql-js/function/execute']) {
    await site.goto(route);
    await expect(page.getByRole('main')).toHaveCount(1);
    await expect(page.getByRole('complementary', { name: 'Sidebar' })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'On this page' })).toBeVisible();
  }
  await site.goto('/');
  await expect(page.getByRole('main')).toHaveCount(1);
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'graphql-js' })).toBeVisible();
});

test("the navbar's search and version buttons are named by the text they show (a speech user says what they see)", async ({
  page,
}) => {
  const site = new Site(page);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 800 });
    await site.goto('/api/graphql-js/function/execute');
    const buttons = [
      site.navbar.getByRole('button', { name: 'Search' }),
      site.navbar.getByRole('button', { name: /^API version/ }),
    ];
    for (const button of buttons) {
      // What the button shows, but a key hint (<kbd>): the shortcut is in aria-keyshortcuts.
      const shown = await button.evaluate((element) => {
        const copy = element.cloneNode(true) as HTMLElement;
        for (const hint of copy.querySelectorAll('kbd')) hint.remove();
        return element.checkVisibility() ? (copy.textContent ?? '').replace(/\s+/g, ' ').trim() : null;
      });
      if (shown === null) continue;
      expect(shown, `${width} px`).not.toBe('');
      await expect(button, `${width} px`).toHaveAccessibleName(
        new RegExp(shown.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
      );
    }
  }
});

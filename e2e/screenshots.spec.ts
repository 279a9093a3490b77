import { expect, test } from '@playwright/test';
import { COLOR_MODE_STORAGE_KEY } from '../site/constants';
import { axeViolations } from './support/axe';
import { Site } from './support/site';
import { PAGE_TEMPLATES, type PageTemplate } from './support/templates';

// What each template looks like, compared with pictures committed beside this file (made with
// Debian's Chromium, as the tests run). The tolerance passes anti-aliasing noise and fails a
// missing stylesheet or a block that moved. After an intended change of look, look at the new
// pictures (`npm run shots`) and update these with `npx playwright test -c e2e screenshots --update-snapshots`.
const PHONE_TEMPLATES = new Set([
  'home',
  'tutorial-page',
  'playground-completion',
  'class',
  'example-after-run',
  'example-edited-failing',
]);

/**
 * The templates axe checks at 1280 px, on the page just pictured (one load for both): one page of every template a
 * reader reaches by a link, and of each kind of page readers meet most. The others are states of these pages (a
 * run, an open dialog) or pages of the same layout (interface, changes, guides index).
 */
const AXE_TEMPLATES = new Set([
  'home',
  'tutorial-index',
  'tutorial-page',
  'guide-page',
  'api-index',
  'overview',
  'class',
  'function',
  'enum',
  'v17-item',
  'search-page',
  'not-found',
]);

const cases = [
  ...PAGE_TEMPLATES.map((template) => ({ template, width: 1280, axe: AXE_TEMPLATES.has(template.name) })),
  ...PAGE_TEMPLATES.filter(({ name }) => PHONE_TEMPLATES.has(name)).map((template) => ({
    template,
    width: 390,
    axe: false,
  })),
];

async function show(page: import('@playwright/test').Page, template: PageTemplate) {
  const site = new Site(page);
  await site.goto(template.route);
  await site.settled();
  await page.evaluate(() => document.fonts.ready);
  await template.prepare?.(page);
}

for (const { template, width, axe } of cases) {
  test(`${template.name} looks as designed at ${width} px in light and dark mode${axe ? ', and passes axe: every rule in light mode, the color rules in dark' : ''}`, async ({
    page,
  }) => {
    // axe walks every node, twice here: on a busy 2-core machine the class pages' two passes take
    // longer than the default test time (figures in PERF.md).
    if (axe) test.slow();
    await page.setViewportSize({ width, height: width > 800 ? 900 : 844 });
    for (const mode of ['light', 'dark'] as const) {
      // The dark picture loads the page again, its scripts from the cache; init scripts run in the
      // order they were added, so the mode set last wins.
      await page.emulateMedia({ colorScheme: mode });
      await page.addInitScript(({ key, value }) => localStorage.setItem(key, value), {
        key: COLOR_MODE_STORAGE_KEY,
        value: mode,
      });
      await show(page, template);
      await expect.soft(page).toHaveScreenshot(`${template.name}-${width}-${mode}.png`, {
        animations: 'disabled',
        caret: 'hide',
        // A small share of the pixels: anti-aliasing noise passes; a sidebar whose groups changed does
        // not (figures in PERF.md).
        maxDiffPixelRatio: 0.003,
      });
      if (!axe) continue;
      expect(await new Site(page).isDark(), `${mode} mode`).toBe(mode === 'dark');
      // After the picture: axe scrolls to measure colors (and puts the scroll back), which the picture must not see.
      expect(await axeViolations(page, { route: template.route, mode }), `${mode} mode`).toEqual([]);
    }
  });
}

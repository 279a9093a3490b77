import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import axe, { type Result } from 'axe-core';
import { COLOR_MODE_STORAGE_KEY } from '../site/constants';
import { Site } from './support/site';

// One page of every template, and of each kind of page readers meet most.
const ROUTES = [
  '/',
  '/docs/tutorials/',
  '/docs/tutorials/object-types',
  '/docs/guides/nullability',
  '/api',
  '/api/graphql-js',
  '/api/graphql-js/class/GraphQLSchema',
  '/api/graphql-js/function/execute',
  '/api/graphql-js/enum/Kind',
  '/api/graphql-js/v17/class/GraphQLSchema',
  '/search?q=schema',
  '/no-such-page',
];

/**
 * What axe finds that a page must not have: every serious or critical violation, and every
 * violation of a best-practice rule (landmarks, headings, unique names) whatever its impact.
 */
const mustNotHave = (violation: Result) =>
  violation.tags.includes('best-practice') || violation.impact === 'serious' || violation.impact === 'critical';

const describe = (violation: Result) =>
  `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
    .slice(0, 3)
    .map((node) => node.target.join(' '))
    .join(', ')}`;

/** axe's best-practice rules, with those it leaves off by default (e.g. a complementary landmark inside another). */
const BEST_PRACTICE_RULES = Object.fromEntries(
  axe
    .getRules(['best-practice'])
    .filter((rule) => !rule.tags.includes('experimental'))
    .map((rule) => [rule.ruleId, { enabled: true }]),
);

/**
 * What axe leaves out of a page. The package overview repeats one entry's markup for each of some
 * 250 type aliases and variables: from its 100th block on, the entries are like those before, and
 * axe over all of them took more than twice as long (figures in PERF.md).
 */
const EXCLUDED: Record<string, string> = {
  '/api/graphql-js': 'main .rp-doc > :first-child > :nth-child(n+100)',
};

/** The rules whose outcome depends on colors: in dark mode the others would find what they find in light mode. */
const COLOR_RULES = ['color-contrast', 'link-in-text-block'];

for (const route of ROUTES) {
  test(`${route} passes axe in light mode, and its color rules in dark mode`, async ({ page }) => {
    // axe walks every node, twice here: on a busy 2-core machine the class pages' two passes take
    // longer than the default test time (figures in PERF.md).
    test.slow();
    const site = new Site(page);
    for (const mode of ['light', 'dark'] as const) {
      // The dark pass loads the page again, its scripts from the cache; init scripts run in the
      // order they were added, so the mode set last wins.
      await page.addInitScript(({ key, value }) => localStorage.setItem(key, value), {
        key: COLOR_MODE_STORAGE_KEY,
        value: mode,
      });
      await site.goto(route);
      expect(await site.isDark()).toBe(mode === 'dark');
      const builder = EXCLUDED[route] ? new AxeBuilder({ page }).exclude(EXCLUDED[route]) : new AxeBuilder({ page });
      const { violations } = await (
        mode === 'dark' ? builder.withRules(COLOR_RULES) : builder.options({ rules: BEST_PRACTICE_RULES })
      ).analyze();
      expect(violations.filter(mustNotHave).map(describe), `${mode} mode`).toEqual([]);
    }
  });
}

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

import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { Site } from './support/site';

// One page of every template, in both color modes.
const ROUTES = [
  '/',
  '/docs/tutorials/',
  '/docs/tutorials/object-types',
  '/api',
  '/api/graphql-js',
  '/api/graphql-js/class/GraphQLSchema',
  '/api/graphql-js/function/execute',
  '/api/graphql-js/enum/Kind',
  '/search?q=schema',
  '/no-such-page',
];

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} mode`, () => {
    for (const route of ROUTES) {
      test(`${route} has no serious or critical accessibility violations`, async ({ page }) => {
        // axe walks every node: the package overview documents every export in full, and on a busy
        // 2-core machine it, the class page and the search results (which list the guides' sections)
        // come close to the default limit of 30 s (figures in PERF.md).
        test.slow(['/api/graphql-js', '/api/graphql-js/class/GraphQLSchema', '/search?q=schema'].includes(route));
        const site = new Site(page);
        await page.addInitScript((mode) => localStorage.setItem('rspress-theme-appearance', mode), colorScheme);
        await site.goto(route);
        expect(await site.isDark()).toBe(colorScheme === 'dark');
        const { violations } = await new AxeBuilder({ page }).analyze();
        const serious = violations
          .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
          .map(
            (violation) =>
              `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
                .slice(0, 3)
                .map((node) => node.target.join(' '))
                .join(', ')}`,
          );
        expect(serious).toEqual([]);
      });
    }
  });
}

import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { COLOR_MODE_STORAGE_KEY } from '../site/constants';
import { Site } from './support/site';

// axe's best-practice rules (landmarks, headings, unique names), which e2e/accessibility.spec.ts
// leaves out: every one, whatever its impact, on a page of each kind the reader meets most.
const ROUTES = [
  '/',
  '/docs/tutorials/object-types',
  '/docs/guides/nullability',
  '/api',
  '/api/graphql-js/function/execute',
  '/api/graphql-js/v17/class/GraphQLSchema',
];

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} mode`, () => {
    for (const route of ROUTES) {
      test(`${route} passes axe's best-practice rules`, async ({ page }) => {
        // axe walks every node and runs more rules than e2e/accessibility.spec.ts's: on a busy
        // 2-core machine a page comes close to the default limit of 30 s.
        test.slow();
        const site = new Site(page);
        await page.addInitScript(({ key, mode }) => localStorage.setItem(key, mode), {
          key: COLOR_MODE_STORAGE_KEY,
          mode: colorScheme,
        });
        await site.goto(route);
        expect(await site.isDark()).toBe(colorScheme === 'dark');
        const { violations } = await new AxeBuilder({ page }).withTags(['best-practice']).analyze();
        const found = violations.map(
          (violation) =>
            `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
              .slice(0, 3)
              .map((node) => node.target.join(' '))
              .join(', ')}`,
        );
        expect(found).toEqual([]);
      });
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

import { expect, test } from '@playwright/test';
import { Site } from './support/site';

test('the API overview lists variables by name and summary; a name opens its folded declaration', async ({ page }) => {
  const site = new Site(page);
  await site.goto('/api/graphql-js');
  const declarations = page
    .locator('details.gjs-api-declarations')
    .filter({ has: page.locator('[id="GraphQLString"]') });
  await expect(declarations).not.toHaveAttribute('open');
  await expect(page.locator('[id="GraphQLString"]')).toBeHidden();

  await page.getByRole('main').getByRole('link', { name: 'GraphQLString', exact: true }).first().click();
  await expect(page).toHaveURL('/api/graphql-js#GraphQLString');
  await expect(declarations).toHaveAttribute('open');
  await expect(page.locator('[id="GraphQLString"]')).toBeInViewport();
});

test('the API overview of either version stays a compact list at 1280 px', async ({ page }) => {
  const site = new Site(page);
  for (const route of ['/api/graphql-js', '/api/graphql-js/v17']) {
    await site.goto(route);
    // The full declarations made it 57,600 and 76,700 px tall; the lists alone are under half that.
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(height, route).toBeLessThan(38_000);
  }
});

test("the API overview reads one line per export at 1280 px: a name and its summary's first sentence, the rest on its page", async ({
  page,
}) => {
  const site = new Site(page);
  for (const route of ['/api/graphql-js', '/api/graphql-js/v17']) {
    await site.goto(route);
    const lines = await page.locator('td[data-label="Summary"]').evaluateAll((cells) =>
      cells.map((cell) => {
        const range = document.createRange();
        range.selectNodeContents(cell);
        return Math.round(range.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(cell).lineHeight));
      }),
    );
    expect(lines.length, route).toBeGreaterThan(300);
    // Whole first paragraphs ran to 3-7 lines on 40 rows; a cut sentence still wraps on a few.
    expect(Math.max(...lines), route).toBeLessThanOrEqual(2);
    expect(lines.filter((count) => count === 1).length / lines.length, route).toBeGreaterThan(0.85);
  }
  // A long first sentence is cut at a word, and the item's page has it whole.
  await site.goto('/api/graphql-js');
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: 'TypeInfo', exact: true }) });
  await expect(row).toHaveText(/^\s*TypeInfo\s*TypeInfo is a utility class which, given a GraphQL schema, [^.]*…\s*$/);
  await row.getByRole('link', { name: 'TypeInfo', exact: true }).click();
  await expect(page.getByRole('main')).toContainText('by calling enter(node) and leave(node).');
});

test('the upgrade guide folds its long tables and 16 examples, and a summary opens each', async ({ page }) => {
  const site = new Site(page);
  await site.goto('/docs/guides/upgrade-to-17');
  const folds = page.getByRole('main').locator('details');
  expect(await folds.count()).toBeGreaterThanOrEqual(36);
  const probes = folds.filter({ hasText: 'packaging.engines' });
  await expect(probes).not.toHaveAttribute('open');
  await probes.locator('summary').click();
  await expect(probes).toHaveAttribute('open');
  await expect(probes.getByRole('cell', { name: 'packaging.engines', exact: true })).toBeVisible();
});

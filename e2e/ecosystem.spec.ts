import { expect, type Page, test } from '@playwright/test';
import { Site } from './support/site';

/** The titles of the search dialog's first three results for a query. */
async function topThree(page: Page, query: string) {
  const dialog = page.getByRole('dialog', { name: 'Search the documentation' });
  if (!(await dialog.isVisible())) await page.keyboard.press('Control+k');
  await dialog.getByRole('combobox', { name: 'Search' }).fill(query);
  await expect(dialog.getByRole('option').first()).toBeVisible();
  return dialog
    .getByRole('option')
    .locator('.gjs-search-result__title')
    .evaluateAll((titles) => titles.slice(0, 3).map((title) => title.textContent ?? ''));
}

test('the ecosystem page opens from the guides index and names the libraries for what graphql-js does not do', async ({
  page,
}) => {
  const site = new Site(page);
  await site.goto('/docs/guides/');
  await page.getByRole('main').getByRole('link', { name: 'Ecosystem', exact: true }).click();
  await expect(page).toHaveURL('/docs/guides/ecosystem');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toContainText('Ecosystem');
  for (const topic of ['File uploads', 'Code generation', 'Clients'])
    await expect(main.getByRole('heading', { level: 2, name: topic })).toBeVisible();
  await expect(main.getByRole('link', { name: /^graphql-upload\b/ }).first()).toHaveAttribute(
    'href',
    'https://www.npmjs.com/package/graphql-upload',
  );
  await main.getByRole('link', { name: 'Rate limits and per-client budgets' }).click();
  await expect(page).toHaveURL('/docs/guides/rate-limiting');
});

test('searching a topic the site does not teach finds the ecosystem page in the top 3', async ({ page }) => {
  const site = new Site(page);
  await site.goto('/');
  for (const query of ['file upload', 'federation', 'schema stitching', 'codegen', 'graphiql', 'client']) {
    const titles = await topThree(page, query);
    expect(
      titles.some((title) => title.startsWith('Ecosystem')),
      `${query}: ${titles.join(' | ')}`,
    ).toBe(true);
  }
});

import { expect, test } from '@playwright/test';
import { Site } from './support/site';

const SEARCH_INDEX = /\/search-index\.json$/;

test('Ctrl+K opens search; typing execute then Enter lands on the function page', async ({ page }) => {
  const site = new Site(page);
  let indexRequests = 0;
  page.on('request', (request) => {
    if (SEARCH_INDEX.test(request.url())) indexRequests += 1;
  });
  await site.goto('/docs/tutorials/');
  await page.waitForTimeout(500);
  expect(indexRequests).toBe(0);

  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog', { name: 'Search the documentation' });
  const box = dialog.getByRole('combobox', { name: 'Search' });
  await expect(box).toBeFocused();
  // An empty box says what is searched, in text that stays readable (not a placeholder that fades).
  await expect(dialog.getByRole('status')).toHaveText(
    'Search the tutorial, the guides and the API: type a word or an API name.',
  );
  await box.fill('execute');
  const first = dialog.getByRole('option').first();
  await expect(first).toContainText('execute');
  await expect(first).toContainText('Function');
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await expect(first.locator('mark').first()).toHaveText(/execute/i);
  expect(indexRequests).toBe(1);

  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/api/graphql-js/function/execute');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('execute');
  await expect(dialog).toHaveCount(0);
});

test('Enter pressed before the index has loaded opens the best result once it arrives', async ({ page }) => {
  const site = new Site(page);
  await site.goto('/');
  await page.route(SEARCH_INDEX, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await page.keyboard.press('Control+k');
  await page.getByRole('combobox', { name: 'Search' }).fill('GraphQLSchema');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/api/graphql-js/class/GraphQLSchema');
});

test('/ opens search, arrows move the selection, Escape closes', async ({ page }) => {
  const site = new Site(page);
  await site.goto('/');
  await page.keyboard.press('/');
  const dialog = page.getByRole('dialog', { name: 'Search the documentation' });
  await dialog.getByRole('combobox').fill('GraphQLObj');
  const options = dialog.getByRole('option');
  await expect(options.first()).toContainText('GraphQLObjectType');
  await page.keyboard.press('ArrowDown');
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(options.first()).toHaveAttribute('aria-selected', 'false');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  await site.navbar.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('dialog', { name: 'Search the documentation' })).toBeVisible();
});

test('/search?q=GraphQLSchema lists the class first, and typing updates the address', async ({ page }) => {
  const site = new Site(page);
  await site.goto('/search?q=GraphQLSchema');
  const results = page.getByRole('main').getByRole('listitem');
  await expect(results.first()).toContainText('GraphQLSchema');
  await expect(results.first()).toContainText('Class');
  await expect(results.first().getByRole('link')).toHaveAttribute('href', '/api/graphql-js/class/GraphQLSchema');
  await expect(page.getByRole('status')).toContainText('for “GraphQLSchema”');

  const box = page.getByRole('searchbox', { name: 'Search the documentation' });
  await box.fill('Passing arguments');
  await expect(page).toHaveURL('/search?q=Passing%20arguments');
  await expect(results.first()).toContainText('Passing arguments');

  await results.first().getByRole('link').click();
  await expect(page).toHaveURL('/docs/tutorials/passing-arguments');
});

test('/search with no query says what it searches', async ({ page }) => {
  const site = new Site(page);
  await site.goto('/search');
  await expect(page.getByRole('status')).toHaveText(
    'Search the tutorial, the guides and the API: type a word or an API name.',
  );
});

test('a search with no match says so', async ({ page }) => {
  const site = new Site(page);
  await site.goto('/search?q=qwertyuiopzzz');
  await expect(page.getByRole('status')).toHaveText(
    'No results for “qwertyuiopzzz”. Try fewer words, or part of an API name.',
  );
  await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(0);
});

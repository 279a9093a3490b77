import { expect, type Page, test } from '@playwright/test';
import { Site } from './support/site';

const SEARCH_INDEX = /\/search-index\.json$/;

test('Ctrl+K opens search; typing execute then Enter lands on the function page', async ({ page }) => {
  const site = new Site(page);
  let indexRequests = 0;
  page.on('request', (request) => {
    if (SEARCH_INDEX.test(request.url())) indexRequests += 1;
  });
  await site.goto('/docs/tutorials/');
  // Once settled, everything the page fetches by itself has been asked for.
  await site.settled();
  expect(indexRequests).toBe(0);

  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog', { name: 'Search the documentation' });
  const box = dialog.getByRole('combobox', { name: 'Search' });
  await expect(box).toBeFocused();
  // An empty box says what is searched, in text that stays readable (not a placeholder that fades).
  await expect(dialog.getByRole('status')).toHaveText(
    "Search the tutorial, the guides and the API: type a word or an API name, with 16 or 17 for that version's page.",
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

test("on a page of graphql 17's reference, the dialog lists a name in 17 first, whatever the switcher's stored choice", async ({
  page,
}) => {
  const site = new Site(page);
  await site.goto('/api/graphql-js/v17/class/GraphQLSchema');
  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog', { name: 'Search the documentation' });
  await dialog.getByRole('combobox', { name: 'Search' }).fill('execute');
  const first = dialog.getByRole('option').first();
  await expect(first).toContainText('v17');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/api/graphql-js/v17/function/execute');

  // On 16's pages, 16's.
  await site.goto('/api/graphql-js/class/GraphQLSchema');
  await page.keyboard.press('Control+k');
  await dialog.getByRole('combobox', { name: 'Search' }).fill('execute');
  await expect(dialog.getByRole('option').first()).toContainText('v16');
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

// Each keystroke rewrites the address, and the router reports the new address in a later render;
// on a slow CPU a keystroke can land before it, so the address it reports is a letter behind the
// box. A reader typing fast on a slow phone must keep every letter (the page once dropped some).
test('/search keeps every keystroke typed fast on a slow CPU', async ({ page }) => {
  // Forty-four keystrokes on a CPU slowed twenty times, beside two other workers: the letters kept
  // is what counts, and the time it takes grows with the machine's load (32 to over 40 s).
  test.slow();
  await new Site(page).goto('/search?q=schema');
  const box = page.getByRole('searchbox', { name: 'Search the documentation' });
  await expect(page.getByRole('status')).toContainText('for “schema”');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 20 });
  // The old page dropped a letter in about one run of three per phrase: two phrases.
  for (const typed of ['GraphQLObjectType resolve', 'isTypeOf interfaces']) {
    await box.fill('');
    await box.pressSequentially(typed, { delay: 30 });
    await expect(box).toHaveValue(typed);
    await expect(page).toHaveURL(`/search?q=${encodeURIComponent(typed)}`);
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
});

test('/search with no query says what it searches', async ({ page }) => {
  const site = new Site(page);
  await site.goto('/search');
  await expect(page.getByRole('status')).toHaveText(
    "Search the tutorial, the guides and the API: type a word or an API name, with 16 or 17 for that version's page.",
  );
});

test('a search with no match says so, and where to look instead', async ({ page }) => {
  const site = new Site(page);
  await site.goto('/search?q=qwertyuiopzzz');
  await expect(page.getByRole('status')).toHaveText(
    'No results for “qwertyuiopzzz”. Try fewer words, or part of an API name.',
  );
  await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(0);
  await page.getByRole('main').getByRole('link', { name: 'guides by topic' }).click();
  await expect(page).toHaveURL('/docs/guides/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Guides');
});

/** Types a query into the search dialog and gives its first result. */
async function firstResultFor(page: Page, query: string) {
  const dialog = page.getByRole('dialog', { name: 'Search the documentation' });
  if (!(await dialog.isVisible())) await page.keyboard.press('Control+k');
  await dialog.getByRole('combobox', { name: 'Search' }).fill(query);
  return dialog.getByRole('option').first();
}

// Which result comes first for a word, a reader's word or a typo is ranking, checked once on the same index by
// scripts/searchRanking.test.ts; here, what the reader sees of it.
test('a typo is corrected: the dialog marks the corrected word, and the page says what it searched', async ({
  page,
}) => {
  const site = new Site(page);
  await site.goto('/');
  const first = await firstResultFor(page, 'subscripton');
  await expect(first.locator('.gjs-search-result__title')).toHaveText('Subscriptions');
  await expect(first.locator('mark').first()).toHaveText(/subscription/i);

  await site.goto('/search?q=dataloadr');
  await expect(page.getByRole('status')).toContainText('for “dataloader” (no match for “dataloadr”)');
  await expect(page.getByRole('main').getByRole('listitem').first().getByRole('link')).toHaveAttribute(
    'href',
    '/docs/guides/dataloader',
  );
});

test('the search page filters by tutorial, guides and API, and the API by version, in the address', async ({
  page,
}) => {
  const site = new Site(page);
  await site.goto('/search?q=schema');
  const scopes = page.getByRole('group', { name: 'Show results from' });
  const results = page.getByRole('main').getByRole('listitem');
  await expect(scopes.getByRole('radio', { name: 'All' })).toBeChecked();
  await expect(page.getByRole('status')).toContainText('for “schema”');

  await scopes.getByRole('radio', { name: 'Guides' }).check();
  await expect(page).toHaveURL('/search?q=schema&in=guides');
  await expect(page.getByRole('status')).toContainText('for “schema” in the guides');
  const guideLinks = await results
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(guideLinks.length).toBeGreaterThan(0);
  expect(guideLinks.every((href) => href!.startsWith('/docs/guides/'))).toBe(true);

  // The keyboard moves through the choices as through any radio group.
  await scopes.getByRole('radio', { name: 'Guides' }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(scopes.getByRole('radio', { name: 'Tutorial' })).toBeChecked();
  await expect(page).toHaveURL('/search?q=schema&in=tutorial');
  await expect(results.first().getByRole('link')).toHaveAttribute('href', /^\/docs\/tutorials\//);

  await scopes.getByRole('radio', { name: 'API' }).check();
  const versions = page.getByRole('group', { name: 'API version' });
  await versions.getByRole('radio', { name: 'v17' }).check();
  await expect(page).toHaveURL('/search?q=schema&in=api&v=v17');
  await expect(page.getByRole('status')).toContainText('in the API (v17)');
  const apiLinks = await results
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(apiLinks.length).toBeGreaterThan(0);
  expect(apiLinks.every((href) => /^\/api\/graphql-js\/v17[/#]/.test(href!))).toBe(true);

  // A shared address opens with its filter chosen.
  await site.goto('/search?q=execute&in=api&v=v17');
  await expect(page.getByRole('group', { name: 'API version' }).getByRole('radio', { name: 'v17' })).toBeChecked();
  await expect(results.first().getByRole('link')).toHaveAttribute('href', '/api/graphql-js/v17/function/execute');

  await scopes.getByRole('radio', { name: 'All' }).check();
  await expect(page).toHaveURL('/search?q=execute');
  await expect(page.getByRole('group', { name: 'API version' })).toHaveCount(0);
});

test('Escape from the search dialog gives focus back to where it was', async ({ page }) => {
  const site = new Site(page);
  await site.goto('/docs/tutorials/');
  const button = site.navbar.getByRole('button', { name: 'Search' });
  await button.click();
  const dialog = page.getByRole('dialog', { name: 'Search the documentation' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(button).toBeFocused();

  // Opened with Ctrl+K from a link: focus goes back to that link.
  const link = page.getByRole('main').getByRole('link').first();
  await link.focus();
  await page.keyboard.press('Control+k');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(link).toBeFocused();
});

test('/search sits in the middle of the window', async ({ page }) => {
  const site = new Site(page);
  for (const width of [1280, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await site.goto('/search?q=execute');
    const box = await page.getByRole('searchbox', { name: 'Search the documentation' }).boundingBox();
    // Within a few pixels (the column's own padding); Rspress's columns set it 20 to 31 px off.
    expect(Math.abs((box?.x ?? 0) + (box?.width ?? 0) / 2 - width / 2), `${width} px`).toBeLessThanOrEqual(6);
  }
});

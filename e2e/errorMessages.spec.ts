import { expect, test } from '@playwright/test';
import { runButton, runOutputOf } from './support/runnableExamples';
import { Site } from './support/site';

const ERROR_LOOKUP = /\/error-messages\.json$/;

// A message as a reader copies it from a terminal: the error class, their own names, the stack.
const PASTED = [
  'GraphQLError: Cannot return null for non-nullable field Invoice.total.',
  '    at completeValue (file:///srv/app/node_modules/graphql/execution/execute.mjs:829:13)',
  '    at executeField (file:///srv/app/node_modules/graphql/execution/execute.mjs:726:19)',
].join('\n');
const ENTRY_URL = /\/docs\/errors\/execution#[\w-]+$/;

test('a message pasted into Ctrl+K, with its stack trace, lists its error entry first; Enter opens the entry', async ({
  page,
}) => {
  const site = new Site(page);
  await site.goto('/docs/tutorials/');
  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog', { name: 'Search the documentation' });
  await dialog.getByRole('combobox', { name: 'Search' }).fill(PASTED);
  const first = dialog.getByRole('option').first();
  await expect(first).toContainText('Cannot return null for non-nullable field');
  await expect(first).toContainText('Execution');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(ENTRY_URL);
  const anchor = new URL(page.url()).hash;
  await expect(page.locator(`h2${anchor}`)).toContainText('Cannot return null for non-nullable field');
});

test('the /search page ranks a pasted message’s entry first', async ({ page }) => {
  const pasted = 'Error: Expected Iterable, but did not find one for field "Novel.tags"';
  await new Site(page).goto(`/search?q=${encodeURIComponent(pasted)}`);
  const first = page.locator('.gjs-search-page__results > li').first().getByRole('link');
  await expect(first).toContainText('Expected Iterable');
  await expect(first).toHaveAttribute('href', /\/docs\/errors\/execution#[\w-]+$/);
});

test('Run output that shows a known message links its entry; the lookup loads with the run, not with the page', async ({
  page,
}) => {
  const site = new Site(page);
  let lookupRequests = 0;
  page.on('request', (request) => {
    if (ERROR_LOOKUP.test(request.url())) lookupRequests += 1;
  });
  await site.goto('/docs/guides/nullability');
  await site.settled();
  expect(lookupRequests).toBe(0);

  const example = page.locator('[data-example-file="nullability-bubbling.mjs"]');
  await runButton(example).click();
  await expect(example.locator('.gjs-example__status')).toContainText('Ran on graphql', { timeout: 15_000 });
  await expect(await runOutputOf(example)).toContainText('Cannot return null for non-nullable field Author.name.');
  // Under the page's Output block, where the run's output took the place of its code.
  const outputBlock = page.locator('[data-example-output="nullability-bubbling.mjs"]');
  const link = outputBlock.getByRole('link', { name: 'Cannot return null for non-nullable field' });
  await expect(link).toBeVisible();
  expect(lookupRequests).toBe(1);
  await link.click();
  await expect(page).toHaveURL(ENTRY_URL);
});

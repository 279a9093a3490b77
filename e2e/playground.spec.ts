import { expect, type Page, test } from '@playwright/test';
import { playground, result } from './support/playground';
import { Site } from './support/site';

/** Scripts the page requests, in order. */
function watchScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  return scripts;
}

test('graphql is loaded, in a worker, only when the reader first uses a playground; Run shows the result', async ({ page }) => {
  const scripts = watchScripts(page);
  const site = new Site(page);
  await site.goto('/docs/tutorials/basic-types');
  await page.waitForLoadState('networkidle');
  const beforeUse = scripts.length;
  await expect(result(page)).toHaveText('Run the query to see the result.');
  expect(page.workers()).toHaveLength(0);

  const worker = page.waitForEvent('worker');
  await playground(page).getByRole('button', { name: 'Run' }).click();
  const workerUrl = (await worker).url();
  expect(workerUrl).toMatch(/\/static\/js\/.*playgrounds.*\.js$/);
  await expect(result(page)).toContainText('"title": "Learning GraphQL"');
  await expect(result(page)).toContainText('"isbn": "9781492030713"');
  // graphql runs in the worker only: the page itself fetches no script for the playground.
  expect(scripts.slice(beforeUse)).toEqual([workerUrl]);
});

test('a query whose result is too large is stopped with a message, and the next run works', async ({ page }) => {
  const site = new Site(page);
  await site.goto('/docs/tutorials/passing-arguments');
  const query = playground(page).getByRole('textbox', { name: 'Query' });
  // 300 aliases of a 100-number list: about 300 KB of JSON, over the 100 KB a playground shows.
  const huge = `{\n${Array.from({ length: 300 }, (_, index) => `  r${index}: range(to: 100)`).join('\n')}\n}`;
  await query.fill(huge);
  await playground(page).getByRole('button', { name: 'Run' }).click();
  await expect(result(page)).toHaveText(/^Stopped: the result is 3\d\d KB, more than a playground shows \(100 KB\)\./);
  await expect(query).toHaveValue(huge);

  await query.fill('{ range(to: 5) }');
  await playground(page).getByRole('button', { name: 'Run' }).click();
  await expect(result(page)).toContainText('"range": [\n      0,');
});

test('a run that does not finish is stopped after 2 s with a message; the editors keep their text and the next run works', async ({ page }) => {
  const site = new Site(page);
  // The worker of the first run never finishes a request, as a resolver stuck in a loop would.
  let stuck = true;
  await page.route(/\/static\/js\/.*playgrounds.*\.js$/, async (route) => {
    if (!stuck) return route.continue();
    stuck = false;
    await route.fulfill({ contentType: 'text/javascript', body: "self.postMessage('ready'); self.onmessage = () => { for (;;) {} };" });
  });
  await site.goto('/docs/tutorials/passing-arguments');
  const variables = playground(page).getByRole('textbox', { name: 'Variables (JSON)' });
  await variables.fill('{ "name": "Ada" }');
  const started = Date.now();
  await playground(page).getByRole('button', { name: 'Run' }).click();
  await expect(result(page)).toHaveText(/^Stopped after 2 s: (the query was still running|checking the query took too long)/, { timeout: 10_000 });
  expect(Date.now() - started).toBeGreaterThanOrEqual(1900);
  // The page stayed responsive all along, and kept what the reader typed.
  await expect(variables).toHaveValue('{ "name": "Ada" }');
  expect(await page.evaluate(() => 1 + 1)).toBe(2);

  await playground(page).getByRole('button', { name: 'Run' }).click();
  await expect(result(page)).toContainText('"greeting": "Hello, Ada?"');
});

test('a typo in the query is reported at its line as you type; Reset brings the example back', async ({ page }) => {
  const site = new Site(page);
  await site.goto('/docs/tutorials/basic-types');
  const query = playground(page).getByRole('textbox', { name: 'Query' });
  const original = await query.inputValue();
  await query.fill('{\n  title\n  pageCont\n}');
  const errors = playground(page).getByRole('listitem');
  await expect(errors).toHaveText(['Line 3, column 3: Cannot query field "pageCont" on type "Query". Did you mean "pageCount"?']);
  await expect(query).toHaveAttribute('aria-invalid', 'true');
  await expect(playground(page).locator('.gjs-playground__line--error')).toHaveText('  pageCont');
  await playground(page).getByRole('button', { name: 'Run' }).click();
  await expect(result(page)).toHaveText('Fix the errors to run.');

  await playground(page).getByRole('button', { name: 'Reset' }).click();
  await expect(query).toHaveValue(original);
  await expect(errors).toHaveCount(0);
  await expect(query).toHaveAttribute('aria-invalid', 'false');
});

test('Ctrl+Enter runs with the variables; execution errors come back as GraphQL returns them', async ({ page }) => {
  const site = new Site(page);
  await site.goto('/docs/tutorials/mutations-and-input-types');
  const variables = playground(page).getByRole('textbox', { name: 'Variables (JSON)' });
  await variables.fill('{ "input": { "book": "Emma", "stars": 9 } }');
  await variables.press('Control+Enter');
  await expect(result(page)).toContainText('"message": "stars must be between 1 and 5."');
  await expect(result(page)).toContainText('"path": [\n        "addReview"\n      ]');

  await variables.fill('{ "input": { "book": "Emma", "stars": 4 } }');
  await variables.press('Control+Enter');
  await expect(result(page)).toContainText('"stars": 4');
});

test('a schema built in code is shown in the schema language, read-only', async ({ page }) => {
  const site = new Site(page);
  await site.goto('/docs/tutorials/constructing-types');
  const schema = playground(page).getByRole('textbox', { name: 'Schema (built in code, read-only)' });
  await expect(schema).toHaveAttribute('readonly', '');
  await playground(page).getByRole('button', { name: 'Run' }).click();
  await expect(schema).toHaveValue(/booksSince\(year: Int = 1800\): \[Book!\]!/);
  await expect(result(page)).toContainText('"title": "The Last Man"');
});

test('on a phone the result sits below the editors, and the keyboard reaches every control', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const site = new Site(page);
  await site.goto('/docs/tutorials/passing-arguments');
  const query = playground(page).getByRole('textbox', { name: 'Query' });
  const variables = playground(page).getByRole('textbox', { name: 'Variables (JSON)' });
  const queryBox = (await query.boundingBox())!;
  const resultBox = (await result(page).boundingBox())!;
  expect(resultBox.y).toBeGreaterThan(queryBox.y + queryBox.height);
  expect(resultBox.width).toBeGreaterThan(300);

  await playground(page).getByRole('button', { name: 'Run' }).focus();
  await page.keyboard.press('Enter');
  await expect(result(page)).toContainText('"greeting": "Hello, Grace?"');
  await variables.focus();
  await page.keyboard.press('Shift+Tab');
  await expect(query).toBeFocused();
});

test('at 1280 px the editors take the column\'s full width, so the example\'s lines are read without scrolling sideways', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const site = new Site(page);
  await site.goto('/docs/tutorials/passing-arguments');
  const query = playground(page).getByRole('textbox', { name: 'Query' });
  const queryBox = (await query.boundingBox())!;
  const resultBox = (await result(page).boundingBox())!;
  expect(queryBox.width).toBeGreaterThan(450);
  expect(resultBox.y).toBeGreaterThan(queryBox.y);
  for (const name of ['Schema', 'Query']) {
    const editor = playground(page).getByRole('textbox', { name });
    expect(await editor.evaluate((element) => element.scrollWidth <= element.clientWidth), name).toBe(true);
  }
});

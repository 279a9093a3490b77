import { expect, type Page, test } from '@playwright/test';
import { Site } from './support/site';

const playground = (page: Page) => page.getByRole('region', { name: /^Try it:/ }).first();
const result = (page: Page) => playground(page).locator('output');

/** Scripts the page requests, in order. */
function watchScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  return scripts;
}

test('graphql is loaded only when the reader first uses a playground; Run shows the result', async ({ page }) => {
  const scripts = watchScripts(page);
  const site = new Site(page);
  await site.goto('/docs/tutorials/basic-types');
  await page.waitForLoadState('networkidle');
  const beforeUse = scripts.length;
  await expect(result(page)).toHaveText('Run the query to see the result.');

  await playground(page).getByRole('button', { name: 'Run' }).click();
  await expect(result(page)).toContainText('"title": "Learning GraphQL"');
  await expect(result(page)).toContainText('"isbn": "9781492030713"');
  // One more chunk, graphql, fetched on first use and not before.
  expect(scripts.slice(beforeUse)).toHaveLength(1);
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

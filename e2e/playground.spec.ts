import { expect, type Page, test } from '@playwright/test';
import { copyText, editor, enterText, playground, result } from './support/playground';
import { Site } from './support/site';

/** Scripts the page requests, in order. */
function watchScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  return scripts;
}

test('graphql is loaded, in a worker, only when the reader first uses a playground; until Run the result pane says what Run does, then shows the result', async ({
  page,
}) => {
  const scripts = watchScripts(page);
  const site = new Site(page);
  await site.goto('/docs/tutorials/basic-types');
  await site.settled();
  const beforeUse = scripts.length;
  await expect(result(page)).toHaveText('Run sends the query to graphql and shows its answer here.');
  // Not a live region yet: those words are not news to announce (nor are they when an edit brings them back).
  await expect(result(page)).toHaveAttribute('aria-live', 'off');
  expect(page.workers()).toHaveLength(0);

  const worker = page.waitForEvent('worker');
  await playground(page).getByRole('button', { name: 'Run' }).click();
  const workerUrl = (await worker).url();
  expect(workerUrl).toMatch(/\/static\/js\/.*playgrounds.*\.js$/);
  await expect(result(page)).toContainText('"title": "Learning GraphQL"');
  await expect(result(page)).toContainText('"isbn": "9781492030713"');
  await expect(result(page)).toHaveAttribute('aria-live', 'polite');
  // graphql runs in the worker only: besides it, the page fetches its editors (CodeMirror), and
  // none of the page's scripts carries graphql (messages of its parser, in no page's text).
  expect(scripts.slice(beforeUse)).toContain(workerUrl);
  for (const url of scripts.filter((script) => script !== workerUrl)) {
    const body = await (await page.request.get(url)).text();
    expect(body, url).not.toContain('Body must be a string');
    expect(body, url).not.toContain('Unterminated string.');
  }
});

test('a query whose result is too large is stopped with a message, and the next run works', async ({ page }) => {
  const site = new Site(page);
  await site.goto('/docs/tutorials/passing-arguments');
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  const query = await editor(page, 'Query');
  // 300 aliases of a 100-number list: about 300 KB of JSON, over the 100 KB a playground shows.
  const huge = `{\n${Array.from({ length: 300 }, (_, index) => `  r${index}: range(to: 100)`).join('\n')}\n}`;
  await enterText(query, huge);
  await playground(page).getByRole('button', { name: 'Run' }).click();
  await expect(result(page)).toHaveText(/^Stopped: the result is 3\d\d KB, more than a playground shows \(100 KB\)\./);
  expect(await copyText(query)).toBe(huge);

  await enterText(query, '{ range(to: 5) }');
  await playground(page).getByRole('button', { name: 'Run' }).click();
  await expect(result(page)).toContainText('"range": [\n      0,');
});

test('a run that does not finish is stopped after 2 s with a message; the editors keep their text and the next run works', async ({
  page,
}) => {
  const site = new Site(page);
  // Every worker opened until the stop is seen never finishes a request, as a resolver stuck in a
  // loop would: on a slow machine the check started while typing can time out before Run is
  // clicked, and Run then opens a second worker, which must be stuck as well.
  let stuck = true;
  await page.route(/\/static\/js\/.*playgrounds.*\.js$/, async (route) => {
    if (!stuck) return route.continue();
    await route.fulfill({
      contentType: 'text/javascript',
      body: "self.postMessage('ready'); self.onmessage = () => { for (;;) {} };",
    });
  });
  await site.goto('/docs/tutorials/passing-arguments');
  const variables = await editor(page, 'Variables (JSON)');
  // The worker opens, and its first check starts, when the reader first clicks into the playground.
  const started = Date.now();
  await enterText(variables, '{ "name": "Ada" }');
  await playground(page).getByRole('button', { name: 'Run' }).click();
  await expect(result(page)).toHaveText(
    /^Stopped after 2 s: (the query was still running|checking the query took too long)/,
    { timeout: 10_000 },
  );
  expect(Date.now() - started).toBeGreaterThanOrEqual(1900);
  // The page stayed responsive all along, and kept what the reader typed.
  await expect(variables).toHaveText('{ "name": "Ada" }');
  expect(await page.evaluate(() => 1 + 1)).toBe(2);

  // A worker the page opened while every worker was stuck (for a check as the text changed) is
  // still ended by the limit within 2 s; a run after that gets a fresh, working one.
  stuck = false;
  await expect(async () => {
    await playground(page).getByRole('button', { name: 'Run' }).click();
    await expect(result(page)).toContainText('"greeting": "Hello, Ada?"', { timeout: 3_000 });
  }).toPass({ timeout: 15_000 });
});

test("a typo in the query is reported at its line as you type; Run answers with graphql's errors, as a server would; Reset brings the example back", async ({
  page,
}) => {
  const site = new Site(page);
  await site.goto('/docs/tutorials/basic-types');
  const query = await editor(page, 'Query');
  const original = await query.innerText();
  expect(original).toMatch(/^\{\n {2}title\n {2}pageCount\n/);
  // Typed as a reader types it: Enter indents the next line, and `}` goes back to the left. Escape
  // first closes the completion list typing a name may open, where Enter would take its choice.
  await query.click();
  await page.keyboard.press('ControlOrMeta+A');
  for (const line of ['{', 'title', 'pageCont']) {
    await page.keyboard.type(line);
    await page.keyboard.press('Escape');
    await page.keyboard.press('Enter');
  }
  await page.keyboard.type('}');
  await expect.poll(() => query.innerText()).toBe('{\n  title\n  pageCont\n}');
  const errors = playground(page).getByRole('listitem');
  await expect(errors).toHaveText([
    'Line 3, column 3: Cannot query field "pageCont" on type "Query". Did you mean "pageCount"?',
  ]);
  await expect(query).toHaveAttribute('aria-invalid', 'true');
  await expect(query).toHaveAccessibleDescription(/^Line 3, column 3: Cannot query field "pageCont"/);
  await expect(query.locator('.gjs-playground__line--error')).toHaveText(['  pageCont']);
  await playground(page).getByRole('button', { name: 'Run' }).click();
  await expect(result(page)).toContainText('"errors"');
  expect(JSON.parse(await result(page).innerText())).toEqual({
    errors: [
      {
        message: 'Cannot query field "pageCont" on type "Query". Did you mean "pageCount"?',
        locations: [{ line: 3, column: 3 }],
      },
    ],
  });

  await playground(page).getByRole('button', { name: 'Reset' }).click();
  await expect.poll(() => query.innerText()).toBe(original);
  await expect(errors).toHaveCount(0);
  await expect(query).toHaveAttribute('aria-invalid', 'false');
  await expect(query.locator('.gjs-playground__line--error')).toHaveCount(0);
});

test('Ctrl+Enter runs with the variables; execution errors come back as GraphQL returns them', async ({ page }) => {
  const site = new Site(page);
  await site.goto('/docs/tutorials/mutations-and-input-types');
  const variables = await editor(page, 'Variables (JSON)');
  await enterText(variables, '{ "input": { "book": "Emma", "stars": 9 } }');
  await page.keyboard.press('Control+Enter');
  await expect(result(page)).toContainText('"message": "stars must be between 1 and 5."');
  await expect(result(page)).toContainText('"path": [\n        "addReview"\n      ]');
  // Ctrl+Enter ran the query and left the text as it was (no line break added).
  await expect(variables).toHaveText('{ "input": { "book": "Emma", "stars": 9 } }');
  await expect(variables.locator('.cm-line')).toHaveCount(1);

  await enterText(variables, '{ "input": { "book": "Emma", "stars": 4 } }');
  await page.keyboard.press('Control+Enter');
  await expect(result(page)).toContainText('"stars": 4');
});

test('a schema built in code is shown in the schema language, read-only', async ({ page }) => {
  const site = new Site(page);
  await site.goto('/docs/tutorials/constructing-types');
  const schema = await editor(page, 'Schema (built in code, read-only)');
  await expect(schema).not.toBeEditable();
  await playground(page).getByRole('button', { name: 'Run' }).click();
  await expect(schema).toContainText('booksSince(year: Int = 1800): [Book!]!');
  await expect(result(page)).toContainText('"title": "The Last Man"');
  // The reader cannot change it: typing leaves the text as it was.
  const printed = await schema.innerText();
  await schema.click();
  await page.keyboard.type('oops');
  await page.keyboard.press('Backspace');
  expect(await schema.innerText()).toBe(printed);
  await expect(result(page)).toContainText('"title": "The Last Man"');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the result sits below the editors, the Ctrl/⌘ + Enter hint is not shown (no such keys), and a keyboard reaches every control', async ({
    page,
  }) => {
    const site = new Site(page);
    await site.goto('/docs/tutorials/passing-arguments');
    const query = await editor(page, 'Query');
    const variables = await editor(page, 'Variables (JSON)');
    const queryBox = (await query.boundingBox())!;
    const resultBox = (await result(page).boundingBox())!;
    expect(resultBox.y).toBeGreaterThan(queryBox.y + queryBox.height);
    expect(resultBox.width).toBeGreaterThan(300);
    const hint = playground(page).getByText('Ctrl/⌘ + Enter runs');
    await expect(hint).toHaveCount(1);
    await expect(hint).toBeHidden();

    await playground(page).getByRole('button', { name: 'Run' }).focus();
    await page.keyboard.press('Enter');
    await expect(result(page)).toContainText('"greeting": "Hello, Grace?"');
    // Tab leaves an editor (it does not indent), in both directions, and changes no text.
    const queryText = await query.innerText();
    await query.focus();
    await page.keyboard.press('Tab');
    await expect(variables).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(query).toBeFocused();
    expect(await query.innerText()).toBe(queryText);
  });
});

test("at 1280 px the editors take the column's full width, so the example's lines are read without scrolling sideways; the bar shows the Ctrl/⌘ + Enter hint", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const site = new Site(page);
  await site.goto('/docs/tutorials/passing-arguments');
  const query = await editor(page, 'Query');
  const queryBox = (await query.boundingBox())!;
  const resultBox = (await result(page).boundingBox())!;
  expect(queryBox.width).toBeGreaterThan(450);
  expect(resultBox.y).toBeGreaterThan(queryBox.y);
  // With a mouse (and so, likely, a keyboard), the bar says how to run from the keyboard.
  await expect(playground(page).getByText('Ctrl/⌘ + Enter runs')).toBeVisible();
  for (const name of ['Schema', 'Query']) {
    // The editor's scrolling box, around its lines.
    const scroller = (await editor(page, name)).locator('xpath=..');
    expect(await scroller.evaluate((element) => element.scrollWidth <= element.clientWidth), name).toBe(true);
  }
});

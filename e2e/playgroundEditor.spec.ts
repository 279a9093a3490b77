import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { PLAYGROUND_COMPLETION_ENTER_DELAY_MS } from '../site/constants';
import { editor, enterText, playground } from './support/playground';
import { Site } from './support/site';

/** A class name that only CodeMirror's own code (@codemirror/view) holds. */
const EDITOR_LIBRARY_MARKER = 'cm-content';

/** The text of every script the page fetches, by address, as they arrive. */
function watchScriptBodies(page: Page) {
  const bodies = new Map<string, Promise<string>>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.set(response.url(), response.text());
  });
  return bodies;
}

/** Records the page's layout shifts (https://web.dev/articles/cls), with when they happened. */
async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const record = window as unknown as { layoutShifts: { value: number; startTime: number }[] };
    record.layoutShifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        record.layoutShifts.push({ value: (entry as unknown as { value: number }).value, startTime: entry.startTime });
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const layoutShiftSince = (page: Page, since: number) =>
  page.evaluate(
    (start) =>
      (window as unknown as { layoutShifts: { value: number; startTime: number }[] }).layoutShifts
        .filter((shift) => shift.startTime >= start)
        .reduce((sum, shift) => sum + shift.value, 0),
    since,
  );

for (const path of ['/', '/docs/tutorials/basic-types']) {
  test(`${path}: the editor library is not in the page's first-load JavaScript; it replaces the textareas, in place, when the playground comes into view`, async ({
    page,
  }) => {
    const bodies = watchScriptBodies(page);
    await watchLayoutShifts(page);
    const site = new Site(page);
    await site.goto(path);
    await site.settled();
    const firstLoad = [...bodies.keys()];
    expect(firstLoad.length).toBeGreaterThan(0);
    for (const url of firstLoad)
      expect((await bodies.get(url))!.includes(EDITOR_LIBRARY_MARKER), `${url} holds the editor library`).toBe(false);

    // Until then the panes are the server-rendered textareas.
    const query = playground(page).getByRole('textbox', { name: 'Query' });
    await expect(query).toHaveJSProperty('tagName', 'TEXTAREA');
    const text = await query.inputValue();
    const heightBefore = (await playground(page).boundingBox())!.height;

    const scrolledAt = await page.evaluate(() => performance.now());
    await playground(page).scrollIntoViewIfNeeded();
    await expect(query).toHaveClass(/\bcm-content\b/);
    const loadedLater = [...bodies.keys()].filter((url) => !firstLoad.includes(url));
    const withLibrary = await Promise.all(
      loadedLater.map(async (url) => (await bodies.get(url))!.includes(EDITOR_LIBRARY_MARKER)),
    );
    expect(withLibrary).toContain(true);

    // Same text, same size: nothing on the page moved.
    expect(await query.innerText()).toBe(text);
    expect((await playground(page).boundingBox())!.height).toBe(heightBefore);
    expect(await layoutShiftSince(page, scrolledAt)).toBe(0);
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the playground shows its example in plain, labelled text areas', async ({ page }) => {
    await page.goto('/docs/tutorials/passing-arguments');
    const query = playground(page).getByRole('textbox', { name: 'Query' });
    await expect(query).toHaveJSProperty('tagName', 'TEXTAREA');
    await expect(query).toHaveValue(/^query Greet\(\$name: String!/);
    await expect(playground(page).getByRole('textbox', { name: 'Variables (JSON)' })).toHaveValue(
      '{ "name": "Grace" }',
    );
  });
});

test("GraphQL and JSON are highlighted with the code blocks' colours, in light and dark mode", async ({ page }) => {
  const site = new Site(page);
  await site.goto('/docs/tutorials/basic-types');
  const schema = await editor(page, 'Schema');
  const keyword = schema.getByText('type', { exact: true });
  const typeName = schema.getByText('String', { exact: true }).first();
  await expect(keyword).toHaveClass('sk-keyword');
  await expect(typeName).toHaveClass('sk-constant');
  const variables = await editor(page, 'Variables (JSON)');
  await playground(page).getByRole('button', { name: 'Run' }).click();
  const resultKey = playground(page).locator('output').getByText('"title"', { exact: true });
  await expect(resultKey).toHaveClass('sk-keyword');
  await expect(variables).toBeVisible();

  const color = (locator: typeof keyword) => locator.evaluate((element) => getComputedStyle(element).color);
  // A code block of the page shows its keywords (`const`, …) in this colour.
  const codeBlockKeyword = page.locator('pre .sk-keyword').first();
  const light = await color(keyword);
  expect(light).toBe(await color(codeBlockKeyword));
  expect(await color(resultKey)).toBe(light);
  // Field names stay in the text colour, as in code blocks.
  expect(await color(schema)).not.toBe(light);

  await site.colorModeToggle().click();
  await expect(site.colorModeToggle()).toHaveAttribute('aria-pressed', 'true');
  const dark = await color(keyword);
  expect(dark).not.toBe(light);
  expect(dark).toBe(await color(codeBlockKeyword));
});

test('what the reader typed before the editor arrived is kept, and the caret stays where it was; the label focuses the editor', async ({
  page,
}) => {
  let release = () => {};
  const arrived = new Promise<void>((resolve) => (release = resolve));
  // Hold the editor library back until the reader has typed into the textarea.
  await page.route(/\/static\/js\/async\/.*\.js$/, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes(EDITOR_LIBRARY_MARKER)) await arrived;
    await route.fulfill({ response, body });
  });
  const site = new Site(page);
  await site.goto('/docs/tutorials/passing-arguments');
  const variables = playground(page).getByRole('textbox', { name: 'Variables (JSON)' });
  await expect(variables).toHaveJSProperty('tagName', 'TEXTAREA');
  await variables.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('{ "name": "Ad" }');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');

  release();
  await expect(variables).toHaveClass(/\bcm-content\b/);
  await expect(variables).toBeFocused();
  await page.keyboard.type('a');
  await expect(variables).toHaveText('{ "name": "Ada" }');

  await playground(page)
    .locator('label', { hasText: /^Query$/ })
    .click();
  await expect(playground(page).getByRole('textbox', { name: 'Query' })).toBeFocused();
});

test("the query editor offers the schema's fields as the reader types; Enter or a click inserts one, Escape closes the list, and Ctrl+Enter still runs", async ({
  page,
}) => {
  const site = new Site(page);
  await site.goto('/docs/tutorials/basic-types');
  const query = await editor(page, 'Query');
  await query.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('{ ');
  // The fields of the schema pane's Query type, with their types, in the schema's order.
  const options = page.getByRole('listbox').getByRole('option');
  await expect(options.first()).toHaveText(/^title\s*String!$/);
  await expect(options.nth(1)).toHaveText(/^pageCount\s*Int$/);
  // As a reader does, Enter comes once the list has been seen (sooner, it is a new line).
  await page.waitForTimeout(PLAYGROUND_COMPLETION_ENTER_DELAY_MS);
  await page.keyboard.press('Enter');
  await expect(query).toHaveText('{ title');

  // Typing a name narrows the list; a click inserts the option.
  await page.keyboard.type(' isb');
  await expect(options).toHaveText([/^isbn\s*ID$/]);
  await options.first().click();
  await expect(query).toHaveText('{ title isbn');

  await page.keyboard.type(' ta');
  await expect(options.first()).toHaveText(/^tags/);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await page.keyboard.type('gs }');
  await expect(query).toHaveText('{ title isbn tags }');

  // Ctrl+Space asks for the list; with it open, Ctrl+Enter runs the query and changes no text.
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Control+Space');
  await expect(options.first()).toHaveText(/^tags/);
  await page.keyboard.press('Control+Enter');
  await expect(playground(page).locator('output')).toContainText('"isbn": "9781492030713"');
  await expect(query).toHaveText('{ title isbn tags }');
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the editors, an error marked and the highlighted result have no serious accessibility violations in ${colorScheme} mode`, async ({
    page,
  }) => {
    await page.addInitScript((mode) => localStorage.setItem('rspress-theme-appearance', mode), colorScheme);
    const site = new Site(page);
    await site.goto('/docs/tutorials/passing-arguments');
    await playground(page).getByRole('button', { name: 'Run' }).click();
    await expect(playground(page).locator('output')).toContainText('"greeting"');
    await enterText(await editor(page, 'Variables (JSON)'), '{ "name": 1 ');
    await expect(playground(page).getByRole('listitem').first()).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).include('.gjs-playground').analyze();
    const serious = violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (violation) =>
          `${violation.id}: ${violation.help} (${violation.nodes
            .slice(0, 3)
            .map((node) => node.target.join(' '))
            .join(', ')})`,
      );
    expect(serious).toEqual([]);
  });
}

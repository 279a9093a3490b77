import { expect, type Locator, type Page } from '@playwright/test';

/** The first playground of the page, by its accessible name ("Try it: …"). */
export const playground = (page: Page) => page.getByRole('region', { name: /^Try it:/ }).first();

/** Where the playground shows a result or why there is none. */
export const result = (page: Page) => playground(page).locator('output');

/** A CodeMirror editor's editable element carries this class; the page's fallback is a textarea. */
const CODE_MIRROR_CONTENT = /\bcm-content\b/;

/**
 * A pane of the first playground by its label ("Query", "Variables (JSON)", …), once its
 * highlighting editor has replaced the page's textarea: the reader scrolls to the playground, which
 * loads the editor.
 */
export async function editor(page: Page, name: string) {
  const textbox = playground(page).getByRole('textbox', { name });
  await playground(page).scrollIntoViewIfNeeded();
  await expect(textbox).toHaveClass(CODE_MIRROR_CONTENT);
  return textbox;
}

/**
 * Replaces an editor's text as a reader does: click into it, select all, then type it (one line)
 * or paste it (several lines: typed, Enter would indent them again).
 */
export async function enterText(textbox: Locator, text: string) {
  const { keyboard } = textbox.page();
  await textbox.click();
  await keyboard.press('ControlOrMeta+A');
  if (text.includes('\n')) await keyboard.insertText(text);
  else await keyboard.type(text);
}

/** An editor's whole text, as the reader takes it: select all and copy (the page needs clipboard permissions). */
export async function copyText(textbox: Locator) {
  const page = textbox.page();
  await textbox.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('ControlOrMeta+C');
  return page.evaluate(() => navigator.clipboard.readText());
}

/** Types a query into the playground, runs it, and returns where its result appears. */
export async function runQuery(page: Page, query: string) {
  await enterText(await editor(page, 'Query'), query);
  await playground(page).getByRole('button', { name: 'Run' }).click();
  return result(page);
}

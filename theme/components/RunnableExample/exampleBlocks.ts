/**
 * A page's example blocks as the page marks them, and the reader's edits, kept with the page:
 * what Edit and Reset need before anything runs (pageExampleFiles.ts reads them for a run).
 */
/** The attribute that names the file a code block holds. */
export const EXAMPLE_FILE_ATTRIBUTE = 'data-example-file';

/** What the reader made of each block they edited, by the block's element. */
export const blockEdits = new WeakMap<Element, string>();

/** The text of a file as the page shows it: its code block's text (line numbers are drawn by CSS). */
export const shownText = (block: Element) => block.querySelector('pre code')?.textContent ?? '';

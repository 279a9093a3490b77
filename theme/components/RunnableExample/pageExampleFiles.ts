/**
 * The files of the page's examples, as a run needs them: every block marked with its file name,
 * as the reader edited it or else as the page shows it. Edits last while the reader stays on the
 * page, and are forgotten when another page is shown.
 */
import type { ExampleFiles } from './exampleModules';

/** The attribute that names the file a code block holds. */
export const EXAMPLE_FILE_ATTRIBUTE = 'data-example-file';

let editsPage = '';
const edits = new Map<string, string>();

/** The page's edited files, by name; empty again for another page. */
export function pageEdits(pathname: string): Map<string, string> {
  if (pathname !== editsPage) {
    edits.clear();
    editsPage = pathname;
  }
  return edits;
}

/** The text of a file as the page shows it: its code block's text (line numbers are drawn by CSS). */
export const shownText = (block: Element) => block.querySelector('pre code')?.textContent ?? '';

/** Every example file on the page, edited or not. */
export function pageExampleFiles(root: ParentNode, edited: ReadonlyMap<string, string>): ExampleFiles {
  const files: Record<string, string> = {};
  for (const block of root.querySelectorAll(`[${EXAMPLE_FILE_ATTRIBUTE}]`)) {
    const name = block.getAttribute(EXAMPLE_FILE_ATTRIBUTE)!;
    files[name] = edited.get(name) ?? shownText(block);
  }
  return files;
}

/**
 * The files of the page's examples, as a run needs them: every block marked with its file name,
 * as the reader edited it or else as the page shows it. Edits belong to their block's element, so
 * two blocks of one name keep theirs apart, and a page shown again (its blocks made anew) starts
 * from its own code.
 */
import { EXAMPLE_OUTPUT_ATTRIBUTE, EXAMPLE_OUTPUT_MAJOR_ATTRIBUTE } from '../../../site/contracts';
import { blockEdits, EXAMPLE_FILE_ATTRIBUTE, shownText } from './exampleBlocks';
import type { ExampleFiles } from './exampleModules';

/** Every example file on the page, edited or not; of two blocks with one name, the later (as the docs runner writes them). */
export function pageExampleFiles(root: ParentNode): ExampleFiles {
  const files: Record<string, string> = {};
  for (const block of root.querySelectorAll(`[${EXAMPLE_FILE_ATTRIBUTE}]`))
    files[block.getAttribute(EXAMPLE_FILE_ATTRIBUTE)!] = blockEdits.get(block) ?? shownText(block);
  return files;
}

/**
 * The page's Output block of the script in `block` run on `major` (the build marks it with the
 * file's name, after the script and before the next, and with its major when the page shows one
 * Output per major): where a run of the script shows what it printed. Null when the page shows no
 * Output for it on that major.
 */
export function staticOutputOf(block: Element, major: string): Element | null {
  const file = block.getAttribute(EXAMPLE_FILE_ATTRIBUTE);
  for (const mark of block.ownerDocument.querySelectorAll(`[${EXAMPLE_OUTPUT_ATTRIBUTE}]`))
    if (
      mark.getAttribute(EXAMPLE_OUTPUT_ATTRIBUTE) === file &&
      block.compareDocumentPosition(mark) & Node.DOCUMENT_POSITION_FOLLOWING &&
      (mark.getAttribute(EXAMPLE_OUTPUT_MAJOR_ATTRIBUTE) ?? major) === major
    )
      return mark;
  return null;
}

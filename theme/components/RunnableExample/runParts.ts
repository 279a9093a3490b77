/**
 * What only a Run needs, in the chunk the first Run loads (index.tsx): the runner, the drawing of
 * its output and the scroll that brings it into view. A page that is only read never loads it.
 */
import { blockEdits, shownText } from './exampleBlocks';
import { type GraphqlMajor, runExample } from './exampleRun';
import { openExampleWorker } from './openExampleWorker';
import { pageExampleFiles } from './pageExampleFiles';

export { staticOutputOf } from './pageExampleFiles';
export { RunView } from './RunView';
export { runStatus } from './runStatus';

/** Runs the script in `block` on `major`, with the page's example files as the reader sees or edited them. */
export function runInPage(block: Element, file: string, major: GraphqlMajor, onOutput: (text: string) => void) {
  // This block's own text: a page may show two versions of a file under one name.
  const files = { ...pageExampleFiles(document), [file]: blockEdits.get(block) ?? shownText(block) };
  return runExample({ files, entry: file, major }, openExampleWorker, onOutput);
}

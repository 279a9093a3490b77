/**
 * What only a Run needs, in the chunk the first Run loads (index.tsx): the runner, the drawing of
 * its output and the scroll that brings it into view. A page that is only read never loads it.
 */
export { runExample } from './exampleRun';
export { openExampleWorker } from './openExampleWorker';
export { bringIntoView } from './outputInView';
export { RunView } from './RunView';

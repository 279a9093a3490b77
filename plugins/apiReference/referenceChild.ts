/**
 * The child process documentApi starts on a cache miss (documentApi.ts, `separateProcess`): it runs
 * the stages with the task it is handed, sends its parent the outline (everything but the pages'
 * HTML) in one message as soon as it is made, so that a dev server can start while the pages are
 * rendered, then renders them, writes the whole reference to its one cache file and exits, taking
 * TypeDoc's program and the pipeline's memory with it.
 */
import { setPriority } from 'node:os';
import { childTask } from './childProcess';
import { makeOutline, renderPages } from './makeReference';
import { type ReferenceCache, withoutPageBodies, writeCachedReference } from './referenceCache';
import type { DocumentApiOptions, InstalledPackage } from './referenceTypes';

/** What documentApi hands this process: the options, the packages it checked, and the cache file to write. */
export interface ReferenceChildTask {
  options: DocumentApiOptions;
  installed: InstalledPackage[];
  cache: ReferenceCache;
}

/**
 * Niceness of this process's main thread, which renders the pages: a dev server starting meanwhile
 * gets the CPU first; a build is waiting for them and has little else to run. (Node's own threads,
 * started earlier, keep theirs.)
 */
const RENDERING_NICENESS = 10;

const { options, installed, cache } = childTask<ReferenceChildTask>('referenceChild.ts');
const outline = await makeOutline(options, installed);
process.send!(withoutPageBodies(outline));
setPriority(RENDERING_NICENESS);
writeCachedReference(cache, { outline, pages: await renderPages(outline) });

/**
 * The child process documentApi starts on a cache miss (documentApi.ts, `separateProcess`): it
 * makes the reference with the options it is handed and writes it to the cache, then exits, taking
 * TypeDoc's program and the pipeline's memory with it. It tells its parent as soon as the outline
 * is written (everything but the pages' HTML), so that a dev server can start while the pages are
 * rendered.
 */
import { setPriority } from 'node:os';
import { type DocumentApiOptions, documentApi, OUTLINE_WRITTEN, REFERENCE_CHILD_OPTIONS } from './documentApi';

/**
 * Niceness of this process's main thread, which renders the pages: a dev server starting meanwhile
 * gets the CPU first; a build is waiting for them and has little else to run. (Node's own threads,
 * started earlier, keep theirs.)
 */
const RENDERING_NICENESS = 10;

const options = JSON.parse(process.env[REFERENCE_CHILD_OPTIONS] ?? 'null') as DocumentApiOptions | null;
if (!options)
  throw new Error(
    `[api-reference] referenceChild.ts is started by documentApi, which sets ${REFERENCE_CHILD_OPTIONS}.`,
  );
const reference = await documentApi({ ...options, separateProcess: false });
process.send?.(OUTLINE_WRITTEN);
setPriority(RENDERING_NICENESS);
await reference.pages;

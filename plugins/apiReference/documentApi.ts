import { runInChildProcess } from './childProcess';
import { installedPackages } from './installedPackages';
import { type ReferenceCache, readCachedReference, referenceCache, writeCachedReference } from './referenceCache';
import type { ReferenceChildTask } from './referenceChild';
import {
  type ApiOutline,
  type ApiReference,
  apiCacheDirOf,
  awaitedLater,
  type DocumentApiOptions,
} from './referenceTypes';

/** The stages themselves (makeReference.ts), loaded only when the cache misses: TypeDoc, Prettier, Shiki and the example runner take seconds to import. */
const stages = () => import('./makeReference');

/** Where and under which key the reference of these options is cached (the same in every process that makes or reads it). */
function referenceCacheOf(options: DocumentApiOptions): ReferenceCache {
  const projectRoot = options.projectRoot ?? process.cwd();
  const { cacheReference: _cacheReference, separateProcess: _separateProcess, ...inputs } = options;
  return referenceCache({
    cacheDir: apiCacheDirOf(options),
    inputs: { ...inputs, projectRoot: undefined, node: process.version },
    projectRoot,
  });
}

/**
 * The API reference: for each version, TypeDoc JSON of the package → API model (examples run, see
 * plugins/doctests) → the diff of each newer version against the default (badges, the changes
 * page, where each item is in the other version) → pages and sidebars (the outline) → each page's
 * body as HTML. Read from its one cache file when the inputs and code are the same as last time;
 * otherwise made by the stages (makeReference.ts), in a child process unless `separateProcess` is
 * false, and written to that file. Resolves with the outline; the rendered pages follow as a
 * promise, so that a cold dev server can start before they are done.
 */
export async function documentApi(options: DocumentApiOptions): Promise<ApiReference> {
  // Checked before the cache: a hit must not hide a node_modules out of step with the lockfile.
  const installed = installedPackages(options);
  const cache = options.cacheReference === false ? null : referenceCacheOf(options);
  const started = performance.now();
  const cached = cache && readCachedReference(cache);
  if (cached) {
    const { outline, pages } = cached;
    const packages = outline.models.map((model) => `${model.package.name}@${model.package.version}`).join(' and ');
    console.log(
      `[api-reference] ${pages.pages.length} pages of ${packages} from the cache in ${Math.round(performance.now() - started)} ms`,
    );
    return { ...outline, pages: Promise.resolve(pages) };
  }
  if (cache && options.separateProcess !== false) {
    return makeInChildProcess({ options, installed, cache });
  }
  // In this process: the same stages, and the same cache file written once the pages are rendered.
  const { makeOutline, renderPages } = await stages();
  const outline = await makeOutline(options, installed);
  const pages = renderPages(outline).then((rendered) => {
    if (cache) writeCachedReference(cache, { outline, pages: rendered });
    return rendered;
  });
  return { ...outline, pages: awaitedLater(pages) };
}

/**
 * Runs referenceChild.ts: the stages in a process of their own, which sends the outline in a
 * message, then renders the pages and writes the whole reference to the cache file. Resolves with
 * the outline as soon as it comes; the pages are read from that file once the process has exited.
 */
async function makeInChildProcess(task: ReferenceChildTask): Promise<ApiReference> {
  const { cache } = task;
  let receive!: (outline: ApiOutline) => void;
  const outlineSent = new Promise<ApiOutline>((resolve) => (receive = resolve));
  const exited = runInChildProcess('referenceChild.ts', {
    cwd: task.options.projectRoot ?? process.cwd(),
    task,
    failure: 'Documenting the API',
    onMessage: (message) => receive(message as ApiOutline),
  });
  // Exiting first (failed or not) settles this too: a failure before the outline throws here.
  const outline = await Promise.race([outlineSent, exited]);
  if (!outline)
    throw new Error('[api-reference] The child process that documents the API exited without sending the outline.');
  const pages = exited.then(() => {
    const made = readCachedReference(cache);
    if (!made)
      throw new Error(
        `[api-reference] The child process that documents the API finished without writing the reference to ${cache.file}.`,
      );
    return made.pages;
  });
  return { ...outline, pages: awaitedLater(pages) };
}

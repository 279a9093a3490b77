/**
 * What a run could keep, or share with the page, beyond itself: the origin's IndexedDB, Cache
 * Storage and private file system (OPFS, through `navigator.storage`), BroadcastChannel, Web Locks
 * and service workers are the page's too; a nested Worker would get all of them afresh. The
 * example worker removes them before the reader's code runs, so that a run starts from nothing and
 * leaves nothing, as `node file.mjs` does.
 */

/** The worker's globals that reach the origin's storage or its other pages. */
const SHARED_GLOBALS = ['indexedDB', 'caches', 'BroadcastChannel', 'Worker', 'SharedWorker'];

/** The same, on the worker's `navigator`. */
const SHARED_NAVIGATOR_FIELDS = ['storage', 'locks', 'serviceWorker'];

/** Deletes the names from the object and its prototypes (WebIDL puts them on one or the other). */
function removeEverywhere(object: object, names: readonly string[]) {
  for (let target: object | null = object; target; target = Object.getPrototypeOf(target))
    for (const name of names) if (Object.hasOwn(target, name)) Reflect.deleteProperty(target, name);
}

/** Removes from a worker's global scope everything it could share with the origin's other pages and runs. */
export function closeSharedStorage(scope: object): void {
  removeEverywhere(scope, SHARED_GLOBALS);
  const navigator: unknown = Reflect.get(scope, 'navigator');
  if (typeof navigator === 'object' && navigator !== null) removeEverywhere(navigator, SHARED_NAVIGATOR_FIELDS);
}

/** The names `closeSharedStorage` removes, as a run checks them: `typeof indexedDB`, `typeof navigator.storage`. */
export const SHARED_STORAGE_NAMES = {
  globals: SHARED_GLOBALS,
  navigator: SHARED_NAVIGATOR_FIELDS,
} as const;

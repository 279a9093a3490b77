import { describe, expect, it } from 'vitest';
import { closeSharedStorage } from './sharedStorage';

/** A worker's global scope as WebIDL lays it out: some names on the object, some on its prototypes. */
function workerScope() {
  class Navigator {
    get storage() {
      return {};
    }
    get locks() {
      return {};
    }
    get userAgent() {
      return 'test';
    }
  }
  class GlobalScope {
    get caches() {
      return {};
    }
  }
  const scope = Object.assign(Object.create(GlobalScope.prototype), {
    indexedDB: {},
    BroadcastChannel: class {},
    Worker: class {},
    navigator: new Navigator(),
    setTimeout,
  });
  return scope as Record<string, unknown> & { navigator: Record<string, unknown> };
}

describe("a run's worker without the origin's shared storage", () => {
  it('has no IndexedDB, Cache Storage, BroadcastChannel, nested workers, nor navigator.storage or locks', () => {
    const scope = workerScope();
    closeSharedStorage(scope);
    for (const name of ['indexedDB', 'caches', 'BroadcastChannel', 'Worker']) expect(scope[name], name).toBeUndefined();
    expect(scope.navigator.storage).toBeUndefined();
    expect(scope.navigator.locks).toBeUndefined();
  });

  it('keeps the rest', () => {
    const scope = workerScope();
    closeSharedStorage(scope);
    expect(scope.setTimeout).toBe(setTimeout);
    expect(scope.navigator.userAgent).toBe('test');
  });
});

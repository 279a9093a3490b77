import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { createStringPool } from './stringPool';

/** A full garbage collection: V8's `gc`, exposed for this process. */
function collectGarbage(): void {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}

/** Heap kept alive by `keep` applied to a link matched in each of 200 distinct pages of 100,000 characters. */
function heapKeptByMatches(keep: (value: string) => string): number {
  collectGarbage();
  const before = process.memoryUsage().heapUsed;
  const kept: string[] = [];
  for (let page = 0; page < 200; page++) {
    const markup = `<main>${page}${'x'.repeat(100_000)}<a href="/docs/tutorials/page-${page}">link</a></main>`;
    kept.push(keep(/href="([^"]*)"/.exec(markup)![1]!));
  }
  collectGarbage();
  const after = process.memoryUsage().heapUsed;
  expect(kept).toHaveLength(200);
  return after - before;
}

describe('createStringPool', () => {
  it('gives back an equal string, the same one for equal input', () => {
    const keep = createStringPool();
    const lone = 'a\ud800b';
    expect(keep('/docs/tutorials/page-1')).toBe('/docs/tutorials/page-1');
    expect(keep(lone)).toBe(lone);
    expect(keep(lone).length).toBe(3);
  });

  it('keeps none of the pages its strings were matched in', () => {
    // Kept as matched, the 200 pages stay in memory (about 20 MB: 100,000 one-byte characters each).
    expect(heapKeptByMatches((value) => value)).toBeGreaterThan(10_000_000);
    expect(heapKeptByMatches(createStringPool())).toBeLessThan(2_000_000);
  });
});

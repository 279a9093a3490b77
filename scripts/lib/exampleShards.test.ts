import { describe, expect, it } from 'vitest';
import type { ExampleStep } from '../../site/docExamples';
import { exampleCostOf, shardsOfPages } from './exampleShards';

describe('shardsOfPages', () => {
  const pages = [
    { name: 'a', cost: 1 },
    { name: 'b', cost: 30 },
    { name: 'c', cost: 12 },
    { name: 'd', cost: 10 },
    { name: 'e', cost: 9 },
  ];
  const shards = shardsOfPages(pages, (page) => page.cost, 2);

  it('puts every page in exactly one shard, in the order the pages came', () => {
    expect(
      shards
        .flat()
        .map((page) => page.name)
        .toSorted(),
    ).toEqual(['a', 'b', 'c', 'd', 'e']);
    for (const shard of shards) expect(shard).toEqual(pages.filter((page) => shard.includes(page)));
  });

  it('balances the cost: the costliest page alone against the rest', () => {
    expect(shards.map((shard) => shard.map((page) => page.name))).toEqual([
      ['a', 'b'],
      ['c', 'd', 'e'],
    ]);
  });

  it('splits the same way on every call, and refuses a count that is no count', () => {
    expect(shardsOfPages(pages, (page) => page.cost, 2)).toEqual(shards);
    expect(shardsOfPages(pages, (page) => page.cost, 1)).toEqual([pages]);
    expect(() => shardsOfPages(pages, (page) => page.cost, 0)).toThrow('A shard count is a positive integer, not 0');
  });
});

it('exampleCostOf counts a server and its battery as ten processes, a batched script as a tenth of one', () => {
  const steps: ExampleStep[] = [
    { kind: 'module', fileName: 'schema.mjs', code: '' },
    { kind: 'server', fileName: 'server.mjs', code: '', battery: null, batteryHeaders: [] },
    { kind: 'script', fileName: 'a.mjs', code: '', expectedOutput: null },
    { kind: 'script', fileName: 'b.mjs', code: '', expectedOutput: null },
    { kind: 'shell', code: 'curl', expectedOutput: null },
  ] as ExampleStep[];
  expect(exampleCostOf(steps, (fileName) => fileName === 'b.mjs')).toBeCloseTo(12.1);
});

import type { ExampleStep } from '../../site/docExamples';

/**
 * A rough cost of a page's examples, in units of one Node process started: a server also meets the
 * hostile-client battery (a second instance and dozens of attacks), and a batched script shares one process
 * with the rest of its page. Only the balance between shards depends on it, never what is checked.
 */
export function exampleCostOf(steps: ExampleStep[], isBatched: (fileName: string) => boolean): number {
  let cost = 0;
  for (const step of steps) {
    if (step.kind === 'server') cost += 10;
    else if (step.kind === 'shell') cost += 1;
    else if (step.kind === 'script') cost += isBatched(step.fileName) ? 0.1 : 1;
  }
  return cost;
}

/**
 * Splits pages into `count` shards of about equal cost, each page in exactly one: the costliest page goes
 * first, each to the cheapest shard so far (ties to the lower shard), so the split is the same on every run.
 */
export function shardsOfPages<Page>(pages: readonly Page[], costOf: (page: Page) => number, count: number): Page[][] {
  if (!Number.isInteger(count) || count < 1) throw new RangeError(`A shard count is a positive integer, not ${count}`);
  const shards = Array.from({ length: count }, () => ({ orders: [] as number[], cost: 0 }));
  const byCost = pages
    .map((page, order) => ({ order, cost: costOf(page) }))
    .toSorted((a, b) => b.cost - a.cost || a.order - b.order);
  for (const { order, cost } of byCost) {
    const cheapest = shards.reduce((best, shard) => (shard.cost < best.cost ? shard : best));
    cheapest.orders.push(order);
    cheapest.cost += cost;
  }
  // Within a shard, pages keep the order they came in.
  return shards.map((shard) => shard.orders.toSorted((a, b) => a - b).map((order) => pages[order]!));
}

/** The median of some numbers (the mean of the middle two for an even count). */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** A value at a percentile (nearest rank), e.g. 95 for p95. */
export function percentile(values: readonly number[], rank: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((rank / 100) * sorted.length) - 1))]!;
}

/** Kibibytes with one decimal, for tables. */
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** `✓` when a measured value is within its budget, `over` otherwise: a missed budget is said in words. */
export const withinBudget = (value: number, budget: number) => (value <= budget ? '✓' : 'over');

/** Smallest, median and largest of a measure over runs. */
export const spread = (values: readonly number[]) => ({
  min: Math.min(...values),
  median: median(values),
  max: Math.max(...values),
});

/** A measure over runs as its smallest, median and largest value. */
export type Spread = ReturnType<typeof spread>;

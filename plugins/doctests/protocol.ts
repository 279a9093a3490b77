/** What the doctest parent and its child runner (childRunner.ts) exchange. */

/** The child writes its ChildMessage lines, one JSON object each, to this file descriptor (stdout is the examples'). */
export const RESULTS_FD = 3;

/** File name the examples' source maps give, so that stack traces name example lines. */
export const EXAMPLE_SOURCE_NAME = 'example.ts';

export interface ChildJob {
  /** The example's key. */
  key: string;
  file: string;
  comments: number;
}

export interface ChildResult {
  key: string;
  /** Claims checked, in the order they ran. */
  checked: number[];
  /** The first claim whose value did not match. */
  mismatch?: { index: number; expected: string; actual: string };
  /** What the example threw, and the example line it threw on when the stack shows it. */
  error?: { message: string; line: number | null };
}

/**
 * What the child says, in order: it is ready (its loader and the documented package loaded), then for
 * each example that it starts it and the result. The parent times an example from its start, so the
 * child's own start, slow on a busy machine, never counts against the first example's limit.
 */
export type ChildMessage =
  { kind: 'ready' } | { kind: 'started'; key: string } | { kind: 'result'; result: ChildResult };

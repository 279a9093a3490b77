/** What the doctest parent and its child runner (childRunner.ts) exchange. */

/** The child writes one JSON ChildResult line per example to this file descriptor (stdout is the examples'). */
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

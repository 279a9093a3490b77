import { availableParallelism, loadavg } from 'node:os';

/**
 * How many times more work than cores the machine has had over the last minute, at least 1. A time limit that
 * stands for a hang, not for a speed, is multiplied by it: on a machine busier than its cores every step takes
 * longer in proportion, and a server that starts slowly there has not hung.
 */
export function loadFactor(): number {
  return Math.max(1, loadavg()[0]! / availableParallelism());
}

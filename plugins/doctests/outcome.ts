import type { ResultComment } from './instrument';
import type { ChildResult } from './protocol';
import type { DoctestOutcome } from './types';

/** The outcome of one run example from what the child reported (or null when it timed out). */
export function outcomeOfRun(
  result: ChildResult | null,
  comments: readonly ResultComment[],
  version: string,
  timeoutMs: number,
): DoctestOutcome {
  if (!result) return { status: 'failed', version, line: null, reason: `did not finish within ${timeoutMs / 1000} s` };
  if (result.mismatch) {
    const comment = comments[result.mismatch.index]!;
    return {
      status: 'failed',
      version,
      line: comment.line,
      reason:
        comment.kind === 'throws'
          ? `\`${comment.expression}\` returned ${result.mismatch.actual} instead of throwing`
          : `\`${comment.expression}\` is ${result.mismatch.actual}, not ${comment.expected}`,
      mismatch: { expression: comment.expression, expected: comment.expected, actual: result.mismatch.actual },
    };
  }
  if (result.error) {
    return { status: 'failed', version, line: result.error.line, reason: `threw ${result.error.message}` };
  }
  const checked = new Set(result.checked);
  const unreached = comments.find((_, index) => !checked.has(index));
  if (unreached)
    return {
      status: 'failed',
      version,
      line: unreached.line,
      reason: `the claim about \`${unreached.expression}\` was never reached`,
    };
  return { status: 'verified', version, checks: comments.length };
}

import type { BatteryFamily, BatteryMark } from '../../../site/hostileBattery';
import type { AttackVerdict } from './types';

/** How every marker starts: no line a server writes on its own starts so. */
const MARKER_PREFIX = 'FORGED-';

/** Marker a forged line starts with, unique per attack and run. */
export const markerFor = (attack: string, nonce: string) => `${MARKER_PREFIX}${attack}-${nonce}`;

/**
 * Lines of a log that start with a marker's prefix: what a client wrote, become a line of its own. The
 * prefix, not the whole marker: an error message may quote only the first characters after a line break
 * (V8's JSON.parse quotes ten).
 */
export const forgedLines = (log: string) =>
  log.split(/\r\n|\r|\n/).filter((line) => line.trimStart().startsWith(MARKER_PREFIX));

/** Lines of a log that hold the marker anywhere: what the server echoed of the client's input. */
export const linesHolding = (log: string, marker: string) =>
  log.split(/\r\n|\r|\n/).filter((line) => line.includes(marker));

/** What each log gained since `before`, joined: a log file that appeared counts whole, one rewritten from its start too. */
export function logsSince(before: Readonly<Record<string, string>>, after: Readonly<Record<string, string>>): string {
  return Object.entries(after)
    .map(([source, text]) => {
      const earlier = before[source] ?? '';
      return text.startsWith(earlier) ? text.slice(earlier.length) : text;
    })
    .join('\n');
}

/** A family a server is expected to fall to, and what says so (its fence's mark, or the known-falling list). */
export interface ExpectedFall {
  family: BatteryFamily;
  because: string;
}

/** The families a server is expected to fall to: its fence's mark, then the reviewed known-falling list. */
export function expectedFalls(mark: BatteryMark | null, knownFalling: readonly string[]): ExpectedFall[] {
  const marked = (mark?.families ?? []).map((family) => ({
    family,
    because: `its mark battery="${mark!.kind}:${mark!.families.join(',')}"`,
  }));
  const known = knownFalling
    .filter((family) => !marked.some((fall) => fall.family === family))
    .map((family) => ({ family: family as BatteryFamily, because: 'the known-falling list' }));
  return [...marked, ...known];
}

/** Whether a server's verdicts are what is expected of it: every failure, named; none when they are. */
export function failuresAgainstExpected(
  verdicts: readonly AttackVerdict[],
  expected: readonly ExpectedFall[],
): string[] {
  const failures = verdicts
    .filter((verdict) => !verdict.held && !expected.some((fall) => fall.family === verdict.family))
    .map((verdict) => `${verdict.attack} (${verdict.family}) fell: ${verdict.detail}`);
  for (const { family, because } of expected)
    if (!verdicts.some((verdict) => verdict.family === family && !verdict.held))
      failures.push(`stale: ${because} expects it to fall to ${family}, but every ${family} attack held`);
  return failures;
}

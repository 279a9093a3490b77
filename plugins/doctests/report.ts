import type { DoctestExample, DoctestOutcome } from './types';

export interface DoctestCounts {
  /** Example code blocks in the reference. */
  found: number;
  /** Those that are not fragments. */
  runnable: number;
  verified: number;
  failing: number;
  fragments: number;
  /** `// =>` and `// throws` claims checked in verified examples. */
  claims: number;
}

export interface DoctestFailure {
  example: DoctestExample;
  outcome: Extract<DoctestOutcome, { status: 'failed' }>;
}

export interface DoctestReport {
  total: DoctestCounts;
  /** Counts per category (the API's groups: Language, Execution, …), sorted by name. */
  byCategory: [string, DoctestCounts][];
  failures: DoctestFailure[];
  fragments: { example: DoctestExample; reason: string }[];
}

const emptyCounts = (): DoctestCounts => ({ found: 0, runnable: 0, verified: 0, failing: 0, fragments: 0, claims: 0 });

function count(counts: DoctestCounts, outcome: DoctestOutcome): void {
  counts.found++;
  if (outcome.status === 'fragment') counts.fragments++;
  else counts.runnable++;
  if (outcome.status === 'verified') {
    counts.verified++;
    counts.claims += outcome.checks;
  }
  if (outcome.status === 'failed') counts.failing++;
}

/** Counts, failures and fragments of a doctest run. Every example must have an outcome. */
export function doctestReport(
  examples: readonly DoctestExample[],
  outcomes: ReadonlyMap<string, DoctestOutcome>,
): DoctestReport {
  const total = emptyCounts();
  const byCategory = new Map<string, DoctestCounts>();
  const failures: DoctestFailure[] = [];
  const fragments: DoctestReport['fragments'] = [];
  for (const example of examples) {
    const outcome = outcomes.get(example.key);
    if (!outcome) throw new Error(`[doctests] no outcome for ${example.id}`);
    count(total, outcome);
    if (!byCategory.has(example.category)) byCategory.set(example.category, emptyCounts());
    count(byCategory.get(example.category)!, outcome);
    if (outcome.status === 'failed') failures.push({ example, outcome });
    if (outcome.status === 'fragment') fragments.push({ example, reason: outcome.reason });
  }
  return { total, byCategory: [...byCategory].sort(([a], [b]) => a.localeCompare(b)), failures, fragments };
}

/** The reviewed list of examples known to fail on a version: example id → why (kept in knownFailing.json). */
export type KnownFailing = Record<string, string>;

export interface KnownFailingCheck {
  /** Failing examples the list does not name: regressions, or new broken examples. */
  unexpected: DoctestFailure[];
  /** Examples the list names that no longer fail (or no longer exist): the list needs updating. */
  stale: string[];
}

export function checkKnownFailing(failures: readonly DoctestFailure[], known: KnownFailing): KnownFailingCheck {
  const failingIds = new Set(failures.map(({ example }) => example.id));
  return {
    unexpected: failures.filter(({ example }) => !Object.hasOwn(known, example.id)),
    stale: Object.keys(known).filter((id) => !failingIds.has(id)),
  };
}

const describeFailure = ({ example, outcome }: DoctestFailure) =>
  `  ${example.id} (${example.url}): ${outcome.line === null ? '' : `line ${outcome.line}: `}${outcome.reason}`;

/** The gate's message, or null when the run matches the known-failing list. */
export function knownFailingMessage(check: KnownFailingCheck, listFile: string): string | null {
  const parts: string[] = [];
  if (check.unexpected.length) {
    parts.push(
      `${check.unexpected.length} example(s) fail that are not in ${listFile}:`,
      ...check.unexpected.map(describeFailure),
      'Fix the example upstream, or add it to the list with the reason once reviewed.',
    );
  }
  if (check.stale.length)
    parts.push(
      `${check.stale.length} example(s) in ${listFile} no longer fail: remove them from the list.`,
      ...check.stale.map((id) => `  ${id}`),
    );
  return parts.length ? parts.join('\n') : null;
}

const pad = (value: string | number, width: number) => String(value).padStart(width);

/** The report as a text table: totals, per category, then failures and fragments. */
export function renderDoctestReport(report: DoctestReport, packageLabel: string): string {
  const columns = ['found', 'runnable', 'verified', 'failing', 'fragments', 'claims'] as const;
  const nameWidth = Math.max(8, ...report.byCategory.map(([name]) => name.length));
  const row = (name: string, counts: DoctestCounts) =>
    `${name.padEnd(nameWidth)} ${columns.map((column) => pad(counts[column], column.length)).join(' ')}`;
  const lines = [
    `Doctests of ${packageLabel}`,
    '',
    `${'category'.padEnd(nameWidth)} ${columns.join(' ')}`,
    ...report.byCategory.map(([name, counts]) => row(name, counts)),
    row('all', report.total),
    '',
    report.failures.length ? `Failing (${report.failures.length}):` : 'Failing: none',
    ...report.failures.map(describeFailure),
    '',
    `Fragments, shown without a badge (${report.fragments.length}):`,
    ...report.fragments.map(({ example, reason }) => `  ${example.id}: ${reason}`),
  ];
  return `${lines.join('\n')}\n`;
}

export interface TestCounts {
  passed: number;
  failed: number;
  skipped: number;
}

interface VitestJsonReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  success: boolean;
}

interface PlaywrightJsonReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  errors?: unknown[];
}

export interface SummaryInput {
  /** Vitest's JSON report, or null when the runner produced none. */
  vitest: unknown;
  /** Playwright's JSON report, or null when the runner produced none. */
  playwright: unknown;
  /** Steps that failed without test results of their own (typecheck, build). */
  failedSteps: number;
}

/**
 * Sums the runners' reports into one count. A runner that crashed before writing its report, or
 * that reported errors outside any test, adds one failure, so a broken run never reads as green.
 */
export function summaryFromReports({ vitest, playwright, failedSteps }: SummaryInput): TestCounts {
  const counts: TestCounts = { passed: 0, failed: failedSteps, skipped: 0 };
  if (vitest) {
    const report = vitest as VitestJsonReport;
    counts.passed += report.numPassedTests;
    counts.failed += report.numFailedTests;
    counts.skipped += report.numPendingTests + report.numTodoTests;
    if (!report.success && report.numFailedTests === 0) counts.failed += 1;
  } else {
    counts.failed += 1;
  }
  if (playwright) {
    const { stats, errors = [] } = playwright as PlaywrightJsonReport;
    counts.passed += stats.expected + stats.flaky;
    counts.failed += stats.unexpected + (errors.length > 0 ? 1 : 0);
    counts.skipped += stats.skipped;
  } else if (failedSteps === 0) {
    counts.failed += 1;
  }
  return counts;
}

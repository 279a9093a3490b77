import { describe, expect, it } from 'vitest';
import { summaryFromReports } from './testSummary';

const vitest = { numPassedTests: 10, numFailedTests: 1, numPendingTests: 2, numTodoTests: 0, success: false };
const playwright = { stats: { expected: 20, unexpected: 2, flaky: 1, skipped: 3 }, errors: [] };

describe('summaryFromReports', () => {
  it('adds up both runners', () => {
    expect(summaryFromReports({ vitest, playwright, failedSteps: 0 })).toEqual({ passed: 31, failed: 3, skipped: 5 });
  });

  it('counts failed steps and missing reports as failures', () => {
    expect(summaryFromReports({ vitest: null, playwright: null, failedSteps: 1 })).toEqual({
      passed: 0,
      failed: 2,
      skipped: 0,
    });
    expect(summaryFromReports({ vitest, playwright: null, failedSteps: 0 }).failed).toBe(2);
  });

  it('counts an unsuccessful run without failed tests, and errors outside tests, as one failure each', () => {
    const crashedVitest = { ...vitest, numFailedTests: 0, success: false };
    const brokenPlaywright = {
      stats: { expected: 0, unexpected: 0, flaky: 0, skipped: 0 },
      errors: [{ message: 'x' }],
    };
    expect(summaryFromReports({ vitest: crashedVitest, playwright: brokenPlaywright, failedSteps: 0 }).failed).toBe(2);
  });
});

import { describe, expect, it } from 'vitest';
import { childCpuSecondsOfStat } from './childCpuTime';
import { e2eTimings, timingLines, unitTimings } from './testTimings';

const root = '/repo';

describe('unitTimings', () => {
  it('lists the slowest files first, relative to the repository, and how many ran at once', () => {
    const report = {
      testResults: [
        { name: '/repo/a.test.ts', startTime: 0, endTime: 10_000 },
        { name: '/repo/b.test.ts', startTime: 0, endTime: 4_000 },
        { name: '/repo/c.test.ts', startTime: 4_000, endTime: 10_000 },
      ],
    };
    expect(unitTimings(report, { root, count: 2 })).toEqual({
      slowest: [
        { file: 'a.test.ts', seconds: 10 },
        { file: 'c.test.ts', seconds: 6 },
      ],
      filesAtOnce: 2,
    });
  });

  it('says one at a time when no two files overlap', () => {
    const report = {
      testResults: [
        { name: '/repo/a.test.ts', startTime: 0, endTime: 1_000 },
        { name: '/repo/b.test.ts', startTime: 1_000, endTime: 3_000 },
      ],
    };
    expect(unitTimings(report, { root }).filesAtOnce).toBe(1);
  });

  it('gives nothing for a missing report', () => {
    expect(unitTimings(null, { root })).toEqual({ slowest: [], filesAtOnce: 0 });
    expect(timingLines('Unit test files', unitTimings(null, { root }))).toEqual([]);
  });
});

describe('e2eTimings', () => {
  const result = (startTime: string, duration: number) => ({ startTime, duration });
  const report = {
    suites: [
      {
        file: 'search.spec.ts',
        specs: [{ tests: [{ results: [result('2026-01-01T00:00:00.000Z', 3_000)] }] }],
        suites: [
          {
            file: 'search.spec.ts',
            specs: [{ tests: [{ results: [result('2026-01-01T00:00:03.000Z', 1_000)] }] }],
          },
        ],
      },
      { file: 'home.spec.ts', specs: [{ tests: [{ results: [result('2026-01-01T00:00:00.000Z', 2_000)] }] }] },
    ],
  };

  it('sums each spec file over its tests, nested suites included, slowest first', () => {
    expect(e2eTimings(report).slowest).toEqual([
      { file: 'search.spec.ts', seconds: 4 },
      { file: 'home.spec.ts', seconds: 2 },
    ]);
  });

  it('counts the tests that ran side by side', () => {
    expect(e2eTimings(report).filesAtOnce).toBeCloseTo(1.5);
  });
});

describe('timingLines', () => {
  it('prints how many ran at once, then one line per file', () => {
    expect(
      timingLines('Unit test files', { slowest: [{ file: 'a.test.ts', seconds: 12.34 }], filesAtOnce: 1.87 }),
    ).toEqual(['Unit test files: 1.9 at once on average; slowest:', '    12.3 s  a.test.ts']);
  });
});

describe('childCpuSecondsOfStat', () => {
  it("adds the children's user and system time, in clock ticks, after a command name with spaces", () => {
    const stat = '42 (node my script) S 1 42 42 0 -1 4194304 99 0 0 0 5 6 250 130 20 0 1 0 76603 3133440 359';
    expect(childCpuSecondsOfStat(stat)).toBe(3.8);
  });
});

import { describe, expect, it } from 'vitest';
import { BUDGET } from './budgets';
import { type BenchResults, reportLines } from './report';
import { spread } from './stats';

/** Results of a bench with `runs` runs, every measure within budget unless a test changes it. */
function results(runs: number): BenchResults {
  const seconds = spread(runs > 1 ? [10, 12, 20] : [12]);
  const memory = spread([500]);
  const lighthousePage = {
    route: '/',
    performance: 100,
    accessibility: 100,
    bestPractices: 100,
    seo: 100,
    fcpMs: 800,
    lcpMs: 900,
    tbtMs: 0,
    cls: 0,
    tbtRange: spread([0]),
    performanceRange: spread([100]),
  };
  return {
    date: '2026-01-01T00:00:00.000Z',
    build: {
      runs,
      cold: { seconds, peakMb: memory },
      warm: { seconds, peakMb: memory },
      apiPages: 10,
      apiVersions: [{ label: 'graphql@17.1.0', ms: 4000, typedocMs: 2000 }],
    },
    routes: [
      { template: 'home', route: '/', htmlBytes: 1024, jsRaw: 4096, jsGzip: 2048, cssRaw: 1024, cssGzip: 512 },
    ] as BenchResults['routes'],
    interactive: [1, 4].map((cpuRate) => ({
      template: 'home',
      route: '/',
      cpuRate,
      runs: 5,
      firstPaintMs: 300,
      interactiveMs: 700,
      paintToInteractiveMs: 400,
      jsGzip: 100 * 1024,
    })),
    lighthouse: [lighthousePage],
    search: { documents: 3, rawBytes: 2048, gzipBytes: 1024, medianMs: 1, p95Ms: 2 },
    dev: {
      startSeconds: 2,
      coldStartSeconds: 8,
      coldStartRange: { min: 7, max: 9 },
      saveToUpdateSeconds: 0.2,
      apiPageSeconds: 1,
      runs: { warm: [], cold: [] },
    },
  };
}

/** The printed row whose first cell starts with `label`. */
const rowOf = (lines: string[], label: string) => lines.find((line) => line.startsWith(`| ${label}`));

describe('the bench report', () => {
  it('shows the median and, over several runs, the range, beside the budget', () => {
    const lines = reportLines(results(3));
    expect(rowOf(lines, 'cold build')).toBe(
      `| cold build, no node_modules/.cache (median of 3) | 12.0 s (10.0–20.0) | ${BUDGET.coldBuildSeconds} s | ✓ |`,
    );
    expect(rowOf(lines, 'dev server: first page readable, no')).toContain('| 8.0 s (7.0–9.0) |');
  });

  it('shows no range after one run', () => {
    const lines = reportLines(results(1));
    expect(rowOf(lines, 'cold build')).toContain('| 12.0 s |');
    expect(rowOf(lines, 'dev server: first page readable, no')).toContain('| 8.0 s |');
  });

  it('says "over" beside every measure that misses its budget, and which parts of a page\'s Lighthouse budget', () => {
    const over = results(3);
    // Figures of the kind PERF.md records: a 44 s cold build, a Lighthouse score of 94.
    over.build.cold.seconds = spread([40, 44, 53]);
    over.build.warm.seconds = spread([BUDGET.warmBuildSeconds + 1]);
    over.lighthouse[0]!.performance = BUDGET.lighthousePerformance - 4;
    over.lighthouse[0]!.lcpMs = over.lighthouse[0]!.fcpMs + BUDGET.lcpAfterFcpMs + 1;
    over.search.gzipBytes = BUDGET.indexGzip + 1;
    const lines = reportLines(over);
    expect(rowOf(lines, 'cold build')).toBe(
      `| cold build, no node_modules/.cache (median of 3) | 44.0 s (40.0–53.0) | ${BUDGET.coldBuildSeconds} s | over |`,
    );
    expect(rowOf(lines, 'warm build')).toMatch(/\| over \|$/);
    expect(rowOf(lines, '/ |')).toMatch(/\| over: performance, LCP−FCP \|$/);
    expect(lines.at(-1)).toMatch(/^\| 3 \| .* \| over 400\.0 KB, ✓ 20 ms \|$/);
    expect(rowOf(lines, 'dev server: first page readable, warm')).toMatch(/✓ \|$/);
  });

  it('says "over" beside a template past its first-load JS, and past paint → interactive on the slowed CPU only', () => {
    const over = results(3);
    for (const row of over.interactive) {
      row.jsGzip = BUDGET.firstLoadJsGzip + 1;
      row.paintToInteractiveMs = BUDGET.paintToInteractiveSlowCpuMs + 1;
    }
    const [desktop, slowCpu] = reportLines(over).filter((line) => line.startsWith('| home | ×'));
    expect(desktop).toBe('| home | ×1 | 0.30 s | 0.70 s | 1.00 s | 110.0 KB | over JS 110.0 KB |');
    expect(slowCpu).toBe(
      '| home | ×4 | 0.30 s | 0.70 s | 1.00 s | 110.0 KB | over JS 110.0 KB, over paint → interactive 1.00 s |',
    );
    const [within] = reportLines(results(3)).filter((line) => line.startsWith('| home | ×4'));
    expect(within).toMatch(/\| ✓ JS 110\.0 KB, ✓ paint → interactive 1\.00 s \|$/);
  });

  it('marks a page within its whole Lighthouse budget', () => {
    expect(rowOf(reportLines(results(3)), '/ |')).toMatch(/\| ✓ \|$/);
  });

  it('prints the five tables in order, each under its title', () => {
    const titles = reportLines(results(3)).filter((line) => line.startsWith('\n'));
    expect(titles).toEqual([
      '\nBuild and dev server',
      '\nFirst load per route template (Chromium, cold cache)',
      '\nInteractive: navigation → first paint → a click on the color mode toggle takes effect (medians of 5 cold loads)',
      '\nLighthouse (mobile)',
      '\nSearch',
    ]);
  });
});

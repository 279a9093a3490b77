/** The bench's results as written to bench-results.json, and the tables it prints, each measure beside its budget. */
import { BUDGET } from './budgets';
import type { BuildMeasures } from './builds';
import { DEV_SAVES, type DevServerMeasures } from './devServer';
import type { InteractiveMeasures } from './interactive';
import type { LighthouseMeasures } from './lighthouse';
import type { RouteMeasures } from './routes';
import type { SearchMeasures } from './search';
import { kb, type Spread, withinBudget } from './stats';

/** Everything one bench run measured: the shape of bench-results.json, which other tools read. */
export interface BenchResults {
  date: string;
  build: BuildMeasures;
  routes: RouteMeasures;
  lighthouse: LighthouseMeasures;
  search: SearchMeasures;
  dev: DevServerMeasures;
  interactive: InteractiveMeasures;
}

/** A Markdown table row. */
const row = (cells: string[]) => `| ${cells.join(' | ')} |`;

/** A table's lines: its title (after a blank line), then its rows. */
interface Table {
  lines: string[];
  line: (cells: string[]) => void;
}

/** An empty table under a title, with a function that appends a row. */
function table(title: string): Table {
  const lines = [`\n${title}`];
  return { lines, line: (cells) => lines.push(row(cells)) };
}

/** A spread as `median unit (min–max)`, or the median alone when there was one run (no range to show). */
function rangeText(
  { min, median: middle, max }: Spread,
  { digits, unit, runs }: { digits: number; unit: string; runs: number },
) {
  return runs > 1
    ? `${middle.toFixed(digits)} ${unit} (${min.toFixed(digits)}–${max.toFixed(digits)})`
    : `${middle.toFixed(digits)} ${unit}`;
}

/** The build and dev server table: cold and warm builds with their peak memory, each API version's share, the dev server. */
function buildTable(build: BuildMeasures, dev: DevServerMeasures): string[] {
  const { lines, line } = table('Build and dev server');
  const range = (spread: Spread, digits: number, unit: string) => rangeText(spread, { digits, unit, runs: build.runs });
  line(['measure', 'value', 'budget', '']);
  line([
    `cold build, no node_modules/.cache (median of ${build.runs})`,
    range(build.cold.seconds, 1, 's'),
    `${BUDGET.coldBuildSeconds} s`,
    withinBudget(build.cold.seconds.median, BUDGET.coldBuildSeconds),
  ]);
  line([
    '  peak memory',
    range(build.cold.peakMb, 0, 'MiB'),
    `${BUDGET.peakMemoryMb} MiB`,
    withinBudget(build.cold.peakMb.median, BUDGET.peakMemoryMb),
  ]);
  line([
    `warm build (median of ${build.runs})`,
    range(build.warm.seconds, 1, 's'),
    `${BUDGET.warmBuildSeconds} s`,
    withinBudget(build.warm.seconds.median, BUDGET.warmBuildSeconds),
  ]);
  line([
    '  peak memory',
    range(build.warm.peakMb, 0, 'MiB'),
    `${BUDGET.peakMemoryMb} MiB`,
    withinBudget(build.warm.peakMb.median, BUDGET.peakMemoryMb),
  ]);
  for (const version of build.apiVersions) {
    line([
      `  of which API of ${version.label}, from its loading to its formatted model (TypeDoc), ` +
        "beside the next version's loading",
      `${(version.ms / 1000).toFixed(1)} s (${(version.typedocMs / 1000).toFixed(1)} s)`,
      '',
      '',
    ]);
  }
  line(['  API pages', String(build.apiPages), '', '']);
  line([
    `dev server: first page readable, warm caches (median of ${build.runs})`,
    `${dev.startSeconds.toFixed(1)} s`,
    `${BUDGET.devStartWarmSeconds} s`,
    withinBudget(dev.startSeconds, BUDGET.devStartWarmSeconds),
  ]);
  line([
    `dev server: first page readable, no node_modules/.cache (median of ${build.runs})`,
    range({ ...dev.coldStartRange, median: dev.coldStartSeconds }, 1, 's'),
    `${BUDGET.devStartColdSeconds} s`,
    withinBudget(dev.coldStartSeconds, BUDGET.devStartColdSeconds),
  ]);
  line([
    `dev server: save a tutorial page → updated in the browser (median of ${DEV_SAVES})`,
    `${dev.saveToUpdateSeconds.toFixed(2)} s`,
    `${BUDGET.devUpdateSeconds} s`,
    withinBudget(dev.saveToUpdateSeconds, BUDGET.devUpdateSeconds),
  ]);
  line([
    'dev server: an API item page opened → its heading shown',
    `${dev.apiPageSeconds.toFixed(1)} s`,
    `${BUDGET.devApiPageSeconds} s`,
    withinBudget(dev.apiPageSeconds, BUDGET.devApiPageSeconds),
  ]);
  return lines;
}

/** The first-load table: HTML, JS and CSS of each route template's first load, beside the budgets. */
function routesTable(routes: RouteMeasures): string[] {
  const { lines, line } = table('First load per route template (Chromium, cold cache)');
  line(['template', 'route', 'HTML', 'JS raw', 'JS gzip', 'CSS gzip', 'JS budget', 'HTML budget']);
  for (const route of routes) {
    line([
      route.template,
      route.route,
      kb(route.htmlBytes),
      kb(route.jsRaw),
      kb(route.jsGzip),
      kb(route.cssGzip),
      `${withinBudget(route.jsGzip, BUDGET.firstLoadJsGzip)} ${kb(BUDGET.firstLoadJsGzip)}`,
      withinBudget(route.htmlBytes, BUDGET.htmlBytes),
    ]);
  }
  return lines;
}

/** Milliseconds as seconds with two decimals. */
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/**
 * The interactive table: per template and CPU slowdown, medians of cold loads from navigation to first paint and to
 * interactive, and the first load's JS; on the slowed CPU, paint to interactive beside its budget.
 */
export function interactiveTable(rows: InteractiveMeasures): string[] {
  const runs = rows[0]?.runs ?? 0;
  const { lines, line } = table(
    `Interactive: navigation → first paint → a click on the color mode toggle takes effect (medians of ${runs} cold loads)`,
  );
  line(['template', 'CPU', 'first paint', 'interactive', 'paint → interactive', 'JS gzip', 'budget']);
  for (const row of rows) {
    const over = [
      `${withinBudget(row.jsGzip, BUDGET.firstLoadJsGzip)} JS ${kb(BUDGET.firstLoadJsGzip)}`,
      row.cpuRate === 4 &&
        `${withinBudget(row.paintToInteractiveMs, BUDGET.paintToInteractiveSlowCpuMs)} paint → interactive ${seconds(BUDGET.paintToInteractiveSlowCpuMs)}`,
    ].filter((part) => part !== false);
    line([
      row.template,
      `×${row.cpuRate}`,
      seconds(row.firstPaintMs),
      seconds(row.interactiveMs),
      seconds(row.paintToInteractiveMs),
      kb(row.jsGzip),
      over.join(', '),
    ]);
  }
  return lines;
}

/** The Lighthouse table: each route's scores and timings, and the parts of its budget it misses. */
function lighthouseTable(lighthouse: LighthouseMeasures): string[] {
  const { lines, line } = table('Lighthouse (mobile)');
  line([
    'route',
    'performance (min–max)',
    'accessibility',
    'best practices',
    'SEO',
    'FCP',
    'LCP',
    'TBT (min–max)',
    'CLS',
    `budget ≥${BUDGET.lighthousePerformance}, TBT ≤${BUDGET.tbtMs} ms, LCP−FCP ≤${BUDGET.lcpAfterFcpMs} ms, CLS 0`,
  ]);
  for (const page of lighthouse) {
    // Each part of the page's budget that it misses, named.
    const over = [
      page.performance < BUDGET.lighthousePerformance && 'performance',
      page.tbtMs > BUDGET.tbtMs && 'TBT',
      page.lcpMs - page.fcpMs > BUDGET.lcpAfterFcpMs && 'LCP−FCP',
      page.cls !== 0 && 'CLS',
    ].filter((part) => part !== false);
    const scores = `${page.performance} (${page.performanceRange.min}–${page.performanceRange.max})`;
    const tbt = `${Math.round(page.tbtMs)} ms (${Math.round(page.tbtRange.min)}–${Math.round(page.tbtRange.max)})`;
    line([
      page.route,
      scores,
      String(page.accessibility),
      String(page.bestPractices),
      String(page.seo),
      `${(page.fcpMs / 1000).toFixed(2)} s`,
      `${(page.lcpMs / 1000).toFixed(2)} s`,
      tbt,
      page.cls.toFixed(3),
      over.length === 0 ? '✓' : `over: ${over.join(', ')}`,
    ]);
  }
  return lines;
}

/** The search table: the index's size and the query times, beside the budgets. */
function searchTable(search: SearchMeasures): string[] {
  const { lines, line } = table('Search');
  line(['documents', 'index raw', 'index gzip', 'median query', 'p95 query', 'budget']);
  line([
    String(search.documents),
    kb(search.rawBytes),
    kb(search.gzipBytes),
    `${search.medianMs.toFixed(2)} ms`,
    `${search.p95Ms.toFixed(2)} ms`,
    `${withinBudget(search.gzipBytes, BUDGET.indexGzip)} ${kb(BUDGET.indexGzip)}, ` +
      `${withinBudget(search.medianMs, BUDGET.queryMs)} ${BUDGET.queryMs} ms`,
  ]);
  return lines;
}

/** The printed tables, line by line: build and dev server, first load per route, interactive, Lighthouse, search. */
export function reportLines({ build, routes, lighthouse, search, dev, interactive }: BenchResults): string[] {
  return [
    ...buildTable(build, dev),
    ...routesTable(routes),
    ...interactiveTable(interactive),
    ...lighthouseTable(lighthouse),
    ...searchTable(search),
  ];
}

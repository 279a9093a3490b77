/**
 * `npm run bench`: how fast and how heavy the site is, against the budgets. Builds from cold (no
 * `node_modules/.cache`) and then warm, `BENCH_RUNS` times each (default 3),
 * measures each route template in Chromium on a cold cache, times the search, starts the dev
 * server (warm and cold, `BENCH_RUNS` times each) and times an edit to a tutorial page until the browser shows it. Prints a table and writes bench-results.json (not committed). Numbers, not tests.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { rankDocuments } from '../theme/search/rankDocuments';
import type { SearchIndex } from '../site/contracts';
import { docsFileCandidatesOfRoute, htmlFileOfRoute } from '../site/siteMap';
import { kb, median, percentile, withinBudget } from './lib/benchStats';
import { freePort } from './lib/freePort';
import { createStaticServer } from './lib/staticServer';

const repoRoot = path.resolve(import.meta.dirname, '..');
const outDir = path.join(repoRoot, 'doc_build');
const rspress = path.join(repoRoot, 'node_modules/.bin/rspress');
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const ROUTES = [
  ['home', '/'],
  ['tutorial index', '/docs/tutorials/'],
  ['tutorial page', '/docs/tutorials/object-types'],
  ['guide page', '/docs/guides/dataloader'],
  ['/api', '/api'],
  ['package overview', '/api/graphql-js'],
  ['class page', '/api/graphql-js/class/GraphQLSchema'],
  ['function page', '/api/graphql-js/function/execute'],
  ['v17 item page', '/api/graphql-js/v17/function/execute'],
] as const;

/** The performance issue's targets (memory in MiB: /usr/bin/time reports KiB). */
const BUDGET = {
  coldBuildSeconds: 35,
  warmBuildSeconds: 15,
  peakMemoryMb: 1000,
  firstLoadJsGzip: 110 * 1024,
  htmlBytes: 60 * 1024,
  devStartWarmSeconds: 5,
  devStartColdSeconds: 15,
  devUpdateSeconds: 0.5,
  devApiPageSeconds: 2,
  lighthousePerformance: 98,
  tbtMs: 100,
  lcpAfterFcpMs: 300,
  indexGzip: 400 * 1024,
  queryMs: 20,
};

/**
 * One production build, timed, with its peak memory. Cold: no `node_modules/.cache` at all, as on a
 * fresh clone or in CI (TypeDoc's JSON, the examples' outcomes, the API reference; a production
 * build keeps no Rspack cache, plugins/bundlerSettings). Warm: everything a previous build left there.
 */
function timedBuild(kind: 'cold' | 'warm') {
  rmSync(outDir, { recursive: true, force: true });
  if (kind === 'cold') rmSync(path.join(repoRoot, 'node_modules/.cache'), { recursive: true, force: true });
  const useTime = existsSync('/usr/bin/time');
  const started = performance.now();
  const result = useTime
    ? spawnSync('/usr/bin/time', ['-f', 'PEAK_KB=%M', rspress, 'build'], { cwd: repoRoot, encoding: 'utf8' })
    : spawnSync(rspress, ['build'], { cwd: repoRoot, encoding: 'utf8' });
  const seconds = (performance.now() - started) / 1000;
  if (result.status !== 0) throw new Error(`The build failed:\n${result.stdout}\n${result.stderr}`);
  const output = `${result.stdout}\n${result.stderr}`;
  const peakKb = Number(/PEAK_KB=(\d+)/.exec(output)?.[1] ?? Number.NaN);
  // One line per documented version: `[api-reference] graphql@17.1.0 at /api/graphql-js/v17 in 4692 ms (TypeDoc 2254 ms); …`
  const versions = [
    ...output.matchAll(/\[api-reference\] (\S+) at \S+ in (\d+) ms \(TypeDoc (?:(\d+) ms|cached)\)/g),
  ].map((match) => ({
    label: match[1]!,
    ms: Number(match[2]),
    typedocMs: Number(match[3] ?? 0),
  }));
  const apiPages =
    (readdirSync(path.join(outDir, 'api'), { recursive: true, encoding: 'utf8' }) as string[]).filter((file) =>
      file.endsWith('.html'),
    ).length + 1;
  return { seconds, peakMb: peakKb / 1024, apiPages, apiVersions: versions };
}

/** Min, median and max of a measure over runs. */
const spread = (values: number[]) => ({ min: Math.min(...values), median: median(values), max: Math.max(...values) });

/** `BENCH_RUNS` cold builds, each followed by a warm one (the machine is noisy: quote medians). */
function measureBuilds(runs: number) {
  const cold: ReturnType<typeof timedBuild>[] = [];
  const warm: ReturnType<typeof timedBuild>[] = [];
  for (let run = 0; run < runs; run++) {
    cold.push(timedBuild('cold'));
    warm.push(timedBuild('warm'));
  }
  return {
    runs,
    cold: { seconds: spread(cold.map((build) => build.seconds)), peakMb: spread(cold.map((build) => build.peakMb)) },
    warm: { seconds: spread(warm.map((build) => build.seconds)), peakMb: spread(warm.map((build) => build.peakMb)) },
    apiPages: cold[0]!.apiPages,
    apiVersions: cold[0]!.apiVersions,
  };
}

async function measureRoutes(baseUrl: string) {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-background-networking'],
  });
  const rows = [];
  for (const [template, route] of ROUTES) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const sizes = { js: { raw: 0, gzip: 0 }, css: { raw: 0, gzip: 0 }, html: 0 };
    const pending: Promise<void>[] = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      pending.push(
        response.body().then((body) => {
          const bucket = type === 'script' ? sizes.js : sizes.css;
          bucket.raw += body.length;
          bucket.gzip += gzipSync(body, { level: 9 }).length;
        }),
      );
    });
    await page.goto(`${baseUrl}${route}`, { waitUntil: 'networkidle' });
    await Promise.all(pending);
    sizes.html = statSync(path.join(outDir, htmlFileOfRoute(route))).size;
    rows.push({
      template,
      route,
      htmlBytes: sizes.html,
      jsRaw: sizes.js.raw,
      jsGzip: sizes.js.gzip,
      cssRaw: sizes.css.raw,
      cssGzip: sizes.css.gzip,
    });
    await context.close();
  }
  await browser.close();
  return rows;
}

const LIGHTHOUSE_ROUTES = [
  '/',
  '/docs/tutorials/object-types',
  '/api/graphql-js/class/GraphQLSchema',
  '/api/graphql-js',
];

/** Lighthouse with its default (mobile) settings, `runs` times per route (the median run by performance score kept), in Debian's Chromium. */
async function measureLighthouse(baseUrl: string, runs: number) {
  const rows: Awaited<ReturnType<typeof lighthouseOnce>>[] = [];
  for (let run = 0; run < runs; run++) rows.push(await lighthouseOnce(baseUrl));
  return LIGHTHOUSE_ROUTES.map((_route, index) => {
    const byScore = rows.map((row) => row[index]!).sort((a, b) => a.performance - b.performance || a.tbtMs - b.tbtMs);
    return {
      ...byScore[Math.floor(byScore.length / 2)]!,
      tbtRange: spread(byScore.map((row) => row.tbtMs)),
      performanceRange: spread(byScore.map((row) => row.performance)),
    };
  });
}

async function lighthouseOnce(baseUrl: string) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const rows = [];
  try {
    for (const route of LIGHTHOUSE_ROUTES) {
      const result = await lighthouse(`${baseUrl}${route}`, { port: chrome.port, output: 'json', logLevel: 'error' });
      if (!result) throw new Error(`Lighthouse returned nothing for ${route}`);
      const { categories, audits } = result.lhr;
      const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
      const audit = (id: string) => audits[id]?.numericValue ?? Number.NaN;
      rows.push({
        route,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        fcpMs: audit('first-contentful-paint'),
        lcpMs: audit('largest-contentful-paint'),
        tbtMs: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
      });
    }
  } finally {
    await chrome.kill();
  }
  return rows;
}

function measureSearch() {
  const raw = readFileSync(path.join(outDir, 'search-index.json'));
  const index = JSON.parse(raw.toString('utf8')) as SearchIndex;
  const queries = [
    'execute',
    'GraphQLSchema',
    'GraphQLObj',
    'ObjectType',
    'parse',
    'validate',
    'Kind',
    'visit',
    'buildSchema',
    'printSchema',
    'argument',
    'mutation',
    'input type',
    'context',
    'resolver',
    'non-null',
    'list',
    'variables',
    'express',
    'graphql-http',
  ];
  const times: number[] = [];
  for (let run = 0; run < 50; run += 1) {
    const query = queries[run % queries.length]!;
    const started = performance.now();
    rankDocuments(index.documents, query);
    times.push(performance.now() - started);
  }
  return {
    documents: index.documents.length,
    rawBytes: raw.length,
    gzipBytes: gzipSync(raw, { level: 9 }).length,
    medianMs: median(times),
    p95Ms: percentile(times, 95),
  };
}

/** The tutorial page the dev-server measures open and edit, and the API page it opens. */
const DEV_PAGE_ROUTE = '/docs/tutorials/basic-types';
const DEV_PAGE = {
  route: DEV_PAGE_ROUTE,
  file: path.join(repoRoot, 'docs', docsFileCandidatesOfRoute(DEV_PAGE_ROUTE)[0]!),
};
const DEV_API_PAGE = '/api/graphql-js/class/GraphQLSchema';

/**
 * Resolves once the page has an h1 whose text matches, checked on every frame: a locator polls at
 * growing intervals (up to 500 ms apart), which would be measured too.
 */
async function headingShown(page: Page, text: RegExp, timeout: number): Promise<void> {
  await page.waitForFunction(
    ({ source, flags }) =>
      [...document.querySelectorAll('h1')].some((h1) => new RegExp(source, flags).test(h1.textContent ?? '')),
    { source: text.source, flags: text.flags },
    { polling: 'raf', timeout },
  );
}

/** Saves of the tutorial page the dev-server measure times (one save alone is noisy: the median is reported). */
const DEV_SAVES = 5;

/** Seconds from saving an edit to the dev page to the edit showing in `page`. */
async function timeSave(page: Page, original: string, save: number): Promise<number> {
  const marker = `Saved (${save}) at ${Date.now()} by the benchmark.`;
  // Watched from inside the page: a locator polls at growing intervals (up to 500 ms apart), and
  // would add its own wait to the time measured.
  await page.evaluate((text) => {
    (window as unknown as { benchSeen: Promise<void> }).benchSeen = new Promise<void>((resolve) => {
      const observer = new MutationObserver(() => {
        if (!document.body.textContent?.includes(text)) return;
        observer.disconnect();
        resolve();
      });
      observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    });
  }, marker);
  const saved = performance.now();
  writeFileSync(DEV_PAGE.file, `${original.trimEnd()}\n\n${marker}\n`);
  // A full reload (no hot update) loses the observer: then the text is looked for in the new page.
  await page
    .evaluate(() => (window as unknown as { benchSeen: Promise<void> }).benchSeen)
    .catch(() => page.getByText(marker).waitFor({ timeout: 60_000 }));
  const seconds = (performance.now() - saved) / 1000;
  // Apart, so that each save is one rebuild.
  await page.waitForTimeout(1000);
  return seconds;
}

/**
 * The dev server: seconds from `rspress dev` to the first page readable in the browser (its h1
 * shown), with caches (`warm`) or without `node_modules/.cache` (`cold`); then, on the warm one,
 * from saving an edit to a tutorial page to the edit showing (median of DEV_SAVES saves), and from opening an API item page to
 * its heading showing (the edited file is restored afterwards).
 */
async function measureDevServer(
  kind: 'cold' | 'warm',
): Promise<{ startSeconds: number; saveToUpdateSeconds: number; apiPageSeconds: number }> {
  if (kind === 'cold') rmSync(path.join(repoRoot, 'node_modules/.cache'), { recursive: true, force: true });
  const port = await freePort();
  const started = performance.now();
  const child = spawn(rspress, ['dev', '--port', String(port)], { cwd: repoRoot, stdio: 'ignore', detached: true });
  const original = readFileSync(DEV_PAGE.file, 'utf8');
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-background-networking'],
  });
  try {
    while (performance.now() - started < 180_000) {
      try {
        if ((await fetch(`http://127.0.0.1:${port}${DEV_PAGE.route}`)).ok) break;
      } catch {
        // Not listening yet.
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${port}${DEV_PAGE.route}`);
    await headingShown(page, /./, 180_000);
    const startSeconds = (performance.now() - started) / 1000;
    if (kind === 'cold') return { startSeconds, saveToUpdateSeconds: Number.NaN, apiPageSeconds: Number.NaN };
    // Let the first compile settle, so that the edit is what gets timed.
    await page.waitForTimeout(2000);
    const saveTimes: number[] = [];
    for (let save = 0; save < DEV_SAVES; save++) saveTimes.push(await timeSave(page, original, save));
    const saveToUpdateSeconds = median(saveTimes);
    const apiPage = await browser.newPage();
    const opened = performance.now();
    await apiPage.goto(`http://127.0.0.1:${port}${DEV_API_PAGE}`);
    await headingShown(apiPage, /GraphQLSchema/, 60_000);
    return { startSeconds, saveToUpdateSeconds, apiPageSeconds: (performance.now() - opened) / 1000 };
  } finally {
    writeFileSync(DEV_PAGE.file, original);
    await browser.close();
    process.kill(-child.pid!, 'SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

const build = measureBuilds(Math.max(1, Number(process.env.BENCH_RUNS ?? 3)));
const port = await freePort();
const server = createStaticServer({ root: outDir });
await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
const routes = await measureRoutes(`http://127.0.0.1:${port}`);
const lighthouseRows = await measureLighthouse(`http://127.0.0.1:${port}`, build.runs);
server.close();
const search = measureSearch();
// Each dev-server measure is the median of BENCH_RUNS starts, like the builds: one start alone is
// noisy. The warm starts come first, with the caches the last build left: a cold start stopped
// once its first page shows is stopped while the API pages are still being rendered, and leaves
// the reference's cache without them.
const devWarm: Awaited<ReturnType<typeof measureDevServer>>[] = [];
const devCold: Awaited<ReturnType<typeof measureDevServer>>[] = [];
for (let run = 0; run < build.runs; run++) devWarm.push(await measureDevServer('warm'));
for (let run = 0; run < build.runs; run++) devCold.push(await measureDevServer('cold'));
const devMedian = (runs: typeof devWarm, measure: keyof (typeof devWarm)[number]) =>
  median(runs.map((run) => run[measure]));
const dev = {
  startSeconds: devMedian(devWarm, 'startSeconds'),
  coldStartSeconds: devMedian(devCold, 'startSeconds'),
  coldStartRange: {
    min: Math.min(...devCold.map((run) => run.startSeconds)),
    max: Math.max(...devCold.map((run) => run.startSeconds)),
  },
  saveToUpdateSeconds: devMedian(devWarm, 'saveToUpdateSeconds'),
  apiPageSeconds: devMedian(devWarm, 'apiPageSeconds'),
  runs: { warm: devWarm, cold: devCold },
};

const results = { date: new Date().toISOString(), build, routes, lighthouse: lighthouseRows, search, dev };
writeFileSync(path.join(repoRoot, 'bench-results.json'), `${JSON.stringify(results, null, 2)}\n`);

const line = (cells: string[]) => console.log(`| ${cells.join(' | ')} |`);
console.log('\nBuild and dev server');
line(['measure', 'value', 'budget', '']);
const range = (
  { min, median: middle, max }: { min: number; median: number; max: number },
  digits: number,
  unit: string,
) =>
  build.runs > 1
    ? `${middle.toFixed(digits)} ${unit} (${min.toFixed(digits)}–${max.toFixed(digits)})`
    : `${middle.toFixed(digits)} ${unit}`;
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
    `  of which API of ${version.label}, from its loading to its formatted model (TypeDoc), beside the next version's loading`,
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
  build.runs > 1
    ? `${dev.coldStartSeconds.toFixed(1)} s (${dev.coldStartRange.min.toFixed(1)}–${dev.coldStartRange.max.toFixed(1)})`
    : `${dev.coldStartSeconds.toFixed(1)} s`,
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
console.log('\nFirst load per route template (Chromium, cold cache)');
line(['template', 'route', 'HTML', 'JS raw', 'JS gzip', 'CSS gzip', 'JS budget', 'HTML budget']);
for (const row of routes) {
  line([
    row.template,
    row.route,
    kb(row.htmlBytes),
    kb(row.jsRaw),
    kb(row.jsGzip),
    kb(row.cssGzip),
    `${withinBudget(row.jsGzip, BUDGET.firstLoadJsGzip)} ${kb(BUDGET.firstLoadJsGzip)}`,
    withinBudget(row.htmlBytes, BUDGET.htmlBytes),
  ]);
}
console.log('\nLighthouse (mobile)');
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
for (const row of lighthouseRows) {
  const met =
    row.performance >= BUDGET.lighthousePerformance &&
    row.tbtMs <= BUDGET.tbtMs &&
    row.lcpMs - row.fcpMs <= BUDGET.lcpAfterFcpMs &&
    row.cls === 0;
  const scores = `${row.performance} (${row.performanceRange.min}–${row.performanceRange.max})`;
  const tbt = `${Math.round(row.tbtMs)} ms (${Math.round(row.tbtRange.min)}–${Math.round(row.tbtRange.max)})`;
  line([
    row.route,
    scores,
    String(row.accessibility),
    String(row.bestPractices),
    String(row.seo),
    `${(row.fcpMs / 1000).toFixed(2)} s`,
    `${(row.lcpMs / 1000).toFixed(2)} s`,
    tbt,
    row.cls.toFixed(3),
    met ? '✓' : '✗',
  ]);
}
console.log('\nSearch');
line(['documents', 'index raw', 'index gzip', 'median query', 'p95 query', 'budget']);
line([
  String(search.documents),
  kb(search.rawBytes),
  kb(search.gzipBytes),
  `${search.medianMs.toFixed(2)} ms`,
  `${search.p95Ms.toFixed(2)} ms`,
  `${withinBudget(search.gzipBytes, BUDGET.indexGzip)} ${kb(BUDGET.indexGzip)}, ${withinBudget(search.medianMs, BUDGET.queryMs)} ${BUDGET.queryMs} ms`,
]);
console.log(`Results written to bench-results.json`);

/**
 * The interactive step: per page template, cold loads in Chromium with the CPU at full speed and slowed 4×,
 * timed from navigation to first paint and to interactive, with the JavaScript (gzip) the first load fetched.
 * Interactive is what a reader feels: the moment a click on the navbar's color mode toggle takes effect. The
 * step clicks the toggle from the first paint on, every CLICK_EVERY_MS, until the page's color mode changes.
 */
import { gzipSync } from 'node:zlib';
import { type Browser, chromium, type Page, type Response } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './paths';
import { median } from './stats';

/** One page of each template the reader meets first, named by its template. */
export const INTERACTIVE_ROUTES = [
  ['home', '/'],
  ['tutorial page', '/docs/tutorials/basic-types'],
  ['subscriptions guide', '/docs/guides/subscriptions'],
  ['class page (GraphQLSchema)', '/api/graphql-js/class/GraphQLSchema'],
  ['error reference page', '/docs/errors/validation'],
] as const;

/** CPU slowdowns measured: a desktop, and a 4× slower CPU (Chrome DevTools' "4× slowdown", a mid-range phone). */
export const CPU_RATES = [1, 4] as const;

/** How often the toggle is clicked while the page is not yet interactive: the timings' resolution. */
const CLICK_EVERY_MS = 25;

/** A page that is not interactive after this long is reported as failed, not waited on for ever. */
const GIVE_UP_MS = 60_000;

/** In the page, before its own scripts: records when the `dark` class of <html> changes. */
function recordColorModeChanges() {
  const record: { at: number; dark: boolean }[] = [];
  (window as unknown as { __colorModeChanges: typeof record }).__colorModeChanges = record;
  // The document, not <html>: init scripts run before the parser has made <html>.
  new MutationObserver((mutations) => {
    if (!mutations.some((mutation) => mutation.target === document.documentElement)) return;
    const dark = document.documentElement.classList.contains('dark');
    if (record.length === 0 || record[record.length - 1]!.dark !== dark) record.push({ at: performance.now(), dark });
  }).observe(document, { attributes: true, attributeFilter: ['class'], subtree: true });
}

/** One cold load's timings, milliseconds from navigation start, and its scripts' gzip bytes. */
export interface LoadTimings {
  firstPaintMs: number;
  interactiveMs: number;
  jsGzip: number;
}

/** In the page: whether its scripts have been inserted (after the first paint) and each has loaded. */
function scriptsLoaded(): boolean {
  const sources = [...document.scripts].map((script) => script.src).filter(Boolean);
  const loaded = new Set(performance.getEntriesByType('resource').map((entry) => entry.name));
  return sources.length > 0 && sources.every((source) => loaded.has(source));
}

/** The toggle's centre once the page has painted, and the color mode it painted in. */
async function toggleAfterFirstPaint(page: Page) {
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, undefined, {
    polling: 10,
    timeout: GIVE_UP_MS,
  });
  return page.evaluate(() => {
    const toggle =
      document.querySelector('header .gjs-color-mode-toggle') ?? document.querySelector('.gjs-color-mode-toggle');
    if (!toggle) throw new Error('No color mode toggle on the page');
    const box = toggle.getBoundingClientRect();
    return {
      x: box.x + box.width / 2,
      y: box.y + box.height / 2,
      dark: document.documentElement.classList.contains('dark'),
      firstPaintMs: performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
    };
  });
}

/** One cold load of `url` at a CPU slowdown: navigation → first paint → a click on the toggle takes effect. */
export async function measureLoad(browser: Browser, url: string, cpuRate: number): Promise<LoadTimings> {
  // A new context per load: nothing cached from the load before.
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.addInitScript(recordColorModeChanges);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
  const bodies: Promise<number>[] = [];
  const countScript = (response: Response) => {
    if (response.request().resourceType() !== 'script') return;
    bodies.push(response.body().then((body) => gzipSync(body, { level: 9 }).length));
  };
  page.on('response', countScript);
  try {
    await page.goto(url, { waitUntil: 'commit' });
    const toggle = await toggleAfterFirstPaint(page);
    const startedAt = Date.now();
    const changed = () =>
      page.evaluate(
        (paintedDark) =>
          (window as unknown as { __colorModeChanges: { at: number; dark: boolean }[] }).__colorModeChanges.find(
            (change) => change.dark !== paintedDark,
          )?.at,
        toggle.dark,
      );
    let interactiveMs: number | undefined;
    while (interactiveMs === undefined) {
      if (Date.now() - startedAt > GIVE_UP_MS) throw new Error(`${url} was not interactive after ${GIVE_UP_MS} ms`);
      await page.mouse.click(toggle.x, toggle.y);
      interactiveMs = await changed();
      if (interactiveMs === undefined) await page.waitForTimeout(CLICK_EVERY_MS);
    }
    // Scripts a later part fetches on its own (the playground's editor near the window) are not the first load.
    await page.waitForFunction(scriptsLoaded, undefined, { timeout: GIVE_UP_MS });
    page.off('response', countScript);
    const jsGzip = (await Promise.all(bodies)).reduce((sum, bytes) => sum + bytes, 0);
    return { firstPaintMs: toggle.firstPaintMs, interactiveMs, jsGzip };
  } finally {
    await context.close();
  }
}

/** Medians over a route's loads at one CPU slowdown. */
export interface InteractiveRow {
  template: string;
  route: string;
  cpuRate: number;
  runs: number;
  firstPaintMs: number;
  interactiveMs: number;
  paintToInteractiveMs: number;
  jsGzip: number;
}

/** Medians of `runs` cold loads of each template at each CPU slowdown, for every site given (base URLs). */
export async function measureInteractive(baseUrls: readonly string[], runs: number): Promise<InteractiveRow[][]> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const loads = baseUrls.map(() => new Map<string, LoadTimings[]>());
    // Sites alternate load by load, so that a change in the machine's load falls on each alike.
    for (let run = 0; run < runs; run++) {
      for (const [, route] of INTERACTIVE_ROUTES) {
        for (const cpuRate of CPU_RATES) {
          for (const [site, baseUrl] of baseUrls.entries()) {
            const key = `${route} ${cpuRate}`;
            const timings = await measureLoad(browser, `${baseUrl}${route}`, cpuRate);
            loads[site]!.set(key, [...(loads[site]!.get(key) ?? []), timings]);
          }
        }
      }
    }
    return loads.map((byKey) =>
      INTERACTIVE_ROUTES.flatMap(([template, route]) =>
        CPU_RATES.map((cpuRate) => {
          const timings = byKey.get(`${route} ${cpuRate}`)!;
          return {
            template,
            route,
            cpuRate,
            runs: timings.length,
            firstPaintMs: median(timings.map((load) => load.firstPaintMs)),
            interactiveMs: median(timings.map((load) => load.interactiveMs)),
            paintToInteractiveMs: median(timings.map((load) => load.interactiveMs - load.firstPaintMs)),
            jsGzip: median(timings.map((load) => load.jsGzip)),
          };
        }),
      ),
    );
  } finally {
    await browser.close();
  }
}

/** What the interactive step measured for one site, one row per template and CPU slowdown. */
export type InteractiveMeasures = InteractiveRow[];

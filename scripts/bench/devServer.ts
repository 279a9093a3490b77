/**
 * The dev-server step: `rspress dev` started with and without caches, an edit to a tutorial page timed
 * until the browser shows it, and an API item page timed until its heading shows.
 */
import { spawn } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { docsFileCandidatesOfRoute } from '../../site/siteMap';
import { freePort } from '../lib/freePort';
import { cacheDir, chromiumArgs, chromiumPath, repoRoot, rspress } from './paths';
import { median } from './stats';

/** The tutorial page the dev-server step opens and edits (the edit is undone afterwards). */
const DEV_PAGE_ROUTE = '/docs/tutorials/basic-types';
const DEV_PAGE = {
  route: DEV_PAGE_ROUTE,
  file: path.join(repoRoot, 'docs', docsFileCandidatesOfRoute(DEV_PAGE_ROUTE)[0]!),
};

/** The API item page the dev-server step opens. */
const DEV_API_PAGE = '/api/graphql-js/class/GraphQLSchema';

/** Saves of the tutorial page timed per start (one save alone is noisy: the median is reported). */
export const DEV_SAVES = 5;

/**
 * Resolves once the page has an h1 whose text matches, checked on every frame: a locator polls at
 * growing intervals, and its wait between checks would be measured too.
 */
async function headingShown(page: Page, text: RegExp, timeout: number): Promise<void> {
  await page.waitForFunction(
    ({ source, flags }) =>
      [...document.querySelectorAll('h1')].some((h1) => new RegExp(source, flags).test(h1.textContent ?? '')),
    { source: text.source, flags: text.flags },
    { polling: 'raf', timeout },
  );
}

/** Seconds from saving an edit to the dev page to the edit showing in `page`. */
async function timeSave(page: Page, original: string, save: number): Promise<number> {
  const marker = `Saved (${save}) at ${Date.now()} by the benchmark.`;
  // Watched from inside the page: a locator polls at growing intervals, and would add its own wait
  // to the time measured.
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

/** What one dev-server start measured; the save and API page times are NaN on a cold start. */
export interface DevServerRun {
  startSeconds: number;
  saveToUpdateSeconds: number;
  apiPageSeconds: number;
}

/**
 * One dev-server start: seconds from `rspress dev` to the first page readable in the browser (its h1
 * shown), with caches (`warm`) or without `node_modules/.cache` (`cold`); then, on a warm start, from
 * saving an edit to a tutorial page to the edit showing (median of DEV_SAVES saves), and from opening
 * an API item page to its heading showing. The edited file is restored afterwards.
 */
async function measureDevServerOnce(kind: 'cold' | 'warm'): Promise<DevServerRun> {
  if (kind === 'cold') rmSync(cacheDir, { recursive: true, force: true });
  const port = await freePort();
  const started = performance.now();
  const child = spawn(rspress, ['dev', '--port', String(port)], { cwd: repoRoot, stdio: 'ignore', detached: true });
  const original = readFileSync(DEV_PAGE.file, 'utf8');
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
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

/**
 * `runs` warm starts, then `runs` cold ones; each measure is the median over its starts, like the builds (one
 * start alone is noisy). The warm starts come first, with the caches the last build left: a cold start is
 * stopped once its first page shows, while the API pages are still being rendered, and leaves the API
 * reference's cache without them.
 */
export async function measureDevServer(runs: number) {
  const warm: DevServerRun[] = [];
  const cold: DevServerRun[] = [];
  for (let run = 0; run < runs; run++) warm.push(await measureDevServerOnce('warm'));
  for (let run = 0; run < runs; run++) cold.push(await measureDevServerOnce('cold'));
  const medianOf = (starts: DevServerRun[], measure: keyof DevServerRun) => median(starts.map((run) => run[measure]));
  return {
    startSeconds: medianOf(warm, 'startSeconds'),
    coldStartSeconds: medianOf(cold, 'startSeconds'),
    coldStartRange: {
      min: Math.min(...cold.map((run) => run.startSeconds)),
      max: Math.max(...cold.map((run) => run.startSeconds)),
    },
    saveToUpdateSeconds: medianOf(warm, 'saveToUpdateSeconds'),
    apiPageSeconds: medianOf(warm, 'apiPageSeconds'),
    runs: { warm, cold },
  };
}

/** What the dev-server step measured. */
export type DevServerMeasures = Awaited<ReturnType<typeof measureDevServer>>;

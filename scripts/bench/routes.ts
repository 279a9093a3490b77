/** The route step: what a first visit to each route template downloads, in Chromium with a cold cache. */
import { statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Response } from '@playwright/test';
import { htmlFileOfRoute } from '../../site/siteMap';
import { chromiumArgs, chromiumPath, outDir } from './paths';

/** One route of each page template, named by its template. */
export const ROUTES = [
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

/** In the page: its scripts have been inserted and each has finished loading. */
function scriptsInserted(): boolean {
  const sources = [...document.scripts].map((script) => script.src).filter(Boolean);
  const loaded = new Set(performance.getEntriesByType('resource').map((entry) => entry.name));
  return sources.length > 0 && sources.every((source) => loaded.has(source));
}

/** Per route template: the HTML file's size and the JS and CSS a first visit loads, raw and gzipped. */
export async function measureRoutes(baseUrl: string) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const rows = [];
  for (const [template, route] of ROUTES) {
    // A new context per route: nothing cached from the route before.
    const context = await browser.newContext();
    const page = await context.newPage();
    const sizes = { js: { raw: 0, gzip: 0 }, css: { raw: 0, gzip: 0 }, html: 0 };
    const pending: Promise<void>[] = [];
    const countResponse = (response: Response) => {
      const type = response.request().resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      pending.push(
        response.body().then((body) => {
          const bucket = type === 'script' ? sizes.js : sizes.css;
          bucket.raw += body.length;
          bucket.gzip += gzipSync(body, { level: 9 }).length;
        }),
      );
    };
    page.on('response', countResponse);
    await page.goto(`${baseUrl}${route}`, { waitUntil: 'networkidle' });
    // The page's scripts are inserted after its first paint (plugins/scriptsAfterPaint), which can
    // come after the network has been quiet long enough for `networkidle`: without this wait a run
    // sometimes counted the HTML's inline script alone.
    await page.waitForFunction(scriptsInserted, undefined, { timeout: 15_000 });
    await page.waitForLoadState('networkidle');
    // What loads later (a lazy part the reader opens) is not the first load.
    page.off('response', countResponse);
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

/** What the route step measured, one row per route template. */
export type RouteMeasures = Awaited<ReturnType<typeof measureRoutes>>;

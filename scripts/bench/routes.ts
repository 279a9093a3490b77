/** The route step: what a first visit to each route template downloads, in Chromium with a cold cache. */
import { statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
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

/** What the route step measured, one row per route template. */
export type RouteMeasures = Awaited<ReturnType<typeof measureRoutes>>;

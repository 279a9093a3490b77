/**
 * Runs fidelity cases in the page's worker in headless Chromium: a small build of a page that
 * runs examples through the site's own exampleRun.ts and exampleWorker.ts (no docs, so it builds in
 * seconds), served from a local port.
 */
import { createReadStream, existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createRsbuild } from '@rsbuild/core';
import { type Browser, chromium, type Page } from '@playwright/test';
import { EXAMPLE_GRAPHQL_CHUNKS, withSiteRspackSettings } from '../../plugins/bundlerSettings/rspackSettings';
import type { ExampleRunRequest, ExampleRunResult } from '../../theme/components/RunnableExample/exampleRun';

/** Builds the harness page into `outDir`, bundled as the site bundles the runner (its graphql keeps its names). */
export async function buildHarness(repoRoot: string, outDir: string): Promise<void> {
  const rsbuild = await createRsbuild({
    cwd: repoRoot,
    rsbuildConfig: {
      source: { entry: { index: './scripts/fidelity/harnessPage.ts' } },
      output: {
        distPath: { root: outDir },
        cleanDistPath: true,
        minify: { jsOptions: { exclude: EXAMPLE_GRAPHQL_CHUNKS } },
      },
      performance: { printFileSize: false },
      tools: { rspack: (config) => withSiteRspackSettings(config, { isDev: false }) },
    },
  });
  await rsbuild.build();
}

const serve = (root: string): Promise<Server> =>
  new Promise((resolve) => {
    const server = createServer((request, response) => {
      const file = path.join(root, decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
      const target = file.endsWith('/') ? path.join(file, 'index.html') : file;
      if (!target.startsWith(root) || !existsSync(target)) {
        response.writeHead(404).end();
        return;
      }
      const type = target.endsWith('.js') ? 'text/javascript' : 'text/html';
      response.writeHead(200, { 'content-type': type });
      createReadStream(target).pipe(response);
    });
    server.listen(0, '127.0.0.1', () => resolve(server));
  });

export interface BrowserRunner {
  run: (request: ExampleRunRequest) => Promise<ExampleRunResult>;
  close: () => Promise<void>;
}

/** Opens the built harness in Chromium; each run opens a fresh worker, as the page does. */
export async function openBrowserRunner(outDir: string): Promise<BrowserRunner> {
  const server = await serve(outDir);
  const browser: Browser = await chromium.launch({ executablePath: '/usr/bin/chromium-headless-shell' });
  const page: Page = await browser.newPage();
  await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
  await page.waitForFunction(() => 'runExampleInWorker' in globalThis);
  return {
    run: (request) =>
      page.evaluate(
        (request) =>
          (
            globalThis as unknown as { runExampleInWorker: (r: typeof request) => Promise<ExampleRunResult> }
          ).runExampleInWorker(request),
        request,
      ),
    async close() {
      await browser.close();
      server.close();
    },
  };
}

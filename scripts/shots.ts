/**
 * `npm run shots`: pictures of every route template for a person to look at, in light and dark,
 * at 1280, 1024, 1440 and 390 px (a laptop, a small laptop or a tablet held sideways, a wide screen,
 * a phone), written as PNG files to `shots/` (not committed). Serves the existing build (run
 * `npm run build` first).
 * `npm run shots -- home guide` limits it to templates by name.
 */
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { PAGE_TEMPLATES } from '../e2e/support/templates';
import { Site } from '../e2e/support/site';
import { COLOR_MODE_STORAGE_KEY, MOBILE_BREAKPOINT_PX } from '../site/constants';
import { freePort } from './lib/freePort';
import { createStaticServer } from './lib/staticServer';

const repoRoot = path.resolve(import.meta.dirname, '..');
const outDir = path.join(repoRoot, 'shots');
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const wanted = process.argv.slice(2);
const MENU_PAGES = [
  { name: 'home', route: '/' },
  { name: 'class', route: '/api/graphql-js/class/GraphQLSchema' },
];
const templates = wanted.length
  ? PAGE_TEMPLATES.filter(({ name }) => wanted.some((word) => name.includes(word)))
  : PAGE_TEMPLATES;

rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });
const port = await freePort();
const server = createStaticServer({ root: path.join(repoRoot, 'doc_build') });
await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  for (const mode of ['light', 'dark'] as const) {
    for (const width of [1280, 1024, 1440, 390]) {
      const context = await browser.newContext({
        viewport: { width, height: width > 800 ? 900 : 844 },
        colorScheme: mode,
      });
      await context.addInitScript(({ key, value }) => localStorage.setItem(key, value), {
        key: COLOR_MODE_STORAGE_KEY,
        value: mode,
      });
      const page = await context.newPage();
      const site = new Site(page);
      for (const { name, route, prepare, fullPage = false } of templates) {
        await site.goto(`http://127.0.0.1:${port}${route}`);
        await site.settled();
        await prepare?.(page);
        const file = path.join(outDir, `${name}-${width}-${mode}.png`);
        await page.screenshot({ path: file, fullPage });
        console.log(path.relative(repoRoot, file));
      }
      // Below the breakpoint, the navigation menu open on its main panel, on a page with no sidebar
      // and on one with a sidebar (the home header once clipped it to a strip).
      for (const { name, route } of width < MOBILE_BREAKPOINT_PX && !wanted.length ? MENU_PAGES : []) {
        await site.goto(`http://127.0.0.1:${port}${route}`);
        await site.settled();
        await page.getByRole('button', { name: 'Open navigation menu' }).click();
        const back = page.getByRole('button', { name: 'Back to main menu' });
        if (await back.isVisible()) await back.click();
        const file = path.join(outDir, `${name}-menu-${width}-${mode}.png`);
        await page.screenshot({ path: file });
        console.log(path.relative(repoRoot, file));
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
  server.close();
}

/**
 * `npm run shots`: pictures of every route template for a person to look at, in light and dark,
 * at 1280 and 390 px, written as PNG files to `shots/` (not committed). Serves the existing build
 * (run `npm run build` first). `npm run shots -- home guide` limits it to templates by name.
 */
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { COLOR_MODE_STORAGE_KEY } from '../theme/constants';
import { freePort } from './lib/freePort';
import { createStaticServer } from './lib/staticServer';

const repoRoot = path.resolve(import.meta.dirname, '..');
const outDir = path.join(repoRoot, 'shots');
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** A template, the route that shows it, what to do before the picture, and whether to take the whole page. */
const TEMPLATES: { name: string; route: string; prepare?: (page: Page) => Promise<void>; fullPage?: boolean }[] = [
  // The home page is a sequence of sections, each its own layout: all of it is looked at.
  { name: 'home', route: '/', fullPage: true },
  { name: 'tutorial-index', route: '/docs/tutorials/' },
  { name: 'tutorial-page', route: '/docs/tutorials/object-types' },
  {
    name: 'playground-after-run',
    route: '/docs/tutorials/passing-arguments',
    prepare: async (page) => {
      const playground = page.getByRole('region', { name: /^Try it:/ }).first();
      await playground.scrollIntoViewIfNeeded();
      await playground.getByRole('button', { name: 'Run' }).click();
      await playground.locator('output').filter({ hasText: '"data"' }).waitFor();
    },
  },
  { name: 'guide-page', route: '/docs/guides/nullability' },
  { name: 'guides-index', route: '/docs/guides/' },
  // A graphql 17 guide: the version it speaks of is said at the top.
  { name: 'guide-17-page', route: '/docs/guides/upgrade-to-17' },
  { name: 'api-index', route: '/api' },
  { name: 'overview', route: '/api/graphql-js' },
  { name: 'class', route: '/api/graphql-js/class/GraphQLSchema' },
  { name: 'function', route: '/api/graphql-js/function/execute' },
  { name: 'enum', route: '/api/graphql-js/enum/Kind' },
  { name: 'interface', route: '/api/graphql-js/interface/GraphQLResolveInfo' },
  { name: 'v17-item', route: '/api/graphql-js/v17/function/execute' },
  { name: 'changes', route: '/api/graphql-js/changes' },
  { name: 'search-page', route: '/search?q=execute' },
  { name: 'not-found', route: '/no-such-page' },
];

const wanted = process.argv.slice(2);
const templates = wanted.length ? TEMPLATES.filter(({ name }) => wanted.some((word) => name.includes(word))) : TEMPLATES;

rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });
const port = await freePort();
const server = createStaticServer({ root: path.join(repoRoot, 'doc_build') });
await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
try {
  for (const mode of ['light', 'dark'] as const) {
    for (const width of [1280, 390]) {
      const context = await browser.newContext({ viewport: { width, height: width > 800 ? 900 : 844 }, colorScheme: mode });
      await context.addInitScript(({ key, value }) => localStorage.setItem(key, value), { key: COLOR_MODE_STORAGE_KEY, value: mode });
      const page = await context.newPage();
      for (const { name, route, prepare, fullPage = false } of templates) {
        await page.goto(`http://127.0.0.1:${port}${route}`, { waitUntil: 'networkidle' });
        await prepare?.(page);
        const file = path.join(outDir, `${name}-${width}-${mode}.png`);
        await page.screenshot({ path: file, fullPage });
        console.log(path.relative(repoRoot, file));
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
  server.close();
}

import path from 'node:path';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import type { RouteMeta, RspressPlugin } from '@rspress/core';
import { createPageData } from '@rspress/core/dist/node/runtimeModule/pageData/createPageData.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ApiReference } from './documentApi';
import type { RenderedPage } from './pageFiles';
import { middlewareRequest } from './testing';
import { pluginApiReference } from '.';

const reference = {
  models: [],
  pageGroups: [],
  pages: Promise.resolve([]),
  sidebars: { '/api': [{ text: 'Overview', link: '/api/x' }] },
  base: '/',
  key: 'k1',
} as unknown as ApiReference;

const renderedPage = (routePath: string): RenderedPage => ({
  routePath,
  frontmatter: { title: routePath },
  title: routePath,
  html: `<h1>${routePath}</h1>`,
  toc: [],
  markdown: `# ${routePath}\n`,
});
const withPages = (pages: Promise<RenderedPage[]>, routePaths: string[]) =>
  ({
    ...reference,
    pageGroups: [{ title: 'API', pages: routePaths.map((routePath) => ({ routePath })) }],
    pages,
  }) as unknown as ApiReference;

/** The middleware the plugin adds to the dev server (server.setup). */
function devMiddleware(plugin: RspressPlugin) {
  let added: ((request: never, response: never, next: () => void) => void) | undefined;
  const setup = (plugin.builderConfig as { server: { setup: (context: unknown) => void } }).server.setup;
  setup({ action: 'dev', server: { middlewares: { use: (handler: typeof added) => (added = handler) } } });
  return added!;
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('pluginApiReference', () => {
  it('adds a stub of each sidebar to the theme config (its first link, for the navbar), beside the ones already there: the sidebars come with the pages', async () => {
    const withGroups = {
      ...reference,
      sidebars: {
        '/api': [
          { text: 'Overview', link: '/api/x' },
          { text: 'Classes', collapsible: true, collapsed: true, items: [{ text: 'A', link: '/api/x/class/A' }] },
        ],
      },
    } as ApiReference;
    const plugin = pluginApiReference(withGroups, { projectRoot: '/project' });
    const config = await plugin.config!(
      { base: '/', themeConfig: { sidebar: { '/docs/': [] } } } as never,
      {} as never,
      true,
    );
    expect(config.themeConfig?.sidebar).toEqual({ '/docs/': [], '/api': [{ text: 'Overview', link: '/api/x' }] });
  });

  it('fails clearly when the site base is not the one the pages were made for (rspress build --base)', async () => {
    const plugin = pluginApiReference(reference, { projectRoot: '/project' });
    await expect(async () => plugin.config!({ base: '/docs-site/' } as never, {} as never, true)).rejects.toThrow(
      "The site's base is /docs-site/ but the API pages were made for /",
    );
  });

  it('restarts the dev server when the code that makes the reference, or the installed packages, change', () => {
    const { dev } = pluginApiReference(reference, { projectRoot: '/project' }).builderConfig as {
      dev: { watchFiles: { paths: string[]; type: string } };
    };
    expect(dev.watchFiles.type).toBe('restart');
    expect(dev.watchFiles.paths).toEqual(
      expect.arrayContaining([
        '/project/plugins/apiReference',
        '/project/plugins/doctests',
        '/project/site',
        '/project/package-lock.json',
      ]),
    );
  });

  it('leaves the API pages out of the page list in the bundle every page loads, as Rspress makes it', async () => {
    const projectRoot = path.resolve(import.meta.dirname, '../..');
    const plugin = pluginApiReference(reference, { projectRoot });
    const route = (routePath: string, absolutePath: string): RouteMeta => ({
      routePath,
      pureRoutePath: routePath,
      absolutePath,
      relativePath: path.relative(projectRoot, absolutePath),
      pageName: routePath,
      lang: 'en',
      version: '',
    });
    const routes = [
      route('/api/x/class/A', path.join(projectRoot, 'theme/components/StaticHtmlPage/index.tsx')),
      route('/search', path.join(projectRoot, 'theme/search/SearchPage.tsx')),
    ];
    // Rspress's own step, with the hooks of this plugin only.
    const { pageData } = await createPageData({
      config: { search: false },
      alias: {},
      userDocRoot: projectRoot,
      routeService: { getRoutes: () => routes, getRoutePageByRoutePath: () => undefined },
      pluginDriver: {
        modifySearchIndexData: (pages: never) => plugin.modifySearchIndexData!(pages, true),
        extendPageData: async () => undefined,
      },
    } as never);
    expect(pageData.pages.map((page: { routePath: string }) => page.routePath)).toEqual(['/search']);
  });
});

describe('the API pages, built and in dev', () => {
  let outDir: string;
  beforeEach(() => {
    outDir = mkdtempSync(path.join(tmpdir(), 'api-reference-plugin-'));
  });
  afterEach(() => rmSync(outDir, { recursive: true, force: true }));
  const routes = ['/api/x', '/api/x/class/A'];
  const filesIn = (folder: string) =>
    readdirSync(path.join(outDir, 'public', folder), { recursive: true })
      .filter((name) => String(name).endsWith('.json'))
      .sort();

  it('a build waits for the pages and writes their files, in a folder named by their hash, before it lists their routes', async () => {
    const plugin = pluginApiReference(withPages(Promise.resolve(routes.map(renderedPage)), routes), {
      projectRoot: '/project',
      outDir,
    });
    const added = await plugin.addPages!({} as never, true);
    expect(added.map((page) => page.routePath)).toEqual(routes);
    const [folder] = readdirSync(path.join(outDir, 'public/static/api-pages'));
    expect(folder).toMatch(/^[0-9a-f]{10}$/);
    expect(filesIn(`static/api-pages/${folder}`)).toEqual(['api/x.json', 'api/x/class/A.json']);
  });

  it('a dev server lists the routes before the pages are made; a request for a page file waits until they are written, uncached', async () => {
    let finish!: (pages: RenderedPage[]) => void;
    const plugin = pluginApiReference(withPages(new Promise((resolve) => (finish = resolve)), routes), {
      projectRoot: '/project',
      outDir,
    });
    const added = await plugin.addPages!({} as never, false);
    expect(added.map((page) => page.routePath)).toEqual(routes);
    const middleware = devMiddleware(plugin);
    const waiting = middlewareRequest(middleware, '/static/api-pages/dev-k1/api/x/class/A.json');
    const other = middlewareRequest(middleware, '/docs/tutorials/');
    await settled();
    expect(other.next).toBe(true);
    expect(waiting).toMatchObject({ next: false, headers: { 'Cache-Control': 'no-cache' } });
    expect(existsSync(path.join(outDir, 'public/static/api-pages/dev-k1/api/x/class/A.json'))).toBe(false);

    finish(routes.map(renderedPage));
    await settled();
    expect(waiting.next).toBe(true);
    expect(filesIn('static/api-pages/dev-k1')).toEqual(['api/x.json', 'api/x/class/A.json']);
  });

  it("in dev, pages that could not be made answer their requests with the reason, not the site's fallback page", async () => {
    const failed = Promise.reject(
      new Error('The child process that documents the API finished without writing the pages'),
    );
    // As documentApi hands it over: its failure is for whoever awaits it.
    failed.catch(() => {});
    const plugin = pluginApiReference(withPages(failed, routes), { projectRoot: '/project', outDir });
    const logged: unknown[] = [];
    const error = console.error;
    console.error = (...args: unknown[]) => logged.push(args.join(' '));
    try {
      await plugin.addPages!({} as never, false);
      const answer = middlewareRequest(devMiddleware(plugin), '/static/api-pages/dev-k1/api/x.json');
      await settled();
      expect(answer).toMatchObject({ next: false, status: 500 });
      expect(answer.body).toContain('finished without writing the pages');
      expect(logged.join('\n')).toContain('The API pages could not be made');
    } finally {
      console.error = error;
    }
  });

  it('a dev server restarted while its predecessor still renders keeps its own files: each key has its folder, and a late write removes nothing', async () => {
    let finishOld!: (pages: RenderedPage[]) => void;
    const old = pluginApiReference(
      { ...withPages(new Promise((resolve) => (finishOld = resolve)), routes), key: 'old' } as ApiReference,
      { projectRoot: '/project', outDir },
    );
    await old.addPages!({} as never, false);
    const restarted = pluginApiReference(
      { ...withPages(Promise.resolve(routes.map(renderedPage)), routes), key: 'new' } as ApiReference,
      { projectRoot: '/project', outDir },
    );
    await restarted.addPages!({} as never, false);
    await settled();
    finishOld(routes.map(renderedPage));
    await settled();
    expect(filesIn('static/api-pages/dev-new')).toEqual(['api/x.json', 'api/x/class/A.json']);
    expect(readdirSync(path.join(outDir, 'public/static/api-pages')).sort()).toEqual(['dev-new', 'dev-old']);

    // The next start removes the sets it does not serve, folders and all.
    const next = pluginApiReference(
      { ...withPages(Promise.resolve(routes.map(renderedPage)), routes), key: 'new' } as ApiReference,
      { projectRoot: '/project', outDir },
    );
    await next.addPages!({} as never, false);
    await settled();
    expect(readdirSync(path.join(outDir, 'public/static/api-pages'))).toEqual(['dev-new']);
    expect(filesIn('static/api-pages/dev-new')).toEqual(['api/x.json', 'api/x/class/A.json']);
  });
});

import path from 'node:path';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import type { RouteMeta, RspressPlugin } from '@rspress/core';
import { createPageData } from '@rspress/core/dist/node/runtimeModule/pageData/createPageData.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { STATIC_PAGES_FOLDER_DEFINE } from '../../site/contracts';
import type { ApiReference, RenderedPage, RenderedPages } from './referenceTypes';
import { middlewareRequest } from './testing';
import { pluginApiReference } from '.';

const reference = {
  models: [],
  pageGroups: [],
  pages: Promise.resolve({ folder: 'static/api-pages/0000000000', pages: [] }),
  sidebars: { '/api': [{ text: 'Overview', link: '/api/x' }] },
  base: '/',
} as unknown as ApiReference;

/** The theme modules as the site's config names them, under a project root. */
const themeModulesUnder = (root: string) => ({
  pageModule: path.join(root, 'theme/components/StaticHtmlPage/index.tsx'),
  routesModule: path.join(root, 'theme/routeLoading/staticHtmlRoutes.ts'),
  sidebarsModule: path.join(root, 'theme/rspressCompat/sidebars.ts'),
});

const renderedPage = (routePath: string): RenderedPage => ({
  routePath,
  frontmatter: { title: routePath },
  title: routePath,
  html: `<h1>${routePath}</h1>`,
  toc: [],
  markdown: `# ${routePath}\n`,
});
const rendered = (routePaths: string[]): RenderedPages => ({
  folder: 'static/api-pages/0123456789',
  pages: routePaths.map(renderedPage),
});
const withPages = (pages: Promise<RenderedPages>, routePaths: string[]) =>
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

/** The values the plugin's config hook gives the page files' folder: in the browser bundle, and in every bundle unless overridden. */
async function pagesFolderDefines(plugin: RspressPlugin, isProd: boolean) {
  const { builderConfig } = await plugin.config!({ base: '/' }, {} as never, isProd);
  return {
    web: builderConfig?.environments?.web?.source?.define?.[STATIC_PAGES_FOLDER_DEFINE],
    all: builderConfig?.source?.define?.[STATIC_PAGES_FOLDER_DEFINE],
  };
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
    const plugin = pluginApiReference(withGroups, {
      projectRoot: '/project',
      themeModules: themeModulesUnder('/project'),
    });
    const config = await plugin.config!(
      { base: '/', themeConfig: { sidebar: { '/docs/': [] } } } as never,
      {} as never,
      true,
    );
    expect(config.themeConfig?.sidebar).toEqual({ '/docs/': [], '/api': [{ text: 'Overview', link: '/api/x' }] });
  });

  it('fails clearly when the site base is not the one the pages were made for (rspress build --base)', async () => {
    const plugin = pluginApiReference(reference, {
      projectRoot: '/project',
      themeModules: themeModulesUnder('/project'),
    });
    await expect(async () => plugin.config!({ base: '/docs-site/' } as never, {} as never, true)).rejects.toThrow(
      "The site's base is /docs-site/ but the API pages were made for /",
    );
  });

  it('restarts the dev server when the code that makes the reference, or the installed packages, change', () => {
    const { dev } = pluginApiReference(reference, {
      projectRoot: '/project',
      themeModules: themeModulesUnder('/project'),
    }).builderConfig as {
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
    const plugin = pluginApiReference(reference, { projectRoot, themeModules: themeModulesUnder(projectRoot) });
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
  const route = (routePath: string, absolutePath: string) =>
    ({ routePath, absolutePath, relativePath: absolutePath, lang: '', version: '' }) as RouteMeta;
  /** The route table the plugin gives Rspress, after Rspress has handed it the routes. */
  const routeTable = async (plugin: RspressPlugin, isProd: boolean) => {
    await plugin.routeGenerated!(
      [
        route('/docs/', '/project/docs/index.mdx'),
        ...routes.map((r) => route(r, '/project/theme/components/StaticHtmlPage/index.tsx')),
      ],
      isProd,
    );
    const modules = await plugin.addRuntimeModules!({} as never, isProd);
    return modules['virtual-routes']!;
  };

  it('a build waits for the pages and writes their files, in the folder named by their hash, before it lists their routes; the route table names that folder and every route', async () => {
    const plugin = pluginApiReference(withPages(Promise.resolve(rendered(routes)), routes), {
      projectRoot: '/project',
      themeModules: themeModulesUnder('/project'),
      outDir,
    });
    const added = await plugin.addPages!({} as never, true);
    expect(added.map((page) => page.routePath)).toEqual(routes);
    expect(readdirSync(path.join(outDir, 'public/static/api-pages'))).toEqual(['0123456789']);
    expect(filesIn('static/api-pages/0123456789')).toEqual(['api/x.json', 'api/x/class/A.json']);
    const table = await routeTable(plugin, true);
    expect(await pagesFolderDefines(plugin, true)).toEqual({
      web: '"static/api-pages/0123456789"',
      all: JSON.stringify(path.join(outDir, 'public/static/api-pages/0123456789')),
    });
    expect(table).toContain('"/project/docs/index.mdx"');
    expect(table).toContain('"/api/x/class/":["A"]');
  });

  it('a dev server lists the routes before the pages are made and writes no page file; a request for one waits until they are rendered, uncached', async () => {
    let finish!: (pages: RenderedPages) => void;
    const plugin = pluginApiReference(withPages(new Promise((resolve) => (finish = resolve)), routes), {
      projectRoot: '/project',
      themeModules: themeModulesUnder('/project'),
      outDir,
    });
    const added = await plugin.addPages!({} as never, false);
    expect(added.map((page) => page.routePath)).toEqual(routes);
    expect((await pagesFolderDefines(plugin, false)).web).toBe('"static/api-pages/dev"');
    const middleware = devMiddleware(plugin);
    const waiting = middlewareRequest(middleware, '/static/api-pages/dev/api/x/class/A.json');
    const other = middlewareRequest(middleware, '/docs/tutorials/');
    await settled();
    expect(other.next).toBe(true);
    expect(waiting).toMatchObject({ next: false, headers: { 'Cache-Control': 'no-cache' } });
    expect(waiting.body).toBeUndefined();

    finish(rendered(routes));
    await settled();
    expect(waiting).toMatchObject({ next: false, status: 200 });
    expect(JSON.parse(waiting.body!)).toMatchObject({ title: '/api/x/class/A', html: '<h1>/api/x/class/A</h1>' });
    expect(existsSync(path.join(outDir, 'public'))).toBe(false);
  });

  it("in dev, pages that could not be made answer their requests with the reason, not the site's fallback page", async () => {
    const failed = Promise.reject(
      new Error('The child process that documents the API finished without writing the reference'),
    );
    // As documentApi hands it over: its failure is for whoever awaits it.
    failed.catch(() => {});
    const plugin = pluginApiReference(withPages(failed, routes), {
      projectRoot: '/project',
      themeModules: themeModulesUnder('/project'),
      outDir,
    });
    const logged: unknown[] = [];
    const error = console.error;
    console.error = (...args: unknown[]) => logged.push(args.join(' '));
    try {
      await plugin.addPages!({} as never, false);
      const answer = middlewareRequest(devMiddleware(plugin), '/static/api-pages/dev/api/x.json');
      await settled();
      expect(answer).toMatchObject({ next: false, status: 500 });
      expect(answer.body).toContain('finished without writing the reference');
      expect(logged.join('\n')).toContain('The API pages could not be made');
    } finally {
      console.error = error;
    }
  });
});

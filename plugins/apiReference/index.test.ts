import path from 'node:path';
import type { RouteMeta } from '@rspress/core';
import { createPageData } from '@rspress/core/dist/node/runtimeModule/pageData/createPageData.js';
import { describe, expect, it } from 'vitest';
import type { ApiReference } from './documentApi';
import { pluginApiReference } from '.';

const reference = { models: [], pageGroups: [], pages: [], sidebars: { '/api': [{ text: 'Overview', link: '/api/x' }] }, base: '/' } as unknown as ApiReference;

describe('pluginApiReference', () => {
  it('adds a stub of each sidebar to the theme config (its first link, for the navbar), beside the ones already there: the sidebars come with the pages', async () => {
    const withGroups = { ...reference, sidebars: { '/api': [{ text: 'Overview', link: '/api/x' }, { text: 'Classes', collapsible: true, collapsed: true, items: [{ text: 'A', link: '/api/x/class/A' }] }] } } as ApiReference;
    const plugin = pluginApiReference(withGroups, { projectRoot: '/project' });
    const config = await plugin.config!({ base: '/', themeConfig: { sidebar: { '/docs/': [] } } } as never, {} as never, true);
    expect(config.themeConfig?.sidebar).toEqual({ '/docs/': [], '/api': [{ text: 'Overview', link: '/api/x' }] });
  });

  it('fails clearly when the site base is not the one the pages were made for (rspress build --base)', async () => {
    const plugin = pluginApiReference(reference, { projectRoot: '/project' });
    await expect(async () => plugin.config!({ base: '/docs-site/' } as never, {} as never, true)).rejects.toThrow('The site\'s base is /docs-site/ but the API pages were made for /');
  });

  it('restarts the dev server when the code that makes the reference, or the installed packages, change', () => {
    const { dev } = pluginApiReference(reference, { projectRoot: '/project' }).builderConfig as { dev: { watchFiles: { paths: string[]; type: string } } };
    expect(dev.watchFiles.type).toBe('restart');
    expect(dev.watchFiles.paths).toEqual(expect.arrayContaining(['/project/plugins/apiReference', '/project/plugins/doctests', '/project/site', '/project/package-lock.json']));
  });

  it('leaves the API pages out of the page list in the bundle every page loads, as Rspress makes it', async () => {
    const projectRoot = path.resolve(import.meta.dirname, '../..');
    const plugin = pluginApiReference(reference, { projectRoot });
    const route = (routePath: string, absolutePath: string): RouteMeta => ({ routePath, pureRoutePath: routePath, absolutePath, relativePath: path.relative(projectRoot, absolutePath), pageName: routePath, lang: 'en', version: '' });
    const routes = [route('/api/x/class/A', path.join(projectRoot, 'theme/components/StaticHtmlPage/index.tsx')), route('/search', path.join(projectRoot, 'theme/search/SearchPage.tsx'))];
    // Rspress's own step, with the hooks of this plugin only.
    const { pageData } = await createPageData({
      config: { search: false },
      alias: {},
      userDocRoot: projectRoot,
      routeService: { getRoutes: () => routes, getRoutePageByRoutePath: () => undefined },
      pluginDriver: { modifySearchIndexData: (pages: never) => plugin.modifySearchIndexData!(pages, true), extendPageData: async () => undefined },
    } as never);
    expect(pageData.pages.map((page: { routePath: string }) => page.routePath)).toEqual(['/search']);
  });
});


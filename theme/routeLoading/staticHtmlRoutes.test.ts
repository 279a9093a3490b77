import { describe, expect, it, vi } from 'vitest';
import type { StaticPage } from '../../site/contracts';
import { type StaticHtmlPageCode, staticHtmlRoutes } from './staticHtmlRoutes';

const page = (title: string): StaticPage => ({
  title,
  frontmatter: { description: `About ${title}` },
  toc: [{ id: 'a', text: 'A', depth: 2, charIndex: 0 }],
  html: `<h1>${title}</h1>`,
});
const options = {
  filePath: '../theme/Page.tsx',
  lang: 'en',
  version: '',
  paths: { '/api/x/class/': ['A', 'B'], '/api/': ['x'] },
};

describe('staticHtmlRoutes', () => {
  it('makes one entry per path, in the shape of Rspress’s route table', () => {
    const routes = staticHtmlRoutes(async () => ({ default: () => null, loadStaticPage: () => page('A') }), options);
    expect(routes.map(({ path, filePath, lang, version }) => ({ path, filePath, lang, version }))).toEqual([
      { path: '/api/x/class/A', filePath: '../theme/Page.tsx', lang: 'en', version: '' },
      { path: '/api/x/class/B', filePath: '../theme/Page.tsx', lang: 'en', version: '' },
      { path: '/api/x', filePath: '../theme/Page.tsx', lang: 'en', version: '' },
    ]);
  });

  it('loads a route as a page module with its file’s title, frontmatter and outline, once both code and file are here', async () => {
    let finishFile = (_: StaticPage) => {};
    const file = new Promise<StaticPage>((resolve) => {
      finishFile = resolve;
    });
    const loadStaticPage = vi.fn(() => file);
    const routes = staticHtmlRoutes(async () => ({ default: () => null, loadStaticPage }), options);
    let loaded = false;
    const loading = routes[1]!.preload().then((module) => {
      loaded = true;
      return module;
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(loaded).toBe(false);
    expect(loadStaticPage).toHaveBeenCalledWith('api/x/class/B.json');
    finishFile(page('B'));
    const module = await loading;
    expect(module).toMatchObject({
      title: 'B',
      headingTitle: 'B',
      frontmatter: { description: 'About B' },
      toc: [{ id: 'a' }],
    });
    // What Rspress's page list would have said of the page, which leaves it out.
    expect(module).toMatchObject({ routePath: '/api/x/class/B', lang: 'en', version: '' });
    // The same component every time the route is loaded, so that React keeps the page.
    expect((await routes[1]!.preload()).default).toBe(module.default);
  });

  it('fails when the page’s file fails to load, and loads code and file again on the next try: Retry', async () => {
    const loadStaticPage = vi
      .fn()
      .mockRejectedValueOnce(Object.assign(new Error('offline'), { name: 'PageDataLoadError' }))
      .mockReturnValue(page('A'));
    const loadCode = vi.fn(async (): Promise<StaticHtmlPageCode> => ({ default: () => null, loadStaticPage }));
    const [route] = staticHtmlRoutes(loadCode, options);
    await expect(route!.preload()).rejects.toThrow('offline');
    await expect(route!.preload()).resolves.toMatchObject({ title: 'A' });
    expect(loadCode.mock.calls.length).toBeGreaterThanOrEqual(2);
    expect(loadStaticPage.mock.calls.length).toBeGreaterThanOrEqual(2);
  });
});

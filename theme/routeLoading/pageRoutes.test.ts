import { describe, expect, it, vi } from 'vitest';
import { PageRoute, pageRoutes } from './pageRoutes';

const Page = () => null;

describe('pageRoutes', () => {
  it('makes one entry per tuple, with the language and version of the group', () => {
    const routes = pageRoutes({ lang: 'en', version: '' }, [
      ['/', 'index.mdx', async () => ({ default: Page })],
      ['/docs/a', 'docs/a.mdx', async () => ({ default: Page })],
    ]);
    expect(routes.map(({ path, filePath, lang, version }) => ({ path, filePath, lang, version }))).toEqual([
      { path: '/', filePath: 'index.mdx', lang: 'en', version: '' },
      { path: '/docs/a', filePath: 'docs/a.mdx', lang: 'en', version: '' },
    ]);
  });

  it('loads nothing and makes no component until the router asks for one', () => {
    const load = vi.fn(async () => ({ default: Page }));
    const route = new PageRoute({ path: '/a', filePath: 'a.mdx', lang: 'en', version: '', load });
    expect(load).not.toHaveBeenCalled();
    expect(Object.values(route).some((value) => typeof value === 'object' && value !== null)).toBe(false);
  });

  it('gives the same element every time, so that React keeps the page', () => {
    const route = new PageRoute({ path: '/a', filePath: 'a.mdx', lang: 'en', version: '', load: async () => ({}) });
    expect(route.element).toBe(route.element);
  });

  it('resolves preload() with the page’s module, and the element renders the component it loaded', async () => {
    const module = { default: Page, title: 'A' };
    const route = new PageRoute({ path: '/a', filePath: 'a.mdx', lang: 'en', version: '', load: async () => module });
    await expect(route.preload()).resolves.toBe(module);
    const component = route.element.type as unknown as { preload: () => Promise<unknown> };
    await expect(component.preload()).resolves.toBe(Page);
  });

  it('loads again after a failure: Retry', async () => {
    const load = vi
      .fn()
      .mockRejectedValueOnce(Object.assign(new Error('offline'), { name: 'ChunkLoadError' }))
      .mockResolvedValue({ default: Page });
    const route = new PageRoute({ path: '/a', filePath: 'a.mdx', lang: 'en', version: '', load });
    await expect(route.preload()).rejects.toThrow('offline');
    await expect(route.preload()).resolves.toEqual({ default: Page });
  });
});

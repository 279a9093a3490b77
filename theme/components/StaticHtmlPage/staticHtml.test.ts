import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StaticPage } from '../../../site/contracts';

vi.mock('@rspress/core/runtime', () => ({ withBase: (path: string) => `/base${path}` }));

type Rendered = { innerHTML: string; textContent: string } | null;

const page = (html: string): StaticPage => ({
  title: 'T',
  frontmatter: { description: 'D' },
  toc: [{ id: 'a', text: 'A', depth: 2, charIndex: 0 }],
  html,
});

/** A fresh copy of the module (its cache is module state), with a document holding the pages `rendered` and a network answering `respond`. */
async function loader({
  rendered = {} as Record<string, StaticPage>,
  respond,
}: {
  rendered?: Record<string, StaticPage>;
  respond: (url: string) => Promise<Response>;
}) {
  vi.resetModules();
  const fetch = vi.fn(respond);
  vi.stubGlobal('fetch', fetch);
  vi.stubGlobal('CSS', { escape: (value: string) => value });
  const module = await import('./staticHtml');
  vi.stubGlobal('document', {
    // The body element and the JSON script beside it, as StaticHtmlPage renders them.
    querySelector: (selector: string): Rendered => {
      const [, attribute, file = ''] = /^\[([a-z-]+)="(.*)"\]$/.exec(selector) ?? [];
      const found = rendered[file];
      if (!found) return null;
      return attribute === module.STATIC_HTML_ATTRIBUTE
        ? { innerHTML: found.html, textContent: '' }
        : { innerHTML: '', textContent: module.pageDataScript(found) };
    },
  });
  return { ...module, fetch };
}

const json = (html: string) => Promise.resolve(new Response(JSON.stringify(page(html))));

describe('loadStaticPage in the browser', () => {
  beforeEach(() => {
    vi.stubEnv('__SSR__', '');
    // The build's define, which names this build's folder of page files (site/contracts.ts).
    vi.stubEnv('GJS_STATIC_PAGES_FOLDER', 'static/api-pages/0123456789');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.unstubAllEnvs();
  });

  it('takes the page the server rendered from its DOM (body and JSON script), fetching nothing', async () => {
    const { loadStaticPage, fetch } = await loader({
      rendered: { 'a.1.json': page('<p>A</p>') },
      respond: () => json('<p>net</p>'),
    });
    expect(loadStaticPage('a.1.json')).toEqual(page('<p>A</p>'));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('fetches another page once, from the folder the build names, under the base, and then has it at hand', async () => {
    const { loadStaticPage, fetch } = await loader({ respond: () => json('<p>B</p>') });
    const pending = loadStaticPage('b.2.json');
    expect(loadStaticPage('b.2.json')).toBe(pending);
    await expect(pending).resolves.toEqual(page('<p>B</p>'));
    expect(loadStaticPage('b.2.json')).toEqual(page('<p>B</p>'));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith('/base/static/api-pages/0123456789/b.2.json');
  });

  it('fails with the address when the network does, and fetches again on the next try (Retry)', async () => {
    let online = false;
    const { loadStaticPage, fetch } = await loader({
      respond: () => (online ? json('<p>C</p>') : Promise.resolve(new Response('', { status: 503 }))),
    });
    const failed = loadStaticPage('c.3.json');
    await expect(failed).rejects.toThrow('503 for /static/api-pages/0123456789/c.3.json');
    // Named so that the page's error boundary offers Retry, as for code that failed to load.
    await expect(failed).rejects.toMatchObject({ name: 'PageDataLoadError' });
    online = true;
    await expect(loadStaticPage('c.3.json')).resolves.toEqual(page('<p>C</p>'));
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('says a body is gone from the server (a newer deploy) on 404, or when the host answers with an HTML page instead', async () => {
    const { loadStaticPage } = await loader({
      respond: (url) =>
        Promise.resolve(
          url.includes('missing')
            ? new Response('', { status: 404 })
            : new Response('<!doctype html><p>index</p>', { status: 200 }),
        ),
    });
    await expect(loadStaticPage('missing.4.json')).rejects.toMatchObject({
      name: 'PageDataLoadError',
      gone: true,
    });
    await expect(loadStaticPage('rewritten.5.json')).rejects.toMatchObject({
      name: 'PageDataLoadError',
      gone: true,
      message: expect.stringContaining('not a page file'),
    });
  });

  it('does not call a server error gone: Retry may fetch it', async () => {
    const { loadStaticPage } = await loader({ respond: () => Promise.resolve(new Response('', { status: 503 })) });
    await expect(loadStaticPage('d.6.json')).rejects.toMatchObject({ gone: false });
  });
});

describe('pageDataScript', () => {
  it('holds all but the body, and no text in it can close the script', async () => {
    const { pageDataScript } = await import('./staticHtml');
    const script = pageDataScript({
      title: '</script><script>alert(1)</script>',
      frontmatter: {},
      toc: [],
      html: '<p>body</p>',
    });
    expect(script).not.toContain('<');
    expect(JSON.parse(script)).toEqual({ title: '</script><script>alert(1)</script>', frontmatter: {}, toc: [] });
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('@rspress/core/runtime', () => ({ withBase: (path: string) => `/base${path}` }));

type Rendered = { innerHTML: string } | null;

/** A fresh copy of the module (its cache is module state), with a document holding `rendered` and a network answering `respond`. */
async function loader({ rendered = {} as Record<string, string>, respond }: { rendered?: Record<string, string>; respond: (url: string) => Promise<Response> }) {
  vi.resetModules();
  const fetch = vi.fn(respond);
  vi.stubGlobal('fetch', fetch);
  vi.stubGlobal('CSS', { escape: (value: string) => value });
  vi.stubGlobal('document', {
    querySelector: (selector: string): Rendered => {
      const file = /data-static-html="(.*)"\]$/.exec(selector)?.[1] ?? '';
      return file in rendered ? { innerHTML: rendered[file]! } : null;
    },
  });
  const module = await import('./staticHtml');
  return { ...module, fetch };
}

const json = (html: string) => Promise.resolve(new Response(JSON.stringify({ html })));

describe('loadStaticHtml in the browser', () => {
  beforeEach(() => vi.stubEnv('__SSR__', ''));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.unstubAllEnvs();
  });

  it('takes the body of the page the server rendered from its DOM, fetching nothing', async () => {
    const { loadStaticHtml, fetch } = await loader({ rendered: { 'static/a.1.json': '<p>A</p>' }, respond: () => json('<p>net</p>') });
    expect(loadStaticHtml('static/a.1.json')).toBe('<p>A</p>');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('fetches another page once, under the base, and then has it at hand', async () => {
    const { loadStaticHtml, fetch } = await loader({ respond: () => json('<p>B</p>') });
    const pending = loadStaticHtml('static/b.2.json');
    expect(loadStaticHtml('static/b.2.json')).toBe(pending);
    await expect(pending).resolves.toBe('<p>B</p>');
    expect(loadStaticHtml('static/b.2.json')).toBe('<p>B</p>');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith('/base/static/b.2.json');
  });

  it('fails with the address when the network does, and fetches again on the next try (Retry)', async () => {
    let online = false;
    const { loadStaticHtml, fetch } = await loader({ respond: () => (online ? json('<p>C</p>') : Promise.resolve(new Response('', { status: 503 }))) });
    const failed = loadStaticHtml('static/c.3.json');
    await expect(failed).rejects.toThrow('503 for /static/c.3.json');
    // Named so that the page's error boundary offers Retry, as for code that failed to load.
    await expect(failed).rejects.toMatchObject({ name: 'PageDataLoadError' });
    online = true;
    await expect(loadStaticHtml('static/c.3.json')).resolves.toBe('<p>C</p>');
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('says a body is gone from the server (a newer deploy) on 404, or when the host answers with an HTML page instead', async () => {
    const { loadStaticHtml } = await loader({
      respond: (url) => Promise.resolve(url.includes('missing') ? new Response('', { status: 404 }) : new Response('<!doctype html><p>index</p>', { status: 200 })),
    });
    await expect(loadStaticHtml('static/missing.4.json')).rejects.toMatchObject({ name: 'PageDataLoadError', gone: true });
    await expect(loadStaticHtml('static/rewritten.5.json')).rejects.toMatchObject({ name: 'PageDataLoadError', gone: true, message: expect.stringContaining('not a page body') });
  });

  it('does not call a server error gone: Retry may fetch it', async () => {
    const { loadStaticHtml } = await loader({ respond: () => Promise.resolve(new Response('', { status: 503 })) });
    await expect(loadStaticHtml('static/d.6.json')).rejects.toMatchObject({ gone: false });
  });
});

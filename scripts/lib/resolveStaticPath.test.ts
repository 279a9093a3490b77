import { describe, expect, it } from 'vitest';
import { resolveStaticPath } from './resolveStaticPath';

const files = new Set(['index.html', '404.html', 'docs/tutorials/index.html', 'api/graphql-js.html', 'static/js/a.js']);
const resolve = (urlPath: string) => resolveStaticPath({ urlPath, hasFile: (file) => files.has(file) });

describe('resolveStaticPath', () => {
  it('serves the home page and directory indexes', () => {
    expect(resolve('/')).toEqual({ kind: 'file', file: 'index.html', status: 200 });
    expect(resolve('/docs/tutorials/')).toEqual({ kind: 'file', file: 'docs/tutorials/index.html', status: 200 });
  });

  it('serves clean URLs from .html files and assets as they are', () => {
    expect(resolve('/api/graphql-js')).toEqual({ kind: 'file', file: 'api/graphql-js.html', status: 200 });
    expect(resolve('/static/js/a.js')).toEqual({ kind: 'file', file: 'static/js/a.js', status: 200 });
  });

  it('redirects to the clean URL', () => {
    expect(resolve('/docs/tutorials')).toEqual({ kind: 'redirect', location: '/docs/tutorials/' });
    expect(resolve('/docs/tutorials/index.html')).toEqual({ kind: 'redirect', location: '/docs/tutorials/' });
    expect(resolve('/index.html')).toEqual({ kind: 'redirect', location: '/' });
    expect(resolve('/api/graphql-js.html')).toEqual({ kind: 'redirect', location: '/api/graphql-js' });
  });

  it('answers everything else with the 404 page and status 404', () => {
    const notFound = { kind: 'file', file: '404.html', status: 404 };
    expect(resolve('/no/such/page')).toEqual(notFound);
    expect(resolve('/missing.html')).toEqual(notFound);
    expect(resolve('/docs/')).toEqual(notFound);
  });

  it('never leaves the output folder', () => {
    const notFound = { kind: 'file', file: '404.html', status: 404 };
    expect(resolve('/../package.json')).toEqual(notFound);
    expect(resolve('/static/%2e%2e/%2e%2e/package.json')).toEqual(notFound);
    expect(resolve('/%E0%A4%A')).toEqual(notFound);
  });
});

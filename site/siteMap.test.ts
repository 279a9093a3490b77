import { describe, expect, it } from 'vitest';
import {
  isDocsRoute,
  searchScopeOfRoute,
  UPGRADE_TO_17_ROUTE,
  API_PAGE_KINDS,
  API_VERIFIED_EXAMPLES_ID,
  API_VERIFIED_EXAMPLES_ROUTE,
  apiChangesRoute,
  apiItemRoute,
  apiOverviewAnchorRoute,
  apiPackageRoute,
  apiRouteParts,
  builtFileOfSitePath,
  hasAnchor,
  docIdFromFile,
  docRouteFromId,
  docsFileCandidatesOfRoute,
  htmlFileOfRoute,
  markdownTwinPath,
  routeFromDocsFile,
  routeFromHtmlFile,
  routeFromHtmlLink,
  routeKey,
  routeWithAnchor,
  searchRoute,
} from './siteMap';

// Every route shape of the site: home, a folder's index page, a page, an API item page.
const ROUTES = ['/', '/docs/tutorials/', '/docs/tutorials/basic-types', '/api/graphql-js/function/execute'];

describe('docs files', () => {
  it('maps a docs file to its route: index files to their folder with a trailing slash', () => {
    expect(routeFromDocsFile('index.mdx')).toBe('/');
    expect(routeFromDocsFile('docs/tutorials/index.mdx')).toBe('/docs/tutorials/');
    expect(routeFromDocsFile('docs/tutorials/basic-types.mdx')).toBe('/docs/tutorials/basic-types');
    expect(routeFromDocsFile('docs\\guides\\nullability.md')).toBe('/docs/guides/nullability');
  });

  it('names the files a route may come from, .mdx first, and each maps back to the route', () => {
    expect(docsFileCandidatesOfRoute('/')).toEqual(['index.mdx', 'index.md']);
    expect(docsFileCandidatesOfRoute('/docs/tutorials/')).toEqual([
      'docs/tutorials/index.mdx',
      'docs/tutorials/index.md',
    ]);
    expect(docsFileCandidatesOfRoute('/docs/tutorials/basic-types')).toEqual([
      'docs/tutorials/basic-types.mdx',
      'docs/tutorials/basic-types.md',
    ]);
    for (const route of ROUTES)
      for (const file of docsFileCandidatesOfRoute(route)) expect(routeFromDocsFile(file)).toBe(route);
  });

  it('maps a doc id under docs/docs/ to its route, and a file there to its id', () => {
    expect(docRouteFromId('tutorials/index')).toBe('/docs/tutorials/');
    expect(docRouteFromId('tutorials/basic-types')).toBe('/docs/tutorials/basic-types');
    expect(docIdFromFile('tutorials/basic-types.mdx')).toBe('tutorials/basic-types');
  });
});

describe('built files', () => {
  it('maps a route to its HTML file the way cleanUrls builds it', () => {
    expect(htmlFileOfRoute('/')).toBe('index.html');
    expect(htmlFileOfRoute('/docs/tutorials/')).toBe('docs/tutorials/index.html');
    expect(htmlFileOfRoute('/docs/tutorials/basic-types')).toBe('docs/tutorials/basic-types.html');
  });

  it('maps an HTML file back to its route, for every route shape', () => {
    for (const route of ROUTES) expect(routeFromHtmlFile(htmlFileOfRoute(route))).toBe(route);
    expect(routeFromHtmlFile('docs\\tutorials\\index.html')).toBe('/docs/tutorials/');
  });

  it('serves a site path from its page, or from the file it names', () => {
    expect(builtFileOfSitePath('/docs/tutorials/')).toBe('docs/tutorials/index.html');
    expect(builtFileOfSitePath('/api/graphql-js')).toBe('api/graphql-js.html');
    expect(builtFileOfSitePath('/docs/tutorials/basic-types.md')).toBe('docs/tutorials/basic-types.md');
    expect(builtFileOfSitePath('/api/graphql-js/v17')).toBe('api/graphql-js/v17.html');
  });

  it('puts the Markdown twin of a route beside its HTML file', () => {
    expect(markdownTwinPath('/')).toBe('/index.md');
    expect(markdownTwinPath('/docs/tutorials/')).toBe('/docs/tutorials/index.md');
    expect(markdownTwinPath('/api/graphql-js/function/execute')).toBe('/api/graphql-js/function/execute.md');
  });
});

describe('parts of the site', () => {
  it('tells the tutorial, the guides and the API apart for search, and docs pages from the rest', () => {
    expect(searchScopeOfRoute('/docs/tutorials/passing-arguments#defaults')).toBe('tutorial');
    expect(searchScopeOfRoute('/docs/tutorials/')).toBe('tutorial');
    expect(searchScopeOfRoute('/docs/guides/errors')).toBe('guides');
    expect(searchScopeOfRoute('/api/graphql-js/v17/function/execute')).toBe('api');
    expect(searchScopeOfRoute('/#around-graphql-js')).toBeNull();
    expect(['/docs/errors/execution', '/docs/tutorials/', '/api/graphql-js', '/'].map(isDocsRoute)).toEqual([
      true,
      true,
      false,
      false,
    ]);
    expect(UPGRADE_TO_17_ROUTE).toBe('/docs/guides/upgrade-to-17');
  });
});

describe('routeKey', () => {
  it('treats a trailing slash, a final /index and case as the same page', () => {
    expect(new Set(['/A/index', '/a/', '/a', '/a//'].map(routeKey))).toEqual(new Set(['/a']));
    expect(routeKey('/')).toBe('/');
    expect(routeKey('/index')).toBe('/');
  });

  it('keeps different pages apart', () => {
    expect(routeKey('/a/b')).not.toBe(routeKey('/a'));
  });
});

describe('other route shapes', () => {
  it('builds the search page address with the query encoded, and without one when empty', () => {
    expect(searchRoute('input type')).toBe('/search?q=input%20type');
    expect(searchRoute('  ')).toBe('/search');
  });

  it('builds an API package overview route, with the version key for other versions', () => {
    expect(apiPackageRoute('graphql-js')).toBe('/api/graphql-js');
    expect(apiPackageRoute('graphql-js', 'v17')).toBe('/api/graphql-js/v17');
  });

  it('builds an API item page route under its package route, for the default version and another one', () => {
    expect(apiItemRoute(apiPackageRoute('graphql-js'), 'class', 'GraphQLSchema')).toBe(
      '/api/graphql-js/class/GraphQLSchema',
    );
    expect(apiItemRoute(apiPackageRoute('graphql-js', 'v17'), 'function', 'execute')).toBe(
      '/api/graphql-js/v17/function/execute',
    );
    expect(API_PAGE_KINDS.map((kind) => apiItemRoute('/api/x', kind, 'A'))).toEqual([
      '/api/x/class/A',
      '/api/x/enum/A',
      '/api/x/function/A',
      '/api/x/interface/A',
    ]);
  });

  it('puts an API export without a page at its anchor on the package overview', () => {
    expect(apiOverviewAnchorRoute(apiPackageRoute('graphql-js'), 'GraphQLFieldConfig')).toBe(
      '/api/graphql-js#GraphQLFieldConfig',
    );
    expect(apiOverviewAnchorRoute(apiPackageRoute('graphql-js', 'v17'), 'Kind')).toBe('/api/graphql-js/v17#Kind');
  });

  it('builds the changes page route beside the package overview', () => {
    expect(apiChangesRoute(apiPackageRoute('graphql-js'))).toBe('/api/graphql-js/changes');
  });

  it('reads back the parts of every API route shape, and nothing from /api or other routes', () => {
    const v16 = apiPackageRoute('graphql-js');
    const v17 = apiPackageRoute('graphql-js', 'v17');
    expect(apiRouteParts(v16)).toEqual({ slug: 'graphql-js', packageRoute: v16 });
    expect(apiRouteParts(v17)).toEqual({ slug: 'graphql-js', packageRoute: v17, versionKey: 'v17' });
    for (const kind of API_PAGE_KINDS) {
      expect(apiRouteParts(apiItemRoute(v16, kind, 'A'))).toEqual({
        slug: 'graphql-js',
        packageRoute: v16,
        item: { kind, name: 'A' },
      });
    }
    expect(apiRouteParts(apiItemRoute(v17, 'class', 'GraphQLSchema'))).toEqual({
      slug: 'graphql-js',
      packageRoute: v17,
      versionKey: 'v17',
      item: { kind: 'class', name: 'GraphQLSchema' },
    });
    expect(apiRouteParts(apiChangesRoute(v16))).toEqual({ slug: 'graphql-js', packageRoute: v16, isChanges: true });
    expect(apiRouteParts(API_VERIFIED_EXAMPLES_ROUTE.split('#')[0]!)).toBeNull();
    expect(apiRouteParts(docRouteFromId('tutorials/basic-types'))).toBeNull();
  });

  it('links the examples badges to the section of /api that explains them', () => {
    expect(API_VERIFIED_EXAMPLES_ROUTE).toBe('/api#verified-examples');
    expect(API_VERIFIED_EXAMPLES_ROUTE.endsWith(`#${API_VERIFIED_EXAMPLES_ID}`)).toBe(true);
  });

  it('adds an anchor to a route and tells an address with an anchor from one without', () => {
    expect(routeWithAnchor('/api/graphql-js/class/GraphQLSchema', 'getType')).toBe(
      '/api/graphql-js/class/GraphQLSchema#getType',
    );
    expect(hasAnchor('/api/graphql-js#Maybe')).toBe(true);
    expect(hasAnchor('/api/graphql-js/class/GraphQLSchema')).toBe(false);
  });

  it('cleans the .html off the links Rspress hands over, and leaves clean routes alone', () => {
    expect(routeFromHtmlLink('/api/graphql-js.html')).toBe('/api/graphql-js');
    expect(routeFromHtmlLink('/docs/tutorials/index.html')).toBe('/docs/tutorials/');
    expect(routeFromHtmlLink('/index.html')).toBe('/');
    expect(routeFromHtmlLink('/api/graphql-js')).toBe('/api/graphql-js');
    expect(routeFromHtmlLink('https://example.com/a.html')).toBe('https://example.com/a.html');
  });
});

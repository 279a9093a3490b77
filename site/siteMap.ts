/**
 * The site map: how routes, page files under `docs/`, built files under `doc_build/` and Markdown
 * twins correspond. Theme, plugins, scripts and end-to-end tests import it, so a new route shape
 * is added here and nowhere else. Pure: strings in, strings out (POSIX separators).
 *
 * A route is what the router and the reader see, without base: `/`, `/docs/tutorials/` (a folder's
 * index page ends with `/`), `/docs/tutorials/basic-types`. Built with `route.cleanUrls`, a route
 * is served from `{route}.html`, or `{route}index.html` when it ends with `/`.
 */

/** Extensions of hand-written page files, in the order a route's file is looked for. */
export const PAGE_FILE_EXTENSIONS = ['.mdx', '.md'] as const;

/** Folder under the docs root that holds the docs pages (Docusaurus's doc ids are paths under it). */
export const DOCS_SECTION = 'docs';

/** The page the server answers unknown paths with (status 404); it has no route of its own to link to. */
export const NOT_FOUND_HTML_FILE = '404.html';

/** Route Rspress gives its not-found page. */
export const NOT_FOUND_ROUTE = '/404';

/** Route of the search page (`/search?q=…`). */
export const SEARCH_ROUTE = '/search';

/** Route of the API reference's index of documented packages. */
export const API_ROOT_ROUTE = '/api';

const toPosix = (file: string) => file.split('\\').join('/');

/** Whether a file is a hand-written page by its name (`.md` or `.mdx`). */
export function isPageFile(file: string): boolean {
  return /\.mdx?$/.test(file);
}

/** Route of a docs file, relative to the docs root: `index.mdx` → `/`, `docs/tutorials/index.mdx` → `/docs/tutorials/`, `a/b.mdx` → `/a/b`. */
export function routeFromDocsFile(file: string): string {
  const path = toPosix(file).replace(/\.mdx?$/, '');
  if (path === 'index') return '/';
  return `/${path.replace(/(^|\/)index$/, '$1')}`;
}

/** Files, relative to the docs root, that may hold a route's page, most likely first: `/a/` → `a/index.mdx`, `a/index.md`; `/a` → `a.mdx`, `a.md`. */
export function docsFileCandidatesOfRoute(route: string): string[] {
  const base = route.endsWith('/') ? `${route}index` : route;
  return PAGE_FILE_EXTENSIONS.map((extension) => `${base.slice(1)}${extension}`);
}

/** Route of a docs page from its Docusaurus-style doc id, a path under `docs/docs/`: `tutorials/index` → `/docs/tutorials/`. */
export function docRouteFromId(docId: string): string {
  return routeFromDocsFile(`${DOCS_SECTION}/${docId}`);
}

/** Doc id of a page file relative to `docs/docs/`: `tutorials/basic-types.mdx` → `tutorials/basic-types`. */
export function docIdFromFile(file: string): string {
  return toPosix(file).replace(/\.mdx?$/, '');
}

/** The built HTML file of a route, relative to the output folder: `/` → `index.html`, `/a/` → `a/index.html`, `/a` → `a.html`. */
export function htmlFileOfRoute(route: string): string {
  return route.endsWith('/') ? `${route.slice(1)}index.html` : `${route.slice(1)}.html`;
}

/** Route of a built HTML file, relative to the output folder: `index.html` → `/`, `a/index.html` → `/a/`, `a/b.html` → `/a/b`. */
export function routeFromHtmlFile(file: string): string {
  const posix = toPosix(file);
  if (posix === 'index.html') return '/';
  if (posix.endsWith('/index.html')) return `/${posix.slice(0, -'index.html'.length)}`;
  return `/${posix.replace(/\.html$/, '')}`;
}

/** The built file a site path is served from, relative to the output folder: a route's HTML file, or the file a path with an extension names (`/a.md`). */
export function builtFileOfSitePath(sitePath: string): string {
  if (sitePath.endsWith('/')) return htmlFileOfRoute(sitePath);
  return /\.[^/]+$/.test(sitePath) ? sitePath.slice(1) : htmlFileOfRoute(sitePath);
}

/** Where the Markdown twin of a route is served: `/` → `/index.md`, `/a/` → `/a/index.md`, `/a` → `/a.md`. */
export function markdownTwinPath(route: string): string {
  return route.endsWith('/') ? `${route}index.md` : `${route}.md`;
}

/**
 * What two routes share when they are one page to a reader (and to Rspress's router): a trailing
 * slash, a final `/index` and letter case are ignored (`/A/index`, `/a/` and `/a` → `/a`).
 */
export function routeKey(route: string): string {
  return (
    route
      .replace(/\/index$/, '/')
      .replace(/\/+$/, '')
      .toLowerCase() || '/'
  );
}

/** The search page's address for a query: `/search?q=…`, or `/search` for an empty one. */
export function searchRoute(query: string): string {
  return query.trim() ? `${SEARCH_ROUTE}?q=${encodeURIComponent(query)}` : SEARCH_ROUTE;
}

/** Route of a documented package's overview: `/api/{slug}`, or `/api/{slug}/{versionKey}` for a version other than the default. */
export function apiPackageRoute(slug: string, versionKey?: string): string {
  return versionKey ? `${API_ROOT_ROUTE}/${slug}/${versionKey}` : `${API_ROOT_ROUTE}/${slug}`;
}

/**
 * The file of a page rendered to HTML at build time (the API reference), relative to the site root:
 * its route under the folder of one build's bodies (`folder/api/x/class/A.json`; `/` → `folder/index.json`).
 */
export function staticPageFile(folder: string, route: string): string {
  return `${folder}/${route.replace(/^\/+|\/+$/g, '') || 'index'}.json`;
}

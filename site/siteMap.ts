/**
 * The site map: how routes, page files under `docs/`, built files under `doc_build/` and Markdown
 * copies correspond, and every route of the API reference (package overviews, item pages, their
 * anchors, the changes page). Theme, plugins, scripts and end-to-end tests import it, so a new
 * route shape is added here and nowhere else (scripts/sourceTree.test.ts checks that nothing else
 * writes one). Pure: strings in, strings out (POSIX separators).
 *
 * A route is what the router and the reader see, without base: `/`, `/docs/tutorials/` (a folder's
 * index page ends with `/`), `/docs/tutorials/basic-types`. Built with `route.cleanUrls`, a route
 * is served from `{route}.html`, or `{route}index.html` when it ends with `/`.
 */

/** Extensions of hand-written page files, in the order a route's file is looked for. */
export const PAGE_FILE_EXTENSIONS = ['.mdx', '.md'] as const;

/** Folder under the docs root that holds the docs pages (Docusaurus's doc ids are paths under it). */
export const DOCS_SECTION = 'docs';

/** Route every docs page (tutorial, guides, error reference) is under: `/docs/`. */
export const DOCS_SECTION_ROUTE = `/${DOCS_SECTION}/`;

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

/** Whether a route is a docs page's (under `/docs/`): the tutorial, the guides, the error reference. */
export function isDocsRoute(route: string): boolean {
  return route.startsWith(DOCS_SECTION_ROUTE);
}

/** Route of the upgrade guide from graphql 16 to 17, linked from the API reference of 17. */
export const UPGRADE_TO_17_ROUTE = docRouteFromId('guides/upgrade-to-17');

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

/** Parts of the site the search page can be narrowed to (its address's `in=`). */
export const SEARCH_SCOPES = ['tutorial', 'guides', 'api'] as const;

/** A part of the site the search page can be narrowed to. */
export type SearchScope = (typeof SEARCH_SCOPES)[number];

/** Where each part of the site starts: a route's scope is the one whose route it is under. */
const SEARCH_SCOPE_ROUTES: readonly { scope: SearchScope; route: string }[] = [
  { scope: 'tutorial', route: docRouteFromId('tutorials/index') },
  { scope: 'guides', route: docRouteFromId('guides/index') },
  { scope: 'api', route: `${API_ROOT_ROUTE}/` },
];

/** The part of the site a route is in (`/docs/guides/errors` → `guides`), or null for a page in none (the home page). */
export function searchScopeOfRoute(route: string): SearchScope | null {
  return SEARCH_SCOPE_ROUTES.find((part) => route.startsWith(part.route))?.scope ?? null;
}

/** What the search page is narrowed to: a part of the site (`in=`) and, in the API, a version key (`v=`). */
export interface SearchRouteFilter {
  scope?: SearchScope;
  version?: string;
}

/** The search page's address: `/search?q=…` (with `&in=guides`, `&in=api&v=v17` when narrowed), or `/search`. */
export function searchRoute(query: string, filter: SearchRouteFilter = {}): string {
  const params = [
    query.trim() && `q=${encodeURIComponent(query)}`,
    filter.scope && `in=${filter.scope}`,
    filter.scope === 'api' && filter.version && `v=${encodeURIComponent(filter.version)}`,
  ].filter(Boolean);
  return params.length ? `${SEARCH_ROUTE}?${params.join('&')}` : SEARCH_ROUTE;
}

/** A route with a fragment: the section or member `anchor` names on the page at `route` (`/a` and `b` → `/a#b`). */
export function routeWithAnchor(route: string, anchor: string): string {
  return `${route}#${anchor}`;
}

/** Whether an address points into a page (has a `#` fragment) rather than at the page. */
export function hasAnchor(address: string): boolean {
  return address.includes('#');
}

/**
 * The route of a link that Rspress hands over with `.html` (navbar and sidebar links in its site
 * data): `/a/b.html` → `/a/b`, `/a/index.html` → `/a/`; a clean route comes back as it is.
 */
export function routeFromHtmlLink(link: string): string {
  return link.startsWith('/') && link.endsWith('.html') ? routeFromHtmlFile(link.slice(1)) : link;
}

/** Id of the section of the API index (`/api`) that explains how the examples are run and checked. */
export const API_VERIFIED_EXAMPLES_ID = 'verified-examples';

/** Where every example's badge links to: the section of `/api` that explains it (`/api#verified-examples`). */
export const API_VERIFIED_EXAMPLES_ROUTE = routeWithAnchor(API_ROOT_ROUTE, API_VERIFIED_EXAMPLES_ID);

/** The kinds of API exports with a page of their own; the other kinds are anchors on their package's overview. */
export const API_PAGE_KINDS = ['class', 'enum', 'function', 'interface'] as const;

/** A kind of API export with a page of its own. */
export type ApiPageKind = (typeof API_PAGE_KINDS)[number];

/** Route of a documented package's overview: `/api/{slug}`, or `/api/{slug}/{versionKey}` for a version other than the default. */
export function apiPackageRoute(slug: string, versionKey?: string): string {
  return versionKey ? `${API_ROOT_ROUTE}/${slug}/${versionKey}` : `${API_ROOT_ROUTE}/${slug}`;
}

/** Route of an API export's page, under its package's overview route: `/api/{slug}[/{versionKey}]/{kind}/{Name}`. */
export function apiItemRoute(packageRoute: string, kind: ApiPageKind, name: string): string {
  return `${packageRoute}/${kind}/${name}`;
}

/** Where an API export without a page is documented: its anchor on the package overview, `/api/{slug}[/{versionKey}]#{Name}`. */
export function apiOverviewAnchorRoute(packageRoute: string, name: string): string {
  return routeWithAnchor(packageRoute, name);
}

/** Route of the page listing what changed between a package's default version and a newer one: `/api/{slug}/changes`. */
export function apiChangesRoute(packageRoute: string): string {
  return `${packageRoute}/changes`;
}

/** Where a route sits in the API reference: its package overview, version key (none for the default) and item. */
export interface ApiRouteParts {
  slug: string;
  /** The overview route of the route's version: `/api/{slug}` or `/api/{slug}/{versionKey}`. */
  packageRoute: string;
  versionKey?: string;
  /** Set on a class, enum, function or interface page. */
  item?: { kind: ApiPageKind; name: string };
  /** Whether the route is the changes page (`apiChangesRoute`). */
  isChanges?: boolean;
}

/**
 * The parts of an API route below `/api` (the inverse of `apiPackageRoute`, `apiItemRoute` and
 * `apiChangesRoute`), or null for `/api` itself and routes outside the API reference.
 */
export function apiRouteParts(route: string): ApiRouteParts | null {
  const [root, slug, ...rest] = route.replace(/^\/+|\/+$/g, '').split('/');
  if (`/${root}` !== API_ROOT_ROUTE || !slug) return null;
  const kindIndex = rest.length - 2;
  const kind = rest[kindIndex] as ApiPageKind | undefined;
  const hasItem = kindIndex >= 0 && (API_PAGE_KINDS as readonly string[]).includes(kind ?? '');
  const versionPart = hasItem ? rest.slice(0, kindIndex) : rest;
  const isChanges = !hasItem && versionPart[versionPart.length - 1] === 'changes';
  const versionSegments = isChanges ? versionPart.slice(0, -1) : versionPart;
  if (versionSegments.length > 1) return null;
  const versionKey = versionSegments[0];
  return {
    slug,
    packageRoute: apiPackageRoute(slug, versionKey),
    ...(versionKey ? { versionKey } : {}),
    ...(hasItem ? { item: { kind: kind as ApiPageKind, name: rest[kindIndex + 1] as string } } : {}),
    ...(isChanges ? { isChanges } : {}),
  };
}

/**
 * The name of a page rendered to HTML at build time (the API reference) in the folder of one build's
 * files: its route (`api/x/class/A.json`; `/` → `index.json`).
 */
export function staticPageName(route: string): string {
  return `${route.replace(/^\/+|\/+$/g, '') || 'index'}.json`;
}

/** The file of such a page, relative to the site root: its name under the folder of one build's files (`folder/api/x/class/A.json`). */
export function staticPageFile(folder: string, route: string): string {
  return `${folder}/${staticPageName(route)}`;
}

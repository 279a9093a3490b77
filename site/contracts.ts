/**
 * What crosses the line between the build (plugins, Node) and the browser (theme): the search
 * index's shape, the page fields and frontmatter the theme reads, the names of API kinds, and the
 * helpers both sides must answer alike. Plugins write these, the theme reads them; neither imports
 * the other.
 */
import type { API_VERSIONS } from './constants';

// ---- Search index (written by plugins/search, read by theme/search) ----

/** One searchable thing: an API item or member, or a section of a page. */
export interface SearchDocument {
  /** Where the result leads: a route, with `#anchor` for a section or member. */
  url: string;
  /** Title of the page it is on. */
  page: string;
  /** Heading or member it points at inside the page, if not the page itself. */
  section: string | null;
  /** API name (`execute`, `GraphQLSchema.getType`) for API items and members; null for prose. */
  apiName: string | null;
  /** What the API name is: `function`, `class`, `method`…; null for prose. */
  apiKind: ApiItemKind | ApiMemberKind | null;
  /** Summary or body text, plain, at most a few hundred characters. */
  text: string;
  /**
   * More of a prose section, for matching only, never shown: the words of its text past `text`'s
   * end and the names in its code (`maskResult`, `AbortSignal.timeout`), lowercase, each once and
   * none already in `text`. Absent when there are none.
   */
  terms?: string;
  /**
   * The templates of the error messages a section of the error reference explains (its
   * `error-message` fences, `Cannot return null for non-nullable field {parentType}.{fieldName}.`):
   * a pasted message that matches one finds the section first. Absent on every other document.
   */
  messages?: string[];
  /** API version key (`v16`, `v17`) of API items and members; null for prose. */
  version: string | null;
}

/** Format version of the index file; a change of `SearchDocument` that old readers cannot take bumps it. */
export const SEARCH_INDEX_VERSION = 2;

/** The file the site serves: built at build time, fetched on first search. */
export interface SearchIndex {
  version: typeof SEARCH_INDEX_VERSION;
  documents: SearchDocument[];
}

/** Where the built index is served. */
export const SEARCH_INDEX_PATH = '/search-index.json';

// ---- Page data (written by plugins/sourceFile in extendPageData, read by theme/components/PageSource) ----

/** What a hand-written page knows of its source file; generated pages have none. */
export interface PageSourceFile {
  /** Where to edit the file on the code-hosting site; absent when the build was not told the repository. */
  editUrl?: string;
  /** Date (YYYY-MM-DD) of the last commit that changed the file, when git knows it. */
  lastCommitDate?: string;
}

/** The page-data field that carries it. */
export const SOURCE_FILE_FIELD = 'sourceFile';

/** A page's source-file field, from the page data the theme gets (any object with the field, or without it). */
export function sourceFileOfPage(page: object): PageSourceFile | undefined {
  return (page as Record<string, PageSourceFile | undefined>)[SOURCE_FILE_FIELD];
}

// ---- Pages rendered at build time (written by plugins/apiReference, shown by theme/components/StaticHtmlPage) ----

/** One entry of a page's table of contents, as Rspress's page data holds it. */
export interface TocItem {
  id: string;
  /** The heading's text, inline code kept in backticks (the outline renders it). */
  text: string;
  depth: number;
  charIndex: number;
}

/** A page's file: everything the site shows of the page, as JSON beside the build. */
export interface StaticPage {
  /** The h1's text (the page renders its own h1). */
  title: string;
  frontmatter: object;
  toc: TocItem[];
  /** The body, rendered as Rspress's theme renders Markdown. */
  html: string;
}

/** Where the page files are served, under the site root; each build's files are in a folder of its own (`static/api-pages/<hash>/`). */
export const STATIC_PAGES_PATH = 'static/api-pages';

/**
 * The build-time constant that says where this build's page files are, the one channel for it in a
 * build, a preview and the dev server: in the browser their folder under the site root
 * (`static/api-pages/<hash>`, or `static/api-pages/dev`), in the server bundle (SSG) the same folder
 * on disk. plugins/apiReference gives this expression a value per bundle through the bundler's
 * `define`, and `staticPagesFolder` reads it, as the bundler replaces only the expression written out in full.
 */
export const STATIC_PAGES_FOLDER_DEFINE = 'process.env.GJS_STATIC_PAGES_FOLDER';

/** Where this build's page files are (the value the build gave STATIC_PAGES_FOLDER_DEFINE in this bundle). */
export function staticPagesFolder(): string | undefined {
  return process.env.GJS_STATIC_PAGES_FOLDER;
}

/**
 * What the route table (plugins/rspressCompat/routeTable.ts) hands the theme's
 * `staticHtmlRoutes` (theme/routeLoading), as JSON, to make the route entries of these pages.
 */
export interface StaticHtmlRoutesOptions {
  /** The file Rspress knows the routes by (the shared page module, relative to the docs folder). */
  filePath: string;
  lang: string;
  version: string;
  /** Route paths, grouped by everything up to their last `/`. */
  paths: Record<string, string[]>;
}

// ---- Sidebars loaded with their pages (written by plugins/apiReference, read by theme/rspressCompat/sidebars.ts) ----

/** A sidebar link, its URL as Rspress normalizes it in the site data (`/api/x.html`). */
export interface SidebarFileLink {
  text: string;
  link: string;
}

/** A sidebar group. */
export interface SidebarFileGroup {
  text: string;
  collapsible: boolean;
  collapsed: boolean;
  items: SidebarFileItem[];
}

/** One entry of a sidebar. */
export type SidebarFileItem = SidebarFileLink | SidebarFileGroup;

/** The sidebars file: each sidebar by the path prefix it covers, as Rspress's `themeConfig.sidebar` holds them. */
export type SidebarsFile = Record<string, SidebarFileItem[]>;

// ---- API versions (frontmatter written by plugins/apiReference, read by theme/components/ApiVersionSwitcher) ----

/** Key of a documented graphql version (`v16`, `v17`). */
export type ApiVersionKey = (typeof API_VERSIONS)[number]['key'];

/** A documented version, for the version switcher: its key, label and where this page is in it. */
export interface ApiVersionLink<Key extends string = string> {
  key: Key;
  label: string;
  url: string;
}

/**
 * Frontmatter of an API page about versions: where the page is in each version. The page's own
 * version is not in it: the browser reads that from the route (theme/apiVersions/versionOfRoute.ts).
 */
export interface ApiVersionFrontmatter<Key extends string = ApiVersionKey> {
  apiVersions?: ApiVersionLink<Key>[];
}

/** Where an API page is in each version, from its frontmatter (undefined on pages outside the API reference). */
export function apiVersionsOfFrontmatter(
  frontmatter: Record<string, unknown>,
): ApiVersionLink<ApiVersionKey>[] | undefined {
  return frontmatter.apiVersions as ApiVersionLink<ApiVersionKey>[] | undefined;
}

// ---- API kinds (named by plugins/apiReference in headings, by theme/search in results) ----

/** The kinds of exports the reference documents; the first four get a page of their own. */
export type ApiItemKind = 'class' | 'enum' | 'function' | 'interface' | 'typeAlias' | 'variable' | 'namespace';

/** The kinds of members of a class, interface or enum. */
export type ApiMemberKind = 'constructor' | 'property' | 'method' | 'accessor' | 'enumMember';

/** How each kind is named in headings, lists and notes. */
export const KIND_TITLES: Record<ApiItemKind, { singular: string; plural: string }> = {
  class: { singular: 'Class', plural: 'Classes' },
  enum: { singular: 'Enum', plural: 'Enums' },
  function: { singular: 'Function', plural: 'Functions' },
  interface: { singular: 'Interface', plural: 'Interfaces' },
  typeAlias: { singular: 'Type alias', plural: 'Type aliases' },
  variable: { singular: 'Variable', plural: 'Variables' },
  namespace: { singular: 'Namespace', plural: 'Namespaces' },
};

/** Anchor of a kind's section on a package overview: `Type aliases` → `type-aliases`. */
export const kindAnchor = (kind: ApiItemKind) => KIND_TITLES[kind].plural.toLowerCase().replace(/\s+/g, '-');

/** How each member kind is named. */
export const MEMBER_KIND_TITLES: Record<ApiMemberKind, string> = {
  constructor: 'Constructor',
  property: 'Property',
  method: 'Method',
  accessor: 'Accessor',
  enumMember: 'Enum member',
};

/** The name of an item or member kind, as a result label shows it: `typeAlias` → `Type alias`. */
export function kindLabel(kind: ApiItemKind | ApiMemberKind): string {
  return kind in KIND_TITLES ? KIND_TITLES[kind as ApiItemKind].singular : MEMBER_KIND_TITLES[kind as ApiMemberKind];
}

// ---- Links (the theme's navigation, the build's link check and the API pages' markup agree) ----

/** Whether an href leaves the site: it has a scheme (`https:`, `mailto:`) or is protocol-relative (`//host`). */
export function isExternalHref(href: string): boolean {
  return /^(?:[a-z][a-z\d+.-]*:|\/\/)/i.test(href);
}

// ---- Code block buttons (rendered by theme/components/CodeButtonGroup, written into the API pages by plugins/rspressCompat/markup.ts) ----

/** The labels of a code block's buttons: the same words on Markdown and API pages. */
export const CODE_BUTTON_LABELS = { wrap: 'Wrap', copy: 'Copy', copied: 'Copied' } as const;

/** Our classes on a code block's buttons and on the status line that announces a copy. */
export const CODE_BUTTON_CLASS = { button: 'gjs-code-button', status: 'gjs-code-button-status' } as const;

/** How long a Copy button says "Copied" (as long as Rspress's own button shows its tick). */
export const CODE_BUTTON_COPIED_MS = 2000;

/**
 * The element the build wraps a page's browser-runnable example in (plugins/runnableExamples), and
 * its attributes, which theme/components/RunnableExample takes as props.
 */
export const RUNNABLE_EXAMPLE_ELEMENT = 'RunnableExample';
export interface RunnableExampleAttributes {
  /** The file the code block holds, as its title names it: `abstract-query.mjs`. */
  file: string;
  /** The graphql majors it runs on, space-separated (`16 17`); left out for a module other examples import. */
  run?: string;
}

/**
 * The subpath modules of graphql (`graphql/language`) an example may import from and still run in
 * the page: each exports a subset of the root's names, so the runner gives it the root module (the
 * build runs only examples whose every imported name the root of their version exports).
 */
export const GRAPHQL_SUBPATHS: readonly string[] = [
  'error',
  'execution',
  'language',
  'subscription',
  'type',
  'utilities',
  'validation',
];

/** The attribute of an API page's Run button (plugins/apiReference): the graphql major its example runs on. */
export const API_EXAMPLE_RUN_ATTRIBUTE = 'data-api-run';

/** The attribute of the element the build wraps a runnable script's Output block in: the script's file name. */
export const EXAMPLE_OUTPUT_ATTRIBUTE = 'data-example-output';

/** The attribute beside it on an Output block that is one major's (`title="Output" graphql="17"`): that major. */
export const EXAMPLE_OUTPUT_MAJOR_ATTRIBUTE = 'data-example-output-major';

/**
 * The example runner's worker script is `/static/js/async/example-runner.<hash>.js`: the one file
 * the site's headers give a policy that lets it import blob: modules (plugins/publishing). The
 * worker is opened under this name in theme/components/RunnableExample/openExampleWorker.ts.
 */
export const EXAMPLE_RUNNER_WORKER_NAME = 'example-runner';
export const EXAMPLE_RUNNER_PATH_PREFIX = `/static/js/async/${EXAMPLE_RUNNER_WORKER_NAME}.`;

// ---- Search shortcut before the app listens (written by plugins/scriptsAfterPaint's inline script, read by theme/components/Search) ----

/**
 * Attribute of `<html>` through which a search shortcut pressed before the app's scripts ran reaches the search
 * button: the page's inline script sets it to `pressed`; the button, once it listens itself, opens the dialog if so
 * and sets it to `listening`, after which the inline script lets every key pass.
 */
export const SEARCH_SHORTCUT_ATTRIBUTE = 'data-search-shortcut';

/** The values of SEARCH_SHORTCUT_ATTRIBUTE. */
export const SEARCH_SHORTCUT_STATE = { pressed: 'pressed', listening: 'listening' } as const;

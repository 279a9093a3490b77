/**
 * The API reference's options and data, shared by its stages (makeReference.ts), its cache
 * (referenceCache.ts), its child process (referenceChild.ts) and documentApi.ts. Types and small
 * helpers only: it imports no stage, so every file imports it and none imports another's caller.
 */
import path from 'node:path';
import type { PackageManifest } from './load';
import type { ApiPage } from './pages';
import type { PageHtml } from './pageHtml';
import type { SidebarsFile } from '../../site/contracts';
import type { ErrorEntryFence } from '../../site/errorEntries';
import type { ApiBehaviourChange, ApiGuidePage, ApiModel } from './types';

/** One documented version of the package. */
export interface ApiVersionInput {
  /** Folder name in node_modules, e.g. `graphql` or `graphql-17` (an npm alias); must be installed. */
  installedAs: string;
  /** The version the reference promises (checked against what is installed), e.g. `17.1.0`. */
  expectedVersion: string;
  /** Short name in routes, storage and badges, e.g. `v17`. */
  key: string;
  /** Overview route; item pages live under it. */
  routeBase: string;
  /** For a newer version: the hand-written guide to upgrading to it, linked from its changes page and every changed item. */
  upgradeGuideUrl?: string | null;
  /**
   * For a newer version: the differences in behaviour its upgrade guide lists, by export
   * (plugins/docsApiLinks `readBehaviourChanges`), marked on each export's pages. @default []
   */
  behaviourChanges?: readonly ApiBehaviourChange[];
}

/** What documentApi documents, and where it keeps its caches. */
export interface DocumentApiOptions {
  /** Route slug: `/api/{slug}/...`. */
  slug: string;
  /** The versions to document, the default first (at the product specification's routes); the next ones are compared with it. */
  versions: readonly ApiVersionInput[];
  /** Repository the "Defined in" links point at, e.g. `https://github.com/graphql/graphql-js`. */
  repositoryUrl: string;
  /**
   * The hand-written pages and the exports each uses (plugins/docsApiLinks `readGuidePages`), for
   * each item page's "In the guides" list. Part of the cache key: a page that starts or stops
   * using an export makes the reference again. @default []
   */
  guides?: readonly ApiGuidePage[];
  /**
   * The error reference's `error-message` fences (errorEntryFiles.ts `readErrorEntryFences`), which
   * each item page's "Messages it can produce" links to. Part of the cache key: a new or moved
   * entry makes the reference again. @default [] (messages listed without links)
   */
  errorEntries?: readonly ErrorEntryFence[];
  /** The site's base URL, put before the pages' links to the site. @default '/' */
  base?: string;
  /** Folder to resolve the packages from. @default process.cwd() */
  projectRoot?: string;
  /** Where the TypeDoc JSON cache and the reference's cache file live (generated, never committed). @default '<projectRoot>/node_modules/.cache/api-reference' */
  cacheDir?: string;
  /** Where the doctests write examples and cache outcomes. @default '<projectRoot>/node_modules/.cache/doctests' */
  doctestCacheDir?: string;
  /**
   * Keep the whole reference in one file of the cache folder, keyed by these options, the
   * pipeline's code and the lockfile, so that a warm build or a dev server start skips every stage. @default true
   */
  cacheReference?: boolean;
  /**
   * With the cache: make the reference in a child process, which writes the cache file for this one
   * to read, so that the build's own process never holds TypeDoc's program and the pipeline's
   * garbage while it bundles. @default true
   */
  separateProcess?: boolean;
}

/** Pages of one documented version (the first group also holds `/api` and the changes pages), for llms.txt. */
export interface ApiPageGroup {
  title: string;
  pages: ApiPage[];
}

/** Everything of the API reference but its pages' HTML: what routes, sidebars, links, search and llms.txt need. */
export interface ApiOutline {
  /** One model per version, the default first, annotated with the differences between versions. */
  models: ApiModel[];
  /** The pages, by version. Their bodies as mdast are left out (empty) once the pages are rendered: only the HTML is read. */
  pageGroups: ApiPageGroup[];
  /** Sidebar by route prefix (`/api`, then each newer version's overview). */
  sidebars: SidebarsFile;
  /** The base URL the pages' links were written under. */
  base: string;
}

/** A generated page ready to be written: its route, frontmatter, rendered body, and its Markdown copy (for llms.txt, not in its file). */
export interface RenderedPage extends PageHtml {
  routePath: string;
  frontmatter: object;
  markdown: string;
}

/** The pages rendered by the last stage, and the folder their files go to (named by a hash of them all). */
export interface RenderedPages {
  /** Under the site root, e.g. `static/api-pages/0123456789`. */
  folder: string;
  /** Every generated page with its body rendered to HTML, in the order of `pageGroups`. */
  pages: RenderedPage[];
}

/**
 * Everything the API reference gives the site, made once by documentApi and handed to each plugin
 * that needs it: plain data, but for the rendered pages, which a cold dev server does not wait for
 * (a build does, before it writes their files).
 */
export interface ApiReference extends ApiOutline {
  /** The rendered pages: already there on a cache hit; on a miss, once the last stage is done. */
  pages: Promise<RenderedPages>;
}

/** A documented version's installed package: its folder and its package.json. */
export interface InstalledPackage {
  packageDir: string;
  manifest: PackageManifest;
}

/** Where the API reference keeps its caches: `options.cacheDir`, or node_modules/.cache/api-reference. */
export const apiCacheDirOf = (options: DocumentApiOptions): string =>
  options.cacheDir ?? path.join(options.projectRoot ?? process.cwd(), 'node_modules/.cache/api-reference');

/** A promise whose failure is thrown where it is awaited, later: until then marked as handled, not left to end the process unhandled. */
export function awaitedLater<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => {});
  return promise;
}

import { existsSync } from 'node:fs';
import path from 'node:path';
import { runInChildProcess } from './childProcess';
import { type PackageManifest, readManifest } from './load';
import {
  readCachedOutline,
  readCachedPages,
  readCachedReference,
  type ReferenceCache,
  referenceCache,
  writeCachedOutline,
  writeCachedPages,
} from './referenceCache';
import type { RenderedPage } from './pageFiles';
import type { ApiPage } from './pages';
import type { SidebarGroup, SidebarLink } from './sidebar';
import type { ApiModel } from './types';

/** The stages themselves (makeReference.ts), loaded only when the cache misses: TypeDoc, Prettier, Shiki and the example runner take seconds to import. */
const stages = () => import('./makeReference');

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
}

export interface DocumentApiOptions {
  /** Route slug: `/api/{slug}/...`. */
  slug: string;
  /** The versions to document, the default first (at the spec's routes); the next ones are compared with it. */
  versions: readonly ApiVersionInput[];
  /** Repository the "Defined in" links point at, e.g. `https://github.com/graphql/graphql-js`. */
  repositoryUrl: string;
  /** The site's base URL, put before the pages' links to the site. @default '/' */
  base?: string;
  /** Folder to resolve the packages from. @default process.cwd() */
  projectRoot?: string;
  /** Where the TypeDoc JSON cache lives (generated, never committed). @default '<projectRoot>/node_modules/.cache/api-reference' */
  cacheDir?: string;
  /** Where the doctests write examples and cache outcomes. @default '<projectRoot>/node_modules/.cache/doctests' */
  doctestCacheDir?: string;
  /**
   * Keep the whole reference in the cache folder, keyed by these options, the pipeline's code and
   * the lockfile, so that a warm build or a dev server start skips every stage. @default true
   */
  cacheReference?: boolean;
  /**
   * With the cache: make the reference in a child process, which writes it to the cache for this
   * one to read, so that the build's own process never holds TypeDoc's program and the pipeline's
   * garbage (about 500 MB) while it bundles. @default true
   */
  separateProcess?: boolean;
}

/** Pages of one documented version (the first group also holds `/api` and the changes pages), for llms.txt. */
export interface ApiPageGroup {
  title: string;
  pages: ApiPage[];
}

export type ApiSidebarItem = SidebarLink | SidebarGroup;

/** Everything of the API reference but its pages' HTML: what routes, sidebars, links, search and llms.txt need. */
export interface ApiOutline {
  /** One model per version, the default first, annotated with the differences between versions. */
  models: ApiModel[];
  pageGroups: ApiPageGroup[];
  /** Sidebar by route prefix (`/api`, then each newer version's overview). */
  sidebars: Record<string, ApiSidebarItem[]>;
  /** The base URL the pages' links were written under. */
  base: string;
}

/**
 * Everything the API reference gives the site, made once and handed to each plugin that needs it:
 * plain data, but for the pages' HTML, the last stage, which may still be running when the rest is
 * handed over (a cold dev server starts while it runs; a build waits for it before writing pages).
 */
export interface ApiReference extends ApiOutline {
  /** Every generated page with its body rendered to HTML, in the order of `pageGroups`. */
  pages: Promise<RenderedPage[]>;
  /** What made it: the cache key of its inputs, code and lockfile (`uncached` without the cache). Pages of one key are the same. */
  key: string;
}

/** A documented version's installed package: its folder and its package.json. */
export interface InstalledPackage {
  packageDir: string;
  manifest: PackageManifest;
}

/** Where the API reference keeps its caches: `options.cacheDir`, or node_modules/.cache/api-reference. */
export const apiCacheDirOf = (options: DocumentApiOptions): string =>
  options.cacheDir ?? path.join(options.projectRoot ?? process.cwd(), 'node_modules/.cache/api-reference');

/** The installed package of each version, checked against the version the reference promises; each package.json is read here, once. */
export function installedPackages(options: DocumentApiOptions): InstalledPackage[] {
  return options.versions.map((version) => {
    const packageDir = path.join(options.projectRoot ?? process.cwd(), 'node_modules', version.installedAs);
    if (!existsSync(path.join(packageDir, 'package.json'))) {
      throw new Error(
        `[api-reference] node_modules/${version.installedAs} is missing: the reference documents it (API_VERSIONS in site/constants.ts). Run npm ci.`,
      );
    }
    const manifest = readManifest(packageDir);
    if (manifest.version !== version.expectedVersion) {
      throw new Error(
        `[api-reference] node_modules/${version.installedAs} is ${manifest.name}@${manifest.version}, but the reference documents ${version.expectedVersion}. ` +
          'Install the version package.json pins (npm ci), or update API_VERSIONS in site/constants.ts.',
      );
    }
    return { packageDir, manifest };
  });
}

/** Where and under which key the reference of these options is cached (the same in every process that makes or reads it). */
function referenceCacheOf(options: DocumentApiOptions): ReferenceCache {
  const projectRoot = options.projectRoot ?? process.cwd();
  const { cacheReference: _cacheReference, separateProcess: _separateProcess, ...inputs } = options;
  return referenceCache({
    cacheDir: apiCacheDirOf(options),
    inputs: { ...inputs, projectRoot: undefined, node: process.version },
    projectRoot,
  });
}

/** A promise whose failure is thrown where it is awaited, later: until then marked as handled, not left to end the process unhandled. */
export function awaitedLater<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => {});
  return promise;
}

/**
 * The API reference: for each version, TypeDoc JSON of the package → API model (examples run, see
 * plugins/doctests) → the diff of each newer version against the default (badges, the changes
 * page, where each item is in the other version) → pages and sidebars → each page's body as HTML.
 * Each stage takes the previous one's output. Resolves once everything but the HTML is made (the
 * outline): the pages follow as a promise.
 */
export async function documentApi(options: DocumentApiOptions): Promise<ApiReference> {
  // Checked before the cache: a hit must not hide a node_modules out of step with the lockfile.
  const installed = installedPackages(options);
  if (options.cacheReference === false) {
    const outline = await (await stages()).makeOutline(options, installed);
    return {
      ...outline,
      pages: awaitedLater(stages().then(({ renderPages }) => renderPages(outline))),
      key: 'uncached',
    };
  }
  const started = performance.now();
  const cache = referenceCacheOf(options);
  const { key } = cache;
  const cached = readCachedReference(cache);
  if (cached) {
    console.log(
      `[api-reference] ${cached.pages.length} pages of ${cached.outline.models.map((model) => `${model.package.name}@${model.package.version}`).join(' and ')} from the cache in ${Math.round(performance.now() - started)} ms`,
    );
    return { ...cached.outline, pages: Promise.resolve(cached.pages), key };
  }
  if (options.separateProcess === false) {
    const outline = await (await stages()).makeOutline(options, installed);
    writeCachedOutline(cache, outline);
    const pages = stages().then(async ({ renderPages }) => {
      const rendered = await renderPages(outline);
      writeCachedPages(cache, rendered);
      return rendered;
    });
    return { ...outline, pages: awaitedLater(pages), key };
  }
  return { ...(await makeInChildProcess(options, cache)), key };
}

/**
 * Runs referenceChild.ts: the stages in a process of their own, which writes the outline to the
 * cache, says so, then renders the pages and writes them too. Resolves as soon as the outline is
 * there; the pages once the process has exited.
 */
async function makeInChildProcess(
  options: DocumentApiOptions,
  cache: ReferenceCache,
): Promise<Omit<ApiReference, 'key'>> {
  let outlineWritten!: () => void;
  const outlineSaid = new Promise<void>((resolve) => (outlineWritten = resolve));
  const exited = runInChildProcess('referenceChild.ts', {
    cwd: options.projectRoot ?? process.cwd(),
    variable: REFERENCE_CHILD_OPTIONS,
    task: { ...options, separateProcess: false },
    failure: 'Documenting the API',
    onMessage: (message) => message === OUTLINE_WRITTEN && outlineWritten(),
  });
  // Exiting first (resolved or not) settles this too: a failure before the outline throws here.
  await Promise.race([outlineSaid, exited]);
  const outline = readCachedOutline(cache);
  if (!outline)
    throw new Error(
      `[api-reference] The child process that documents the API went on without writing the reference's outline to ${cache.cacheDir}.`,
    );
  const pages = exited.then(() => {
    const rendered = readCachedPages(cache);
    if (!rendered)
      throw new Error(
        `[api-reference] The child process that documents the API finished without writing the pages to ${cache.cacheDir}.`,
      );
    return rendered;
  });
  return { ...outline, pages: awaitedLater(pages) };
}

/** The environment variable that hands referenceChild.ts its options. */
export const REFERENCE_CHILD_OPTIONS = 'GJS_DOCUMENT_API_OPTIONS';

/** The message referenceChild.ts sends once the outline is in the cache. */
export const OUTLINE_WRITTEN = 'api-reference:outline-written';

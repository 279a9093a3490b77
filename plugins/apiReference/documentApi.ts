import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { verifyExamples } from './examples';
import { changesPage } from './changesPage';
import { withFormattedCode } from './formatCode';
import { createCodeHighlighter } from './highlight';
import { majorOf } from './kindTitles';
import { loadTypeDoc, type PackageManifest, readManifest } from './load';
import { readCachedReference, writeCachedReference } from './referenceCache';
import type { FlowNode } from './markdown';
import { toApiModel } from './model';
import { toPageHtml } from './pageHtml';
import type { RenderedPage } from './pageFiles';
import { apiIndexPage, type ApiPage, type ApiVersionLink, linkTargetsFromModel, toApiPages } from './pages';
import { type SidebarGroup, type SidebarLink, toApiSidebar } from './sidebar';
import type { ApiModel } from './types';
import { diffModels, withVersionNotes } from './versionDiff';
import { visit } from 'unist-util-visit';

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

/** Everything the API reference gives the site, as plain data: made once, handed to each plugin that needs it. */
export interface ApiReference {
  /** One model per version, the default first, annotated with the differences between versions. */
  models: ApiModel[];
  pageGroups: ApiPageGroup[];
  /** Sidebar by route prefix (`/api`, then each newer version's overview). */
  sidebars: Record<string, ApiSidebarItem[]>;
  /** Every generated page with its body rendered to HTML. */
  pages: RenderedPage[];
  /** The base URL the pages' links were written under. */
  base: string;
}

/** One version: load, model, run its examples, format its code. The same pure pipeline for every version. */
/** The installed package of a version, checked against the version the reference promises; its package.json is read here, once. */
function installedPackage(options: DocumentApiOptions, version: ApiVersionInput): { packageDir: string; manifest: PackageManifest } {
  const packageDir = path.join(options.projectRoot ?? process.cwd(), 'node_modules', version.installedAs);
  if (!existsSync(path.join(packageDir, 'package.json'))) {
    throw new Error(`[api-reference] node_modules/${version.installedAs} is missing: the reference documents it (API_VERSIONS in site/constants.ts). Run npm ci.`);
  }
  const manifest = readManifest(packageDir);
  if (manifest.version !== version.expectedVersion) {
    throw new Error(
      `[api-reference] node_modules/${version.installedAs} is ${manifest.name}@${manifest.version}, but the reference documents ${version.expectedVersion}. ` +
        'Install the version package.json pins (npm ci), or update API_VERSIONS in site/constants.ts.',
    );
  }
  return { packageDir, manifest };
}

async function documentVersion(options: DocumentApiOptions, version: ApiVersionInput, installed: { packageDir: string; manifest: PackageManifest }, isDefault: boolean): Promise<ApiModel> {
  const started = performance.now();
  const projectRoot = options.projectRoot ?? process.cwd();
  const { packageDir, manifest } = installed;
  const loaded = await loadTypeDoc({ packageDir, manifest, cacheDir: options.cacheDir ?? path.join(projectRoot, 'node_modules/.cache/api-reference') });
  const model = toApiModel({
    json: loaded.json,
    package: { name: loaded.packageName, slug: options.slug, version: loaded.packageVersion, repositoryUrl: options.repositoryUrl, sourceTag: `v${loaded.packageVersion}`, versionKey: version.key, routeBase: version.routeBase, isDefault },
  });
  const verified = await verifyExamples(model, { packageDir, projectRoot, cacheDir: options.doctestCacheDir ?? path.join(projectRoot, 'node_modules/.cache/doctests') });
  const formatStarted = performance.now();
  const formatted = await withFormattedCode(verified.model);
  const formatMs = Math.round(performance.now() - formatStarted);
  const counts = verified.report.total;
  const typedoc = loaded.converted ? `TypeDoc ${Math.round(loaded.milliseconds)} ms` : 'TypeDoc cached';
  console.log(
    `[api-reference] ${loaded.packageName}@${loaded.packageVersion} at ${version.routeBase} in ${Math.round(performance.now() - started)} ms (${typedoc}); ` +
      `examples: ${counts.verified} verified, ${counts.failing} failing, ${counts.fragments} fragments (${verified.ran} run now); code formatted in ${formatMs} ms`,
  );
  return formatted;
}

/** The languages a page's code blocks name, so the highlighter loads each grammar once. */
function codeLanguages(page: ApiPage): string[] {
  const langs: string[] = [];
  visit({ type: 'root', children: page.body as FlowNode[] } as never, 'code', (node: { lang?: string | null }) => {
    if (node.lang) langs.push(node.lang);
  });
  return langs;
}

/**
 * The API reference: for each version, TypeDoc JSON of the package → API model (examples run, see
 * plugins/doctests) → the diff of each newer version against the default (badges, the changes
 * page, where each item is in the other version) → pages and sidebars → each page's body as HTML.
 * Each stage takes the previous one's output; nothing is filled in later.
 */
export async function documentApi(options: DocumentApiOptions): Promise<ApiReference> {
  // Checked before the cache: a hit must not hide a node_modules out of step with the lockfile.
  const installed = options.versions.map((version) => installedPackage(options, version));
  if (options.cacheReference === false) return makeReference(options, installed);
  const started = performance.now();
  const projectRoot = options.projectRoot ?? process.cwd();
  const { cacheReference: _cacheReference, separateProcess = true, ...inputs } = options;
  const cache = { cacheDir: options.cacheDir ?? path.join(projectRoot, 'node_modules/.cache/api-reference'), inputs: { ...inputs, projectRoot: undefined, node: process.version }, projectRoot };
  const cached = readCachedReference(cache);
  if (cached) {
    console.log(`[api-reference] ${cached.pages.length} pages of ${cached.models.map((model) => `${model.package.name}@${model.package.version}`).join(' and ')} from the cache in ${Math.round(performance.now() - started)} ms`);
    return cached;
  }
  if (!separateProcess) {
    const reference = await makeReference(options, installed);
    writeCachedReference(cache, reference);
    return reference;
  }
  await makeInChildProcess(options, projectRoot);
  const made = readCachedReference(cache);
  if (!made) throw new Error('[api-reference] The child process that documents the API finished without writing the reference to node_modules/.cache/api-reference.');
  return made;
}

/** Runs referenceChild.ts: the same documentApi, in its own process, which writes the reference to the cache. */
async function makeInChildProcess(options: DocumentApiOptions, projectRoot: string): Promise<void> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'referenceChild.ts')], {
    cwd: projectRoot,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, [REFERENCE_CHILD_OPTIONS]: JSON.stringify({ ...options, separateProcess: false }) },
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', resolve);
  });
  if (code !== 0) throw new Error(`[api-reference] Documenting the API failed (the child process exited with ${code}): its error is printed above.`);
}

/** The environment variable that hands referenceChild.ts its options. */
export const REFERENCE_CHILD_OPTIONS = 'GJS_DOCUMENT_API_OPTIONS';

/** Every stage, in order (documentApi without its cache). */
async function makeReference(options: DocumentApiOptions, installed: { packageDir: string; manifest: PackageManifest }[]): Promise<ApiReference> {
  const [defaultVersion, ...newer] = options.versions;
  if (!defaultVersion) throw new Error('[api-reference] No version to document: give documentApi at least one in `versions`.');
  let annotatedDefault = await documentVersion(options, defaultVersion, installed[0]!, true);
  const newerModels: ApiModel[] = [];
  const changesPages: ApiPage[] = [];
  for (const [index, version] of newer.entries()) {
    const diff = diffModels(annotatedDefault, await documentVersion(options, version, installed[index + 1]!, false));
    const upgradeGuideUrl = version.upgradeGuideUrl ?? null;
    const annotated = withVersionNotes(diff, upgradeGuideUrl);
    annotatedDefault = annotated.before;
    newerModels.push(annotated.after);
    changesPages.push(changesPage(diff, upgradeGuideUrl));
  }
  const models = [annotatedDefault, ...newerModels];

  const versionLinks: ApiVersionLink[] = models.map((model) => ({ key: model.package.versionKey, label: model.package.version, url: model.overviewUrl }));
  const pageGroups = models.map((model, index) => ({
    title: `API reference: ${model.package.name} ${model.package.version}`,
    pages: [...(index === 0 ? [apiIndexPage(models), ...changesPages] : []), ...toApiPages(model, versionLinks)],
  }));

  const changesLinks = changesPages.map((page, index) => ({ text: `Changes in ${majorOf(newerModels[index]!.package.versionKey)}`, link: page.routePath }));
  const sidebarOf = (model: ApiModel) => {
    const [overview, ...groups] = toApiSidebar(model);
    return [overview!, ...changesLinks, ...groups];
  };
  const sidebars = { '/api': sidebarOf(annotatedDefault), ...Object.fromEntries(newerModels.map((model) => [model.overviewUrl, sidebarOf(model)])) };

  const renderStarted = performance.now();
  const highlight = await createCodeHighlighter(pageGroups.flatMap((group) => group.pages.flatMap(codeLanguages)));
  const pages = pageGroups.flatMap((group, index) => {
    const linkTargets = linkTargetsFromModel(models[index]!);
    return group.pages.map(({ routePath, frontmatter, body }) => ({ routePath, frontmatter, ...toPageHtml(body, { highlight, linkTargets, base: options.base ?? '/' }) }));
  });
  console.log(`[api-reference] ${pages.length} pages rendered to HTML in ${Math.round(performance.now() - renderStarted)} ms`);
  return { models, pageGroups, sidebars, pages, base: options.base ?? '/' };
}

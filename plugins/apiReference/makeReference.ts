/**
 * The stages of the API reference, in order (README.md): what documentApi runs when its cache
 * misses. Kept apart from documentApi.ts so that a cache hit never imports them.
 */
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { verifyExamples } from './examples';
import { changesPage } from './changesPage';
import { type ApiReference, type ApiVersionInput, apiCacheDirOf, type DocumentApiOptions, type InstalledPackage } from './documentApi';
import { runInChildProcess } from './childProcess';
import { withFormattedCode } from './formatCode';
import { createCodeHighlighter } from './highlight';
import { majorOf } from './kindTitles';
import { loadTypeDoc } from './load';
import type { FlowNode } from './markdown';
import { toApiModel } from './model';
import { toPageHtml } from './pageHtml';
import { apiIndexPage, type ApiPage, type ApiVersionLink, linkTargetsFromModel, toApiPages } from './pages';
import { toApiSidebar } from './sidebar';
import type { ApiModel } from './types';
import { diffModels, withVersionNotes } from './versionDiff';
import { visit } from 'unist-util-visit';

/** One version: load, model, run its examples, format its code. The same pure pipeline for every version. */
export async function documentVersion(options: DocumentApiOptions, version: ApiVersionInput, installed: InstalledPackage, isDefault: boolean): Promise<ApiModel> {
  const started = performance.now();
  const projectRoot = options.projectRoot ?? process.cwd();
  const { packageDir, manifest } = installed;
  const loaded = await loadTypeDoc({ packageDir, manifest, cacheDir: apiCacheDirOf(options) });
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

/** What versionChild.ts is handed: the options, which version to document, and where to write its model. */
export interface VersionChildTask {
  options: DocumentApiOptions;
  versionIndex: number;
  installed: InstalledPackage;
  outFile: string;
}

/** The environment variable that hands versionChild.ts its task. */
export const VERSION_CHILD_TASK = 'GJS_DOCUMENT_API_VERSION';

/** Documents a newer version in a child process (versionChild.ts), so that it runs beside the default version. */
export async function documentVersionInChild(options: DocumentApiOptions, versionIndex: number, installed: InstalledPackage): Promise<ApiModel> {
  const outFile = path.join(apiCacheDirOf(options), `version-${process.pid}-${versionIndex}.json`);
  const task: VersionChildTask = { options, versionIndex, installed, outFile };
  await runInChildProcess('versionChild.ts', { cwd: options.projectRoot ?? process.cwd(), variable: VERSION_CHILD_TASK, task, failure: `Documenting ${options.versions[versionIndex]?.installedAs}` });
  try {
    return JSON.parse(readFileSync(outFile, 'utf8')) as ApiModel;
  } finally {
    rmSync(outFile, { force: true });
  }
}

/**
 * Every stage, in order (documentApi without its cache). With `versionProcesses`, each newer
 * version is documented in its own process while this one documents the default version: the
 * slowest stages (TypeDoc, the examples, Prettier) then use two cores.
 */
export async function makeReference(options: DocumentApiOptions, installed: InstalledPackage[]): Promise<ApiReference> {
  const [defaultVersion, ...newer] = options.versions;
  if (!defaultVersion) throw new Error('[api-reference] No version to document: give documentApi at least one in `versions`.');
  let newerDocumented: ApiModel[];
  let annotatedDefault: ApiModel;
  if (options.versionProcesses) {
    [annotatedDefault, ...newerDocumented] = await Promise.all([documentVersion(options, defaultVersion, installed[0]!, true), ...newer.map((_, index) => documentVersionInChild(options, index + 1, installed[index + 1]!))]);
  } else {
    annotatedDefault = await documentVersion(options, defaultVersion, installed[0]!, true);
    newerDocumented = [];
    for (const [index, version] of newer.entries()) newerDocumented.push(await documentVersion(options, version, installed[index + 1]!, false));
  }
  const newerModels: ApiModel[] = [];
  const changesPages: ApiPage[] = [];
  for (const [index, version] of newer.entries()) {
    const diff = diffModels(annotatedDefault, newerDocumented[index]!);
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

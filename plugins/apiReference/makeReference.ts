/**
 * The stages of the API reference, in order (README.md): what documentApi runs when its cache
 * misses. Kept apart from documentApi.ts so that a cache hit never imports them.
 */
import path from 'node:path';
import { API_ROOT_ROUTE } from '../../site/siteMap';
import { verifyExamples } from './examples';
import { changesPage } from './changesPage';
import {
  type ApiOutline,
  apiCacheDirOf,
  awaitedLater,
  type DocumentApiOptions,
  type InstalledPackage,
  type RenderedPages,
} from './referenceTypes';
import { withFormattedCode } from './formatCode';
import { createCodeHighlighter } from './highlight';
import { majorOf } from './kindTitles';
import { loadTypeDoc } from './load';
import { type FlowNode, renderPlainMarkdown } from './markdown';
import { toApiModel } from './model';
import { pageFilesFolder } from './pageFiles';
import { toPageHtml } from './pageHtml';
import { apiIndexPage, type ApiPage, type ApiVersionLink, linkTargetsFromModel, toApiPages } from './pages';
import { itemMessagesOf } from './itemMessages';
import { toApiSidebar } from './sidebar';
import { extractMessages } from '../../site/errorExtraction';
import { readPackageSources } from '../../site/packageSources';
import type { ApiModel } from './types';
import { diffModels, withVersionNotes } from './versionDiff';
import { visit } from 'unist-util-visit';

/**
 * Every version, the default first: load, model, run its examples, format its code, the same pure
 * pipeline for each. The versions are loaded one after the other: two TypeDoc conversions at once
 * interleave, each taking about twice as long, in one process or two. What follows loading goes on beside the next version's:
 * while a version's examples run, in a process of their own, the next version is loaded here.
 */
export async function documentVersions(
  options: DocumentApiOptions,
  installed: InstalledPackage[],
): Promise<ApiModel[]> {
  const projectRoot = options.projectRoot ?? process.cwd();
  const documented: Promise<ApiModel>[] = [];
  for (const [index, version] of options.versions.entries()) {
    const started = performance.now();
    const { packageDir, manifest } = installed[index]!;
    const loaded = await loadTypeDoc({ packageDir, manifest, cacheDir: apiCacheDirOf(options) });
    const model = toApiModel({
      json: loaded.json,
      package: {
        name: loaded.packageName,
        slug: options.slug,
        version: loaded.packageVersion,
        repositoryUrl: options.repositoryUrl,
        sourceTag: `v${loaded.packageVersion}`,
        versionKey: version.key,
        routeBase: version.routeBase,
        isDefault: index === 0,
      },
    });
    const checked = async () => {
      const verified = await verifyExamples(model, {
        packageDir,
        projectRoot,
        cacheDir: options.doctestCacheDir ?? path.join(projectRoot, 'node_modules/.cache/doctests'),
      });
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
    };
    documented.push(awaitedLater(checked()));
  }
  return Promise.all(documented);
}

/** The languages a page's code blocks name, so the highlighter loads each grammar once. */
function codeLanguages(page: ApiPage): string[] {
  const langs: string[] = [];
  visit({ type: 'root', children: page.body as FlowNode[] } as never, 'code', (node: { lang?: string | null }) => {
    if (node.lang) langs.push(node.lang);
  });
  return langs;
}

/** Every stage up to the pages, in order: what routes, sidebars, links to the reference, search and llms.txt need. */
export async function makeOutline(options: DocumentApiOptions, installed: InstalledPackage[]): Promise<ApiOutline> {
  const [defaultModel, ...newerDocumented] = await documentVersions(options, installed);
  if (!defaultModel)
    throw new Error('[api-reference] No version to document: give documentApi at least one in `versions`.');
  const newer = options.versions.slice(1);
  let annotatedDefault = defaultModel;
  const newerModels: ApiModel[] = [];
  const changesPages: ApiPage[] = [];
  for (const [index, version] of newer.entries()) {
    const diff = diffModels(annotatedDefault, newerDocumented[index]!, version.behaviourChanges ?? []);
    const upgradeGuideUrl = version.upgradeGuideUrl ?? null;
    const annotated = withVersionNotes(diff, upgradeGuideUrl);
    annotatedDefault = annotated.before;
    newerModels.push(annotated.after);
    changesPages.push(changesPage(diff, upgradeGuideUrl));
  }
  const models = [annotatedDefault, ...newerModels];
  const messagesStarted = performance.now();
  // The messages each export writes in its own code, read from the version's compiled sources.
  const messagesByVersion = installed.map(({ packageDir }, index) =>
    itemMessagesOf(
      extractMessages(readPackageSources(packageDir)).messages,
      options.errorEntries ?? [],
      models[index]!.package.version.split('.')[0]!,
    ),
  );
  console.log(
    `[api-reference] messages tied to exports in ${Math.round(performance.now() - messagesStarted)} ms: ${messagesByVersion
      .map((messages) => [...messages.values()].reduce((sum, list) => sum + list.length, 0))
      .join(' and ')}`,
  );

  const versionLinks: ApiVersionLink[] = models.map((model) => ({
    key: model.package.versionKey,
    label: model.package.version,
    url: model.overviewUrl,
  }));
  const pageGroups = models.map((model, index) => ({
    title: `API reference: ${model.package.name} ${model.package.version}`,
    pages: [
      ...(index === 0 ? [apiIndexPage(models), ...changesPages] : []),
      ...toApiPages(model, versionLinks, options.guides, messagesByVersion[index]),
    ],
  }));

  const changesLinks = changesPages.map((page, index) => ({
    text: `Changes in ${majorOf(newerModels[index]!.package.versionKey)}`,
    link: page.routePath,
  }));
  const sidebarOf = (model: ApiModel) => {
    const [overview, ...groups] = toApiSidebar(model);
    return [overview!, ...changesLinks, ...groups];
  };
  const sidebars = {
    [API_ROOT_ROUTE]: sidebarOf(annotatedDefault),
    ...Object.fromEntries(newerModels.map((model) => [model.overviewUrl, sidebarOf(model)])),
  };
  return { models, pageGroups, sidebars, base: options.base ?? '/' };
}

/**
 * The last stage: each page's body rendered to HTML (a page group's links go to its own version)
 * and to plain Markdown, its Markdown copy for llms.txt, and the folder of their files, named by a
 * hash of them all. Only a build's last step reads the Markdown copies: made here, they stay out of
 * the outline a cold dev server waits for.
 */
export async function renderPages({ models, pageGroups, base }: ApiOutline): Promise<RenderedPages> {
  const renderStarted = performance.now();
  const highlight = await createCodeHighlighter(pageGroups.flatMap((group) => group.pages.flatMap(codeLanguages)));
  const pages = pageGroups.flatMap((group, index) => {
    const linkTargets = linkTargetsFromModel(models[index]!);
    return group.pages.map(({ routePath, frontmatter, body }) => ({
      routePath,
      frontmatter,
      ...toPageHtml(body, { highlight, linkTargets, base }),
      markdown: renderPlainMarkdown(body),
    }));
  });
  console.log(
    `[api-reference] ${pages.length} pages rendered to HTML in ${Math.round(performance.now() - renderStarted)} ms`,
  );
  return { folder: pageFilesFolder(pages), pages };
}

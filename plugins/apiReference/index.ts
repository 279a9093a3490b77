import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { verifyExamples } from '../doctests';
import { loadTypeDoc } from './load';
import { toApiModel } from './model';
import { changesPage } from './changesPage';
import { majorOf } from './kindTitles';
import { apiIndexPage, type ApiVersionLink, linkTargetsFromModel, toApiPages, type ApiPage } from './pages';
import { createCodeHighlighter } from './highlight';
import { toPageHtml } from './pageHtml';
import { type PageModuleFile, writePageModules } from './pageModules';
import { toApiSidebar } from './sidebar';
import { withFormattedCode } from './formatCode';
import type { ApiModel } from './types';
import type { FlowNode } from './markdown';
import { visit } from 'unist-util-visit';
import { diffModels, withVersionNotes } from './versionDiff';

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

export interface ApiReferenceOptions {
  /** Route slug: `/api/{slug}/...`. */
  slug: string;
  /** The versions to document, the default first (at the spec's routes); the next ones are compared with it. */
  versions: readonly ApiVersionInput[];
  /** Repository the "Defined in" links point at, e.g. `https://github.com/graphql/graphql-js`. */
  repositoryUrl: string;
  /** Folder to resolve the packages from. @default process.cwd() */
  projectRoot?: string;
  /** Where the TypeDoc JSON cache lives (generated, never committed). @default '<projectRoot>/node_modules/.cache/api-reference' */
  cacheDir?: string;
  /** Where the doctests write examples and cache outcomes. @default '<projectRoot>/node_modules/.cache/doctests' */
  doctestCacheDir?: string;
  /** Where the pages' modules are written on every build (generated, never committed). @default '<projectRoot>/.generated/api-pages' */
  pagesDir?: string;
}

/** The theme component every generated page module renders its HTML with. */
const STATIC_PAGE_COMPONENT = 'theme/components/StaticHtmlPage/index.tsx';

/**
 * The API reference: for each version, TypeDoc JSON of the package → API model (examples run, see
 * plugins/doctests) → pages at `{routeBase}` and `{routeBase}/{kind}/{Name}` with a sidebar; then
 * `/api`, and the diff of each newer version against the default: badges on the item pages, the
 * upgrade page, and where each item is in the other version (for the version switcher).
 */
/** Pages of one documented version (the first group also holds `/api` and the changes pages). */
export interface ApiPageGroup {
  title: string;
  pages: ApiPage[];
}

export function pluginApiReference(options: ApiReferenceOptions): RspressPlugin & { getModels: () => ApiModel[]; getPageGroups: () => ApiPageGroup[] } {
  const projectRoot = options.projectRoot ?? process.cwd();
  let pageFiles: PageModuleFile[] = [];
  let pageGroups: ApiPageGroup[] = [];
  let models: ApiModel[] = [];

  /** One version: load, model, run its examples. The same pure pipeline for every version. */
  const documentVersion = async (version: ApiVersionInput, isDefault: boolean): Promise<ApiModel> => {
    const started = performance.now();
    // The folder itself: graphql 17's `exports` map does not expose package.json to resolve().
    const packageDir = path.join(projectRoot, 'node_modules', version.installedAs);
    if (!existsSync(path.join(packageDir, 'package.json'))) {
      throw new Error(`[api-reference] node_modules/${version.installedAs} is missing: the reference documents it (API_VERSIONS in theme/constants.ts). Run npm ci.`);
    }
    const { name } = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as { name: string };
    const loaded = await loadTypeDoc({ packageDir, cacheDir: options.cacheDir ?? path.join(projectRoot, 'node_modules/.cache/api-reference') });
    if (loaded.packageVersion !== version.expectedVersion) {
      throw new Error(
        `[api-reference] node_modules/${version.installedAs} is ${name}@${loaded.packageVersion}, but the reference documents ${version.expectedVersion}. ` +
          'Install the version package.json pins (npm ci), or update API_VERSIONS in theme/constants.ts.',
      );
    }
    const typedocModel = toApiModel({
      json: loaded.json,
      package: { name, slug: options.slug, version: loaded.packageVersion, repositoryUrl: options.repositoryUrl, sourceTag: `v${loaded.packageVersion}`, versionKey: version.key, routeBase: version.routeBase, isDefault },
    });
    const verified = await verifyExamples(typedocModel, {
      packageDir,
      projectRoot,
      cacheDir: options.doctestCacheDir ?? path.join(projectRoot, 'node_modules/.cache/doctests'),
    });
    const formatStarted = performance.now();
    const model = await withFormattedCode(verified.model);
    const formatMs = Math.round(performance.now() - formatStarted);
    const counts = verified.report.total;
    const typedoc = loaded.converted ? `TypeDoc ${Math.round(loaded.milliseconds)} ms` : 'TypeDoc cached';
    console.log(
      `[api-reference] ${name}@${loaded.packageVersion} at ${version.routeBase} in ${Math.round(performance.now() - started)} ms (${typedoc}); ` +
        `examples: ${counts.verified} verified, ${counts.failing} failing, ${counts.fragments} fragments (${verified.ran} run now); code formatted in ${formatMs} ms`,
    );
    return model;
  };

  return {
    /** The models built by the `config` hook, default version first, for other plugins (search). */
    getModels: () => models,
    /** The generated pages by version, for other plugins (llms.txt). */
    getPageGroups: () => pageGroups,
    name: 'graphql-js-docs:api-reference',
    async config(config) {
      const [defaultVersion, ...newer] = options.versions;
      if (!defaultVersion) throw new Error('[api-reference] No version to document: give pluginApiReference at least one in `versions`.');
      const defaultModel = await documentVersion(defaultVersion, true);
      let annotatedDefault = defaultModel;
      const newerModels: ApiModel[] = [];
      const extraPages: ApiPage[] = [];
      for (const version of newer) {
        const diff = diffModels(annotatedDefault, await documentVersion(version, false));
        const upgradeGuideUrl = version.upgradeGuideUrl ?? null;
        const annotated = withVersionNotes(diff, upgradeGuideUrl);
        annotatedDefault = annotated.before;
        newerModels.push(annotated.after);
        extraPages.push(changesPage(diff, upgradeGuideUrl));
      }
      models = [annotatedDefault, ...newerModels];
      const versionLinks: ApiVersionLink[] = models.map((model) => ({ key: model.package.versionKey, label: model.package.version, url: model.overviewUrl }));
      pageGroups = models.map((model, index) => ({
        title: `API reference: ${model.package.name} ${model.package.version}`,
        pages: [...(index === 0 ? [apiIndexPage(models), ...extraPages] : []), ...toApiPages(model, versionLinks)],
      }));
      const renderStarted = performance.now();
      const highlight = await createCodeHighlighter(pageGroups.flatMap((group) => group.pages.flatMap(codeLanguages)));
      const rendered = pageGroups.flatMap((group, index) => {
        const linkTargets = linkTargetsFromModel(models[index]!);
        return group.pages.map(({ routePath, frontmatter, body }) => ({ routePath, frontmatter, ...toPageHtml(body, { highlight, linkTargets, base: config.base ?? '/' }) }));
      });
      pageFiles = await writePageModules(rendered, { dir: options.pagesDir ?? path.join(projectRoot, '.generated/api-pages'), componentFile: path.join(projectRoot, STATIC_PAGE_COMPONENT) });
      console.log(`[api-reference] ${rendered.length} pages rendered to HTML in ${Math.round(performance.now() - renderStarted)} ms`);

      const changesLinks = extraPages.map((page, index) => ({ text: `Changes in ${majorOf(newerModels[index]!.package.versionKey)}`, link: page.routePath }));
      const withChanges = (model: ApiModel) => {
        const [overview, ...groups] = toApiSidebar(model);
        return [overview!, ...changesLinks, ...groups];
      };
      const themeConfig = config.themeConfig ?? {};
      const sidebar = {
        ...(themeConfig.sidebar ?? {}),
        '/api': withChanges(annotatedDefault),
        ...Object.fromEntries(newerModels.map((model) => [model.overviewUrl, withChanges(model)])),
      };
      return { ...config, themeConfig: { ...themeConfig, sidebar } };
    },
    addPages() {
      return pageFiles;
    },
  };
}

/** The languages a page's code blocks name, so the highlighter loads each grammar once. */
function codeLanguages(page: ApiPage): string[] {
  const langs: string[] = [];
  visit({ type: 'root', children: page.body as FlowNode[] } as never, 'code', (node: { lang?: string | null }) => {
    if (node.lang) langs.push(node.lang);
  });
  return langs;
}

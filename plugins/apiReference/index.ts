import { createRequire } from 'node:module';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { verifyExamples } from '../doctests';
import { loadTypeDoc } from './load';
import { toApiModel } from './model';
import { apiIndexPage, linkTargetsFromModel, toApiPages, type ApiPage } from './pages';
import { rehypeLinkApiCode } from './rehypeLinkApiCode';
import { toApiSidebar } from './sidebar';
import type { ApiModel } from './types';

export interface ApiReferenceOptions {
  /** npm package to document; must be installed. */
  packageName: string;
  /** Slug in routes: `/api/{slug}/...`. */
  slug: string;
  /** Repository the "Defined in" links point at, e.g. `https://github.com/graphql/graphql-js`. */
  repositoryUrl: string;
  /** Folder to resolve the package from. @default process.cwd() */
  projectRoot?: string;
  /** Where the TypeDoc JSON cache lives (generated, never committed). @default '<projectRoot>/node_modules/.cache/api-reference' */
  cacheDir?: string;
  /** Where the doctests write examples and cache outcomes. @default '<projectRoot>/node_modules/.cache/doctests' */
  doctestCacheDir?: string;
}

/**
 * The API reference: TypeDoc JSON of the package → API model → pages at `/api`, `/api/{slug}` and
 * `/api/{slug}/{kind}/{Name}`, plus the `api` sidebar and links inside generated signatures.
 */
export function pluginApiReference(options: ApiReferenceOptions): RspressPlugin & { getModels: () => ApiModel[] } {
  const projectRoot = options.projectRoot ?? process.cwd();
  let pages: ApiPage[] = [];
  let linkTargets: Record<string, string> = {};
  let models: ApiModel[] = [];

  return {
    /** The models built by the `config` hook, for other plugins (search). */
    getModels: () => models,
    name: 'graphql-js-docs:api-reference',
    async config(config) {
      const started = performance.now();
      const resolveFromProject = createRequire(path.join(projectRoot, 'package.json'));
      const packageDir = path.dirname(resolveFromProject.resolve(`${options.packageName}/package.json`));
      const loaded = await loadTypeDoc({ packageDir, cacheDir: options.cacheDir ?? path.join(projectRoot, 'node_modules/.cache/api-reference') });
      const typedocModel = toApiModel({
        json: loaded.json,
        package: { name: options.packageName, slug: options.slug, version: loaded.packageVersion, repositoryUrl: options.repositoryUrl, sourceTag: `v${loaded.packageVersion}` },
      });
      const verified = await verifyExamples(typedocModel, {
        packageDir,
        projectRoot,
        cacheDir: options.doctestCacheDir ?? path.join(projectRoot, 'node_modules/.cache/doctests'),
      });
      const model = verified.model;
      const counts = verified.report.total;
      console.log(
        `[doctests] ${counts.found} examples of ${options.packageName}@${loaded.packageVersion}: ${counts.verified} verified, ${counts.failing} failing, ` +
          `${counts.fragments} fragments (${verified.ran} run now, ${Math.round(verified.milliseconds)} ms)`,
      );
      models = [model];
      pages = [apiIndexPage([model]), ...toApiPages(model)];
      linkTargets = linkTargetsFromModel(model);
      const typedoc = loaded.converted ? `TypeDoc ${Math.round(loaded.milliseconds)} ms` : 'TypeDoc cached';
      console.log(`[api-reference] ${pages.length} pages for ${options.packageName}@${loaded.packageVersion} in ${Math.round(performance.now() - started)} ms (${typedoc})`);
      const themeConfig = config.themeConfig ?? {};
      const sidebar = { ...(themeConfig.sidebar ?? {}), '/api': toApiSidebar(model) };
      return { ...config, themeConfig: { ...themeConfig, sidebar } };
    },
    addPages() {
      return pages;
    },
    markdown: {
      rehypePlugins: [[rehypeLinkApiCode, { getLinkTargets: () => linkTargets }]],
    },
  };
}

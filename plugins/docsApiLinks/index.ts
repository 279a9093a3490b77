import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import type { ApiModel } from '../apiReference/types';
import { isDocsRoute, routeFromDocsFile } from '../../site/siteMap';
import type { ApiBehaviourChange } from '../apiReference/types';
import { behaviourChangesOf } from './behaviourChanges';
import { type DocsPage, findUnlinkedExports, unlinkedExportsMessage } from './findUnlinkedExports';
import { type ApiGuidePage, type GuideApiVersion, guidePageOf, type RoutedDocsPage } from './guidePages';

export interface DocsApiLinksOptions {
  /** The docs root (hand-written pages). */
  docsRoot: string;
  /** The API models (plugins/apiReference documentApi), the default version first. */
  apiModels: ApiModel[];
}

/** Each documented name and its URLs, the default version's first. */
function apiUrlsOf(models: ApiModel[]): Map<string, string[]> {
  const urls = new Map<string, string[]>();
  for (const model of models)
    for (const item of model.items) urls.set(item.name, [...(urls.get(item.name) ?? []), item.url]);
  return urls;
}

function readDocsPages(docsRoot: string): (DocsPage & RoutedDocsPage)[] {
  return (readdirSync(docsRoot, { recursive: true, encoding: 'utf8' }) as string[])
    .filter((file) => file.endsWith('.mdx') || file.endsWith('.md'))
    .sort()
    .map((file) => ({
      file: path.join('docs', file),
      route: routeFromDocsFile(file),
      source: readFileSync(path.join(docsRoot, file), 'utf8'),
    }));
}

/**
 * The tutorials and guides (pages under `/docs/`) and the graphql exports each uses in each
 * documented version (site/constants.ts API_VERSIONS), for the API reference's "In the guides" lists.
 */
export function readGuidePages(docsRoot: string, versions: readonly GuideApiVersion[]): ApiGuidePage[] {
  return readDocsPages(docsRoot)
    .filter((page) => isDocsRoute(page.route))
    .flatMap((page) => guidePageOf(page, versions) ?? []);
}

/**
 * The differences in behaviour an upgrade guide's table of probes lists, by export
 * (behaviourChanges.ts), for the API reference to mark on each export's pages.
 */
export function readBehaviourChanges(
  docsRoot: string,
  guideRoute: string,
  versions: readonly GuideApiVersion[],
): ApiBehaviourChange[] {
  const page = readDocsPages(docsRoot).find((candidate) => candidate.route === guideRoute);
  if (!page) throw new Error(`[docs-api-links] No page under docs/ has the upgrade guide's route ${guideRoute}`);
  return behaviourChangesOf(
    page,
    versions.map((version) => version.routeBase),
  );
}

/**
 * Fails the production build when a hand-written page's code uses a graphql export the page does
 * not link to its API page, naming the file and the link to add.
 */
export function pluginDocsApiLinks({ docsRoot, apiModels }: DocsApiLinksOptions): RspressPlugin {
  return {
    name: 'graphql-js-docs:docs-api-links',
    beforeBuild(_config, isProd) {
      if (!isProd) return;
      const problems = findUnlinkedExports(readDocsPages(docsRoot), apiUrlsOf(apiModels));
      if (problems.length) throw new Error(unlinkedExportsMessage(problems));
    },
  };
}

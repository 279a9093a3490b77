/**
 * Which graphql exports each hand-written page uses, in each documented version: the names it
 * imports from `graphql` and the API pages (or overview anchors) it links to, the links the build
 * checks (findUnlinkedExports.ts). The API reference lists these pages under "In the guides" on
 * each export's page. Pure.
 */
import type { ApiGuidePage } from '../apiReference/types';
import { apiRouteParts } from '../../site/siteMap';
import { codeFencesFromMarkdown } from '../../site/docExamples';
import { splitPageSource } from '../shared/pageSource';
import { graphqlImportsOf, linkTargetsOf } from './findUnlinkedExports';

export type { ApiGuidePage };

/** A hand-written page: its route and its source. */
export interface RoutedDocsPage {
  route: string;
  source: string;
}

/** A documented version of graphql (site/constants.ts API_VERSIONS): its reference's overview route and its version. */
export interface GuideApiVersion {
  routeBase: string;
  /** `17.1.0`: its major is what a code fence's `graphql="17"` names. */
  version: string;
}

const EXPORT_NAME = /^[A-Za-z_$][\w$]*$/;

/**
 * The export a link leads to in the reference (`/api/graphql-js/class/GraphQLError`,
 * `/api/graphql-js/v17#GraphQLString`) and the overview route of the version it is in, if any.
 */
export function exportOfLink(
  target: string,
  overviewRoutes: readonly string[],
): { name: string; overviewRoute: string } | null {
  const [route = '', anchor] = target.split('#');
  const parts = apiRouteParts(route);
  if (!parts || !overviewRoutes.includes(parts.packageRoute)) return null;
  const name =
    parts.item?.name ?? (!parts.isChanges && anchor !== undefined && EXPORT_NAME.test(anchor) ? anchor : null);
  return name ? { name, overviewRoute: parts.packageRoute } : null;
}

/**
 * The names a page's code imports from `graphql` when it runs on one major version: the docs'
 * runner runs a fence marked `graphql="17"` on 17 only, and every other fence on each version
 * (site/docExamples.ts). So the imports of the fences marked for this major count, and those of
 * the rest of the page; a fence marked for another major does not.
 */
export function graphqlImportsOn(source: string, major: string): string[] {
  let unmarked = source;
  const markedForMajor: string[] = [];
  for (const fence of codeFencesFromMarkdown(source)) {
    if (!fence.onlyOnMajor) continue;
    unmarked = unmarked.replace(fence.code, '');
    if (fence.onlyOnMajor === major) markedForMajor.push(fence.code);
  }
  return [...new Set([unmarked, ...markedForMajor].flatMap(graphqlImportsOf))].sort();
}

/** A page's title: its front matter's `title`, else its first `#` heading. */
export function titleOf(source: string): string | null {
  return splitPageSource(source).field('title') || (/^#\s+(.+)$/m.exec(source)?.[1]?.trim() ?? null);
}

/**
 * The page and the exports it uses in each version, or null when it uses none. A page uses a
 * version's export when its code imports it and runs on that version (graphqlImportsOn), or when
 * it links to the export's page: a link to the default version's page (the first of `versions`)
 * counts for every version, since the pages written for both versions link there; a link to
 * another version's page counts for that version only (a guide to 17's abort signals that links
 * only to 17's ExecutionArgs does not use 16's).
 */
export function guidePageOf(page: RoutedDocsPage, versions: readonly GuideApiVersion[]): ApiGuidePage | null {
  const overviewRoutes = versions.map((version) => version.routeBase);
  const defaultRoute = overviewRoutes[0];
  const links = [...linkTargetsOf(page.source)].flatMap((target) => exportOfLink(target, overviewRoutes) ?? []);
  const namesByOverviewRoute: Record<string, string[]> = {};
  for (const { routeBase, version } of versions) {
    const names = new Set(graphqlImportsOn(page.source, version.split('.')[0]!));
    for (const link of links)
      if (link.overviewRoute === routeBase || link.overviewRoute === defaultRoute) names.add(link.name);
    if (names.size > 0) namesByOverviewRoute[routeBase] = [...names].sort();
  }
  if (Object.keys(namesByOverviewRoute).length === 0) return null;
  return { route: page.route, title: titleOf(page.source) ?? page.route, namesByOverviewRoute };
}

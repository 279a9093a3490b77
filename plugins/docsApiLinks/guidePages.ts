/**
 * Which graphql exports each hand-written page uses: the names it imports from `graphql` and the
 * API pages (or overview anchors) it links to, the links the build checks (findUnlinkedExports.ts).
 * The API reference lists these pages under "In the guides" on each export's page. Pure.
 */
import type { ApiGuidePage } from '../apiReference/types';
import { apiRouteParts } from '../../site/siteMap';
import { splitPageSource } from '../shared/pageSource';
import { graphqlImportsOf, linkTargetsOf } from './findUnlinkedExports';

export type { ApiGuidePage };

/** A hand-written page: its route and its source. */
export interface RoutedDocsPage {
  route: string;
  source: string;
}

const EXPORT_NAME = /^[A-Za-z_$][\w$]*$/;

/** The export a link leads to in the reference (`/api/graphql-js/class/GraphQLError`, `/api/graphql-js#GraphQLString`), if any. */
export function exportOfLink(target: string, packageRoutes: readonly string[]): string | null {
  const [route = '', anchor] = target.split('#');
  const parts = apiRouteParts(route);
  if (!parts || !packageRoutes.includes(parts.packageRoute)) return null;
  if (parts.item) return parts.item.name;
  return !parts.isChanges && anchor !== undefined && EXPORT_NAME.test(anchor) ? anchor : null;
}

/** A page's title: its front matter's `title`, else its first `#` heading. */
export function titleOf(source: string): string | null {
  return splitPageSource(source).field('title') || (/^#\s+(.+)$/m.exec(source)?.[1]?.trim() ?? null);
}

/** The page and the exports it uses, or null when it uses none. */
export function guidePageOf(page: RoutedDocsPage, packageRoutes: readonly string[]): ApiGuidePage | null {
  const names = new Set(graphqlImportsOf(page.source));
  for (const target of linkTargetsOf(page.source)) {
    const name = exportOfLink(target, packageRoutes);
    if (name) names.add(name);
  }
  if (names.size === 0) return null;
  return { route: page.route, title: titleOf(page.source) ?? page.route, names: [...names].sort() };
}

/**
 * Which graphql exports each hand-written page uses: the names it imports from `graphql` and the
 * API pages (or overview anchors) it links to, the links the build checks (findUnlinkedExports.ts).
 * The API reference lists these pages under "In the guides" on each export's page. Pure.
 */
import type { ApiGuidePage } from '../apiReference/types';
import { API_PAGE_KINDS } from '../../site/siteMap';
import { graphqlImportsOf, linkTargetsOf } from './findUnlinkedExports';

export type { ApiGuidePage };

/** A hand-written page: its route and its source. */
export interface RoutedDocsPage {
  route: string;
  source: string;
}

const EXPORT_NAME = /^[A-Za-z_$][\w$]*$/;
const ITEM_PATH = new RegExp(`^(?:${API_PAGE_KINDS.join('|')})/([A-Za-z_$][\\w$]*)(?:#.*)?$`);

/** The export a link leads to in the reference (`/api/graphql-js/class/GraphQLError`, `/api/graphql-js#GraphQLString`), if any. */
export function exportOfLink(target: string, packageRoutes: readonly string[]): string | null {
  // Longest first: `/api/graphql-js/v17/…` is not an item of `/api/graphql-js`.
  for (const base of [...packageRoutes].sort((a, b) => b.length - a.length)) {
    if (target.startsWith(`${base}#`)) {
      const anchor = target.slice(base.length + 1);
      return EXPORT_NAME.test(anchor) ? anchor : null;
    }
    if (target.startsWith(`${base}/`)) return ITEM_PATH.exec(target.slice(base.length + 1))?.[1] ?? null;
  }
  return null;
}

/** A page's title: its front matter's `title`, else its first `#` heading. */
export function titleOf(source: string): string | null {
  const frontMatter = /^---\r?\n([\s\S]*?)\r?\n---/.exec(source)?.[1] ?? '';
  const title = /^title:\s*(.+)$/m
    .exec(frontMatter)?.[1]
    ?.trim()
    .replace(/^(['"])(.*)\1$/, '$2');
  return title || (/^#\s+(.+)$/m.exec(source)?.[1]?.trim() ?? null);
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

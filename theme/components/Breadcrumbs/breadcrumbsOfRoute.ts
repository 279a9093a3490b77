import { API_VERSIONS } from '../../../site/constants';
import { KIND_TITLES, kindAnchor } from '../../../site/contracts';
import { API_ROOT_ROUTE, apiRouteParts, routeKey, routeWithAnchor } from '../../../site/siteMap';
import { apiVersionOfRoute } from '../../apiVersions/versionOfRoute';
import { type DocsSection, guideGroupRoute } from '../../docsSidebar';

/** One step of a breadcrumb trail: an ancestor with its link, or the current page without one. */
export interface Breadcrumb {
  text: string;
  link?: string;
}

/**
 * The trail of a docs page, from its section's sidebar: `Tutorial > page`, `Guides > group > page`.
 * Empty on a section's index (it is the trail's root) and on pages no section lists.
 */
export function docsBreadcrumbs(route: string, sections: readonly DocsSection[]): Breadcrumb[] {
  const key = routeKey(route);
  for (const section of sections) {
    if (routeKey(section.pathPrefix) === key) return [];
    for (const entry of section.sidebar) {
      const group = 'items' in entry ? entry : null;
      const page = ('items' in entry ? entry.items : [entry]).find((item) => routeKey(item.link) === key);
      if (!page) continue;
      return [
        { text: section.text, link: section.pathPrefix },
        ...(group && group.text !== section.text ? [{ text: group.text, link: guideGroupRoute(group) }] : []),
        { text: page.text },
      ];
    }
  }
  return [];
}

/**
 * The trail of an API page, from its route: `API > graphql-js 16.15.0 > Classes > GraphQLSchema`
 * (the kind leads to its section of the version's overview); a page without an item ends with
 * `pageTitle`. Empty on the API index and outside the API reference.
 */
export function apiBreadcrumbs(route: string, pageTitle: string): Breadcrumb[] {
  const parts = apiRouteParts(route);
  if (!parts) return [];
  const version = apiVersionOfRoute(route) ?? API_VERSIONS[0];
  const root = { text: 'API', link: API_ROOT_ROUTE };
  const versionText = `${parts.slug} ${version.version}`;
  if (parts.item) {
    const { kind, name } = parts.item;
    return [
      root,
      { text: versionText, link: parts.packageRoute },
      { text: KIND_TITLES[kind].plural, link: routeWithAnchor(parts.packageRoute, kindAnchor(kind)) },
      { text: name },
    ];
  }
  if (parts.isChanges) return [root, { text: versionText, link: parts.packageRoute }, { text: pageTitle }];
  return [root, { text: versionText }];
}

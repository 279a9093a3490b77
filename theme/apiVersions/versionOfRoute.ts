import { API_VERSIONS } from '../../site/constants';
import { apiRouteParts } from '../../site/siteMap';

/** A documented graphql version (site/constants.ts API_VERSIONS): its key, version and routes. */
export type ApiVersion = (typeof API_VERSIONS)[number];

/**
 * The API version of the page at `route`, if it is a page of the API reference: `v17` under
 * `/api/graphql-js/v17/`, the default version elsewhere in the reference; null outside it. The
 * browser's one source of a page's version: the switcher, its notice, the breadcrumbs and search
 * read it here, from the route, rather than from the page's front matter.
 */
export function apiVersionOfRoute(route: string): ApiVersion | null {
  const parts = apiRouteParts(route);
  if (!parts) return null;
  const key = parts.versionKey ?? API_VERSIONS[0].key;
  return API_VERSIONS.find((version) => version.key === key) ?? null;
}

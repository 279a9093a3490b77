import type { ApiVersionKey } from '../../site/contracts';
import { API_VERSIONS } from '../../site/constants';
import { apiRouteParts } from '../../site/siteMap';

/**
 * The API version of the page at `route`, if it is a page of the API reference: `v17` under
 * `/api/graphql-js/v17/`, the default version elsewhere in the reference; null outside it.
 */
export function apiVersionOfRoute(route: string): ApiVersionKey | null {
  const parts = apiRouteParts(route);
  if (!parts) return null;
  const key = parts.versionKey ?? API_VERSIONS[0].key;
  return API_VERSIONS.find((version) => version.key === key)?.key ?? null;
}

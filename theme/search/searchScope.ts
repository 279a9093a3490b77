import type { SearchDocument } from '../../site/contracts';
import { SEARCH_SCOPES, type SearchRouteFilter, type SearchScope } from '../../site/siteMap';
import { API_VERSIONS } from '../../site/constants';

/** What the search page's address narrows the search to (`?in=api&v=v17`); unknown values are ignored. */
export function searchFilterFromParams(params: URLSearchParams): SearchRouteFilter {
  const scope = SEARCH_SCOPES.find((known) => known === params.get('in'));
  const version = API_VERSIONS.find(({ key }) => key === params.get('v'))?.key;
  if (!scope) return {};
  return scope === 'api' && version ? { scope, version } : { scope };
}

/** Whether a document is in what the filter narrows the search to. */
export function isInFilter(document: SearchDocument, scope: SearchScope | null, filter: SearchRouteFilter): boolean {
  if (filter.scope && scope !== filter.scope) return false;
  return !filter.version || document.version === filter.version;
}

/** What the filter is called in the status line: `in the guides`, `in the API (v17)`, or `` for everything. */
export function filterLabel(filter: SearchRouteFilter): string {
  if (filter.scope === 'tutorial') return ' in the tutorial';
  if (filter.scope === 'guides') return ' in the guides';
  if (filter.scope === 'api') return filter.version ? ` in the API (${filter.version})` : ' in the API';
  return '';
}

import { useLocation, useNavigate } from '@rspress/core/runtime';
import { useApiVersionPreference } from '../apiVersions/preference';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLinkNavigate } from '../navigation/useLinkNavigate';
import { SEARCH_ROUTE, type SearchRouteFilter, searchRoute } from '../../site/siteMap';
import { SEARCH_HINT } from './hint';
import { rankDocuments, type SearchResult } from './rankDocuments';
import { SearchFilters } from './SearchFilters';
import { SearchResultList } from './SearchResultList';
import { filterLabel, searchFilterFromParams } from './searchScope';
import { useSearchIndex } from './useSearchIndex';
import { WhereToLook } from './WhereToLook';
import './search.css';

/** What the status line says about a ranked query: how many results, where, and a corrected typo. */
function resultsStatus(results: readonly SearchResult[], query: string, filter: SearchRouteFilter): string {
  const where = filterLabel(filter);
  if (results.length === 0) return `No results for “${query}”${where}. Try fewer words, or part of an API name.`;
  const count = `${results.length} result${results.length === 1 ? '' : 's'}`;
  // Every result came from the corrected query: say what was searched instead of what was typed.
  const corrected = results.every((result) => result.via === 'typo') ? results[0]!.matchedQuery : null;
  return corrected
    ? `${count} for “${corrected}”${where} (no match for “${query}”)`
    : `${count} for “${query}”${where}`;
}

/**
 * `/search?q=…&in=…&v=…`: every result for the query, with snippets, narrowed to a part of the site
 * (and an API version) by the filters; typing or filtering updates the address, so results can be shared.
 */
export default function SearchPage() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const openPage = useLinkNavigate();
  // The page is rendered at build time without a query: read the address only once in the browser,
  // so that the first render matches the server's HTML.
  const [query, setQuery] = useState('');
  const [input, setInput] = useState('');
  const [filter, setFilter] = useState<SearchRouteFilter>({});
  // The addresses this page wrote as the reader typed, not yet seen back from the router. Under load
  // the router reports `?q=ab` after the reader has typed `abc`: taking the input from that address
  // would drop the `c`, so only an address the page did not write (a link, back, forward) sets it.
  const ownAddresses = useRef(new Set<string>());
  useEffect(() => {
    if (ownAddresses.current.delete(search)) return;
    const params = new URLSearchParams(search);
    const fromAddress = params.get('q') ?? '';
    setQuery(fromAddress);
    setInput(fromAddress);
    setFilter(searchFilterFromParams(params));
  }, [search]);
  const indexState = useSearchIndex();
  const preferredVersion = useApiVersionPreference();
  const results = useMemo(
    () =>
      indexState.status === 'ready' && query.trim()
        ? rankDocuments(indexState.index, query, { limit: 200, preferredVersion, filter })
        : [],
    [indexState, query, preferredVersion, filter],
  );

  const update = (value: string, nextFilter: SearchRouteFilter) => {
    setInput(value);
    setQuery(value);
    setFilter(nextFilter);
    const route = searchRoute(value, nextFilter);
    const address = new URL(route, window.location.origin).search;
    if (address !== search) ownAddresses.current.add(address);
    navigate(route, { replace: true });
  };

  let status: string;
  if (!query.trim()) status = SEARCH_HINT;
  else if (indexState.status === 'loading') status = 'Loading the search index…';
  else if (indexState.status === 'failed') status = indexState.message;
  else status = resultsStatus(results, query.trim(), filter);
  const isEmpty = indexState.status !== 'loading' && Boolean(query.trim()) && results.length === 0;

  return (
    <div className="gjs-search-page">
      {/* biome-ignore lint/a11y/useSemanticElements: a form with the search role is the landmark every browser and screen reader knows; <search> is newer. */}
      <form role="search" action={SEARCH_ROUTE} method="get" onSubmit={(event) => event.preventDefault()}>
        <input
          className="gjs-search-page__input"
          type="search"
          name="q"
          aria-label="Search the documentation"
          value={input}
          onChange={(event) => update(event.target.value, filter)}
        />
      </form>
      <SearchFilters filter={filter} onChange={(nextFilter) => update(input, nextFilter)} />
      <p className="gjs-search-page__status" role="status">
        {status}
      </p>
      {isEmpty && (
        <p className="gjs-search-page__where">
          <WhereToLook onOpen={(url) => void openPage(url)} />
        </p>
      )}
      <SearchResultList results={results} onOpen={(url) => void openPage(url)} />
      <noscript>
        <p>
          Search runs in your browser and needs JavaScript. <WhereToLook />
        </p>
      </noscript>
    </div>
  );
}

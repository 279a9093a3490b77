import { useLocation, useNavigate } from '@rspress/core/runtime';
import { useApiVersionPreference } from '../apiVersions/preference';
import { useEffect, useMemo, useState } from 'react';
import { useLinkNavigate } from '../navigation/useLinkNavigate';
import { API_PACKAGE_SLUG, DOCS_VERSION } from '../constants';
import { apiPackageRoute, docRouteFromId, SEARCH_ROUTE, searchRoute } from '../../site/siteMap';
import { SEARCH_HINT } from './hint';
import { rankDocuments } from './rankDocuments';
import { SearchResultList } from './SearchResultList';
import { useSearchIndex } from './useSearchIndex';
import './search.css';

/** `/search?q=…`: every result for the query, with snippets; typing updates the address so results can be shared. */
export default function SearchPage() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const openPage = useLinkNavigate();
  // The page is rendered at build time without a query: read the address only once in the browser,
  // so that the first render matches the server's HTML.
  const [query, setQuery] = useState('');
  const [input, setInput] = useState('');
  useEffect(() => {
    const fromAddress = new URLSearchParams(search).get('q') ?? '';
    setQuery(fromAddress);
    setInput(fromAddress);
  }, [search]);
  const indexState = useSearchIndex();
  const preferredVersion = useApiVersionPreference();
  const results = useMemo(
    () =>
      indexState.status === 'ready' && query.trim()
        ? rankDocuments(indexState.index.documents, query, 200, preferredVersion)
        : [],
    [indexState, query, preferredVersion],
  );

  const update = (value: string) => {
    setInput(value);
    navigate(value.trim() ? searchRoute(value) : SEARCH_ROUTE, { replace: true });
  };

  let status: string;
  if (!query.trim()) status = SEARCH_HINT;
  else if (indexState.status === 'loading') status = 'Loading the search index…';
  else if (indexState.status === 'failed') status = indexState.message;
  else if (results.length === 0) status = `No results for “${query.trim()}”. Try fewer words, or part of an API name.`;
  else status = `${results.length} result${results.length === 1 ? '' : 's'} for “${query.trim()}”`;

  return (
    <div className="gjs-search-page">
      <form role="search" action={SEARCH_ROUTE} method="get" onSubmit={(event) => event.preventDefault()}>
        <input
          className="gjs-search-page__input"
          type="search"
          name="q"
          aria-label="Search the documentation"
          value={input}
          onChange={(event) => update(event.target.value)}
        />
      </form>
      <p className="gjs-search-page__status" role="status">
        {status}
      </p>
      <SearchResultList results={results} query={query} onOpen={(url) => void openPage(url)} />
      <noscript>
        <p>
          Search runs in your browser and needs JavaScript. Browse the{' '}
          <a href={docRouteFromId(DOCS_VERSION.mainDoc)}>tutorial</a>, the{' '}
          <a href={docRouteFromId('guides/index')}>guides</a> or the{' '}
          <a href={apiPackageRoute(API_PACKAGE_SLUG)}>API reference</a> instead.
        </p>
      </noscript>
    </div>
  );
}

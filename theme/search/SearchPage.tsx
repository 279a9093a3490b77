import { useLocation, useNavigate } from '@rspress/core/runtime';
import { useApiVersionPreference } from '../apiVersions/preference';
import { useEffect, useMemo, useState } from 'react';
import { useLinkNavigate } from '../navigation/useLinkNavigate';
import { Highlighted } from './Highlighted';
import { rankDocuments, snippetFor } from './rankDocuments';
import { ResultLabel } from './ResultLabel';
import { SEARCH_HINT } from './types';
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
  const results = useMemo(() => (indexState.status === 'ready' && query.trim() ? rankDocuments(indexState.index.documents, query, 200, preferredVersion) : []), [indexState, query, preferredVersion]);

  const update = (value: string) => {
    setInput(value);
    navigate(value.trim() ? `/search?q=${encodeURIComponent(value)}` : '/search', { replace: true });
  };

  let status: string;
  if (!query.trim()) status = SEARCH_HINT;
  else if (indexState.status === 'loading') status = 'Loading the search index…';
  else if (indexState.status === 'failed') status = indexState.message;
  else if (results.length === 0) status = `No results for “${query.trim()}”. Try fewer words, or part of an API name.`;
  else status = `${results.length} result${results.length === 1 ? '' : 's'} for “${query.trim()}”`;

  return (
    <div className="gjs-search-page">
      <form role="search" action="/search" method="get" onSubmit={(event) => event.preventDefault()}>
        <input className="gjs-search-page__input" type="search" name="q" aria-label="Search the documentation" value={input} onChange={(event) => update(event.target.value)} />
      </form>
      <p className="gjs-search-page__status" role="status">
        {status}
      </p>
      <ol className="gjs-search-page__results">
        {results.map(({ document }) => (
          <li key={document.url} className="gjs-search-result">
            <a href={document.url} onClick={(event) => (event.preventDefault(), void openPage(document.url))}>
              <ResultLabel document={document} query={query} />
            </a>
            {document.text && (
              <span className="gjs-search-result__snippet">
                <Highlighted text={snippetFor(document.text, query)} query={query} />
              </span>
            )}
          </li>
        ))}
      </ol>
      <noscript>
        <p>Search runs in your browser and needs JavaScript. Browse the <a href="/docs/tutorials/">tutorial</a>, the <a href="/docs/guides/">guides</a> or the <a href="/api/graphql-js">API reference</a> instead.</p>
      </noscript>
    </div>
  );
}

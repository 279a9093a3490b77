import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useSearchVersion } from './searchVersion';
import { useLinkNavigate } from '../navigation/useLinkNavigate';
import { searchRoute } from '../../site/siteMap';
import { SEARCH_HINT } from './hint';
import { rankDocuments } from './rankDocuments';
import { SearchResultList } from './SearchResultList';
import { useSearchIndex } from './useSearchIndex';
import { WhereToLook } from './WhereToLook';
import './search.css';

const RESULT_LIMIT = 12;

/** The search box's dialog: results as you type, arrows to move, Enter to open, Escape to close. */
export default function SearchDialog({ onClose }: { onClose: (options?: { followedResult: boolean }) => void }) {
  const indexState = useSearchIndex();
  const [query, setQuery] = useState('');
  const [activeIndex, setActiveIndex] = useState(0);
  const navigate = useLinkNavigate();
  const listId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  // Enter pressed before the index arrived: open the best result as soon as there is one.
  const [isEnterPending, setIsEnterPending] = useState(false);

  const preferredVersion = useSearchVersion();
  const results = useMemo(
    () =>
      indexState.status === 'ready'
        ? rankDocuments(indexState.index, query, { limit: RESULT_LIMIT, preferredVersion })
        : [],
    [indexState, query, preferredVersion],
  );

  const open = (url: string) => {
    onClose({ followedResult: true });
    void navigate(url);
  };

  // Runs when Enter was pressed before the index was ready, or when results arrive after it; `open`
  // and `query` are read as they are at that moment, not watched.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a pending Enter or new results should run it.
  useEffect(() => {
    if (!isEnterPending || indexState.status === 'loading') return;
    setIsEnterPending(false);
    const best = results[0];
    if (best) open(best.document.url);
    else if (query.trim()) open(searchRoute(query.trim()));
  }, [isEnterPending, indexState, results]);

  const moveTo = (index: number) => {
    setActiveIndex(index);
    listRef.current?.children[index]?.scrollIntoView({ block: 'nearest' });
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && results.length > 0) {
      event.preventDefault();
      moveTo((activeIndex + 1) % results.length);
    } else if (event.key === 'ArrowUp' && results.length > 0) {
      event.preventDefault();
      moveTo((activeIndex - 1 + results.length) % results.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (indexState.status === 'loading') {
        setIsEnterPending(true);
        return;
      }
      const chosen = results[activeIndex];
      if (chosen) open(chosen.document.url);
      else if (query.trim()) open(searchRoute(query.trim()));
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    }
  };

  const optionId = (index: number) => `${listId}-option-${index}`;
  let status = '';
  if (indexState.status === 'loading') status = 'Loading the search index…';
  else if (indexState.status === 'failed') status = indexState.message;
  else if (!query.trim()) status = SEARCH_HINT;
  else if (results.length === 0) status = `No results for “${query.trim()}”.`;

  return (
    <div className="gjs-search-overlay" onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <div className="gjs-search-dialog" role="dialog" aria-modal="true" aria-label="Search the documentation">
        <input
          className="gjs-search-dialog__input"
          type="search"
          role="combobox"
          aria-label="Search"
          aria-expanded={results.length > 0}
          aria-controls={listId}
          aria-activedescendant={results.length > 0 ? optionId(activeIndex) : undefined}
          aria-autocomplete="list"
          autoFocus
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setActiveIndex(0);
          }}
          onKeyDown={onKeyDown}
        />
        <SearchResultList
          results={results}
          onOpen={open}
          snippetLength={120}
          listbox={{ id: listId, ref: listRef, activeIndex, optionId, onActivate: setActiveIndex }}
        />
        <p className="gjs-search-dialog__status" role="status">
          {status}
        </p>
        {indexState.status === 'ready' && query.trim() && results.length === 0 && (
          <p className="gjs-search-dialog__where">
            <WhereToLook onOpen={open} />
          </p>
        )}
        {query.trim() && (
          <a
            className="gjs-search-dialog__all"
            href={searchRoute(query.trim())}
            onClick={(event) => {
              event.preventDefault();
              open(searchRoute(query.trim()));
            }}
          >
            All results for “{query.trim()}”
          </a>
        )}
      </div>
    </div>
  );
}

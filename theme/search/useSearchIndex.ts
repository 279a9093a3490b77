import { useEffect, useState } from 'react';
import { loadSearchIndex } from './loadSearchIndex';
import type { SearchableIndex } from './searchableIndex';

/** The index as a component sees it: loading, ready (prepared for ranking), or failed with a message. */
export type SearchIndexState =
  { status: 'loading' } | { status: 'ready'; index: SearchableIndex } | { status: 'failed'; message: string };

/** Loads the search index when the component using it mounts. */
export function useSearchIndex(): SearchIndexState {
  const [state, setState] = useState<SearchIndexState>({ status: 'loading' });
  useEffect(() => {
    let isCurrent = true;
    loadSearchIndex().then(
      (index) => isCurrent && setState({ status: 'ready', index }),
      (error: unknown) =>
        isCurrent && setState({ status: 'failed', message: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      isCurrent = false;
    };
  }, []);
  return state;
}

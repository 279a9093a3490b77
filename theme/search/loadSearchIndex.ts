import { withBase } from '@rspress/core/runtime';
import { SEARCH_INDEX_PATH, type SearchIndex } from '../../site/contracts';
import { type SearchableIndex, toSearchableIndex } from './searchableIndex';

let pending: Promise<SearchableIndex> | null = null;

/**
 * The site's search index, fetched on first use, prepared for ranking once (its vocabulary built)
 * and kept for the rest of the visit. Nothing of it is loaded with a page: it costs the reader only
 * once they search. A failed fetch is not cached.
 */
export function loadSearchIndex(): Promise<SearchableIndex> {
  pending ??= fetch(withBase(SEARCH_INDEX_PATH))
    .then((response) => {
      if (!response.ok) throw new Error(`The search index could not be loaded (HTTP ${response.status}).`);
      return response.json() as Promise<SearchIndex>;
    })
    .then((index) => toSearchableIndex(index.documents))
    .catch((error: unknown) => {
      pending = null;
      throw error;
    });
  return pending;
}

import { SEARCH_INDEX_PATH, type SearchIndex } from '../../site/contracts';
import { loadJsonOnce } from '../loadJsonOnce';
import { type SearchableIndex, toSearchableIndex } from './searchableIndex';

/**
 * The site's search index, fetched on first use, prepared for ranking once (its vocabulary built)
 * and kept for the rest of the visit. Nothing of it is loaded with a page: it costs the reader only
 * once they search.
 */
export const loadSearchIndex: () => Promise<SearchableIndex> = loadJsonOnce(
  SEARCH_INDEX_PATH,
  'The search index',
  (index: SearchIndex) => toSearchableIndex(index.documents),
);

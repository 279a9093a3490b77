/** One searchable thing: an API item or member, or a section of a page. */
export interface SearchDocument {
  /** Where the result leads: a route, with `#anchor` for a section or member. */
  url: string;
  /** Title of the page it is on. */
  page: string;
  /** Heading or member it points at inside the page, if not the page itself. */
  section: string | null;
  /** API name (`execute`, `GraphQLSchema.getType`) for API items and members; null for prose. */
  apiName: string | null;
  /** What the API name is: `function`, `class`, `method`…; null for prose. */
  apiKind: string | null;
  /** Summary or body text, plain, at most a few hundred characters. */
  text: string;
  /** API version key (`v16`, `v17`) of API items and members; null for prose. */
  version: string | null;
}

/** The file the site serves: built at build time, fetched on first search. */
export interface SearchIndex {
  version: 2;
  documents: SearchDocument[];
}

/** What an empty search box says under it: what is searched and what to type (visible text, not a placeholder). */
export const SEARCH_HINT = 'Search the tutorial, the guides and the API: type a word or an API name.';

/** Where the built index is served. */
export const SEARCH_INDEX_PATH = '/search-index.json';

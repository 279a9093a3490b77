/** What an empty search box says under it: what is searched and what to type (visible text, not a placeholder). */
export const SEARCH_HINT = 'Search the tutorial, the guides and the API: type a word or an API name.';

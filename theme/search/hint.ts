/** What an empty search box says under it, as visible text: what is searched and what to type. */
export const SEARCH_HINT =
  "Search the tutorial, the guides and the API: type a word or an API name, with 16 or 17 for that version's page.";

/** Route of a docs page from its Docusaurus-style doc id (`tutorials/index` → `/docs/tutorials/`). */
export function docRouteFromId(docId: string): string {
  const path = docId.replace(/(^|\/)index$/, '$1');
  return `/docs/${path}`;
}

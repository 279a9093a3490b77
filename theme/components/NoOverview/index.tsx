/**
 * Stands in for the default theme's Overview (its list of a section's pages, shown on a page whose
 * frontmatter says `overview: true`), which no page of this site is. The default DocLayout imports it
 * for every page, and with it the overview's groups, icons and headings reached every first load
 * (figures in PERF.md). A page that asks for an overview fails: the build when it renders the page,
 * the page's error boundary in the dev server, with what to do.
 */
export function Overview(): never {
  throw new Error(
    'This site has no overview pages: a page’s frontmatter asks for one (`overview: true`). Remove it, or export ' +
      'Rspress’s Overview again in theme/index.tsx (NoOverview replaces it to keep its code off every first load).',
  );
}

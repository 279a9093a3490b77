/**
 * Stands in for the default theme's FallbackHeading, the h1 it makes from a page's title when the page
 * has none of its own: every page of this site has its own (hand-written pages start with `# Title`,
 * API pages bring theirs), and the default's slug function (github-slugger's tables) reached every first
 * load for it (figures in PERF.md). A page without an h1 fails, the build when it renders the page and
 * the page's error boundary in the dev server, saying what to add.
 */
export function FallbackHeading({ title }: { level: number; title: string }): never {
  throw new Error(
    `The page “${title}” has no h1 of its own: start it with “# ${title}”. (NoFallbackHeading in ` +
      'theme/index.tsx replaces the default heading made from the title, to keep its code off every first load.)',
  );
}

/**
 * Which graphql exports a hand-written page uses in its code without linking them to their API
 * page. Pure: pages come in as text, the API as the URLs each name has in each documented version.
 */

export interface DocsPage {
  /** Path of the page's file, for the message. */
  file: string;
  source: string;
}

export interface UnlinkedExport {
  file: string;
  name: string;
  /** Where the name is documented (first the default version's page); empty when nowhere. */
  urls: string[];
}

/** Names imported from the `graphql` package itself (`import { a, b as c, type D } from 'graphql'`). */
export function graphqlImportsOf(source: string): string[] {
  const names = new Set<string>();
  for (const [, list] of source.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s*from\s*['"]graphql['"]/g)) {
    for (const entry of list!.split(',')) {
      const name = entry
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)[0]!
        .trim();
      if (name) names.add(name);
    }
  }
  return [...names].sort();
}

/** Targets of markdown links (`[text](/route#hash)`) in a page. */
export const linkTargetsOf = (source: string) =>
  new Set([...source.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1]!));

/** Every use of a graphql export that the page does not link to one of its API pages. */
export function findUnlinkedExports(pages: DocsPage[], apiUrls: ReadonlyMap<string, string[]>): UnlinkedExport[] {
  return pages.flatMap(({ file, source }) => {
    const targets = linkTargetsOf(source);
    return graphqlImportsOf(source)
      .filter((name) => !(apiUrls.get(name) ?? []).some((url) => targets.has(url)))
      .map((name) => ({ file, name, urls: apiUrls.get(name) ?? [] }));
  });
}

/** The build error for unlinked exports: each file, each name, and the link to add. */
export function unlinkedExportsMessage(problems: UnlinkedExport[]): string {
  const lines = problems.map(({ file, name, urls }) =>
    urls.length
      ? `  ${file}: uses \`${name}\` from 'graphql' without linking it; add [\`${name}\`](${urls[0]}) where the page first mentions it`
      : `  ${file}: imports \`${name}\` from 'graphql', which no documented version exports; fix the name or the import`,
  );
  return `[docs-api-links] Pages must link every graphql export their code uses to its API page:\n${lines.join('\n')}`;
}

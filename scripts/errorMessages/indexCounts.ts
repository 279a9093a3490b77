import { ERROR_FAMILIES } from '../../site/errorFamilies';
import { docRouteFromId } from '../../site/siteMap';
import type { CoverageReport } from './coverage';
import type { ErrorEntryFence } from '../../site/errorEntries';

/** One line per family on the index: where its messages come from. */
const FAMILY_SUMMARIES: Record<string, string> = {
  syntax: '"Syntax Error: …" from the lexer and parser, and the limits `parse` enforces.',
  validation: 'an operation checked against the schema by `validate` and its rules, before anything runs.',
  schema: 'a schema that is not valid, and schemas built or extended from SDL or introspection.',
  'type-construction': 'types and schemas built in code, and utilities given something they cannot use.',
  'variables-and-input-coercion': 'variables and argument values that do not fit their input types.',
  execution: 'running an operation: non-null fields, lists, abstract types, scalars and choosing the operation.',
  subscriptions: '`subscribe` and the event stream a subscription field must return.',
};

/** The index page's generated part sits between these two MDX comments. */
export const COUNTS_START =
  '{/* counts: written by `npx tsx scripts/errorMessages/cli.ts --write`, checked by its test */}';
export const COUNTS_END = '{/* end of counts */}';

/** The documented version of each major, for the counts table. */
export type VersionsByMajor = Record<string, string>;

/**
 * The index's families and counts: a line per family page that exists (its entries), and per
 * version the templates found, those with an entry, and those listed as not written yet.
 */
export function renderCounts(options: {
  report: CoverageReport;
  fences: ErrorEntryFence[];
  versions: VersionsByMajor;
}): string {
  const { report, fences, versions } = options;
  const pages = new Set(fences.map((fence) => fence.page));
  const entriesOf = (page: string) =>
    new Set(fences.filter((fence) => fence.page === page).map((fence) => fence.anchor ?? '')).size;
  const families = ERROR_FAMILIES.filter((family) => pages.has(`${family.slug}.mdx`));
  const familyLines =
    families.length === 0
      ? ['No family page has entries yet.']
      : families.map((family) => {
          const summary = FAMILY_SUMMARIES[family.slug];
          if (!summary)
            throw new Error(`scripts/errorMessages/indexCounts.ts: give the family "${family.slug}" a summary`);
          return `- [${family.text}](${docRouteFromId(`errors/${family.slug}`)}): ${summary} ${entriesOf(`${family.slug}.mdx`)} entries.`;
        });
  const rows = report.counts.map(
    ({ major, templates, written, notYetWritten }) =>
      `| graphql ${versions[major] ?? major} | ${templates} | ${written} | ${notYetWritten} |`,
  );
  return [
    COUNTS_START,
    '',
    ...familyLines,
    '',
    '| Version | Messages in its source | With an entry | Not written yet |',
    '| --- | --- | --- | --- |',
    ...rows,
    '',
    COUNTS_END,
  ].join('\n');
}

/** The generated part of the index page, or null when its markers are missing. */
export function countsOfIndex(markdown: string): string | null {
  const start = markdown.indexOf(COUNTS_START);
  const end = markdown.indexOf(COUNTS_END);
  return start === -1 || end < start ? null : markdown.slice(start, end + COUNTS_END.length);
}

/** The index page with its generated part replaced. */
export function withCounts(markdown: string, counts: string): string {
  const current = countsOfIndex(markdown);
  if (current === null) throw new Error('the error reference index has no counts markers');
  return markdown.replace(current, () => counts);
}

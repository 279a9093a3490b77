import { literalsCoveredByPlaceholders, templateKey } from '../../site/errorTemplates';
import type { MessageTemplate } from './messages';

/** The guide's table of reworded messages sits between these two MDX comments. */
export const TABLE_START = '{/* reworded messages: written by `npx tsx scripts/errorMessages/cli.ts --write` */}';
export const TABLE_END = '{/* end of reworded messages */}';

/**
 * Schema change descriptions (findBreakingChanges, findDangerousChanges) are reworded text the
 * corpus tracks, but not error messages: the error reference has no entry for them.
 */
export const isErrorMessage = (template: MessageTemplate) => !template.id.startsWith('changes.');

/** How many of a template's literal characters a wording may leave to its own placeholders (`"{variable}"` for `"${}"`). */
const MAX_COVERED_LITERALS = 2;

/**
 * The template of a major's source that a corpus wording is an instance of: the one whose literal
 * text it leaves least to its placeholders, then the one with most literal text; null when none fits.
 */
export function sourceTemplateOf(wording: string, sourceKeys: readonly string[]): string | null {
  let best: { key: string; covered: number; literals: number } | null = null;
  for (const key of sourceKeys) {
    // A multi-line message (the realm check's) is quoted by its first line.
    const covered = literalsCoveredByPlaceholders(wording, wording.includes('\n') ? key : key.split('\n')[0]!);
    if (covered === null || covered > MAX_COVERED_LITERALS) continue;
    const literals = key.replace(/\{\}/g, '').length;
    if (!best || covered < best.covered || (covered === best.covered && literals > best.literals))
      best = { key, covered, literals };
  }
  return best?.key ?? null;
}

/** A wording as inline code: in double backticks when it holds a backtick. */
const code = (text: string | null) =>
  text === null ? 'none' : text.includes('`') ? `\`\` ${text} \`\`` : `\`${text}\``;

/**
 * The guide's table: a row per reworded message of the corpus (where it comes from, 16's and 17's
 * wording), and a link to the error reference's entry of each version's wording where it has one
 * (`entryOf(major, wording)`, a route with its anchor).
 */
export function renderRewordedTable(
  templates: readonly MessageTemplate[],
  entryOf: (major: '16' | '17', wording: string) => string | null,
): string {
  const rows = templates.map((template) => {
    const links = (['16', '17'] as const).flatMap((major) => {
      const wording = template[`v${major}`];
      const entry = wording === null ? null : entryOf(major, wording);
      return entry ? [{ major, entry }] : [];
    });
    const sameEntry = links.length === 2 && links[0]!.entry === links[1]!.entry;
    const entry = sameEntry
      ? `[16 and 17](${links[0]!.entry})`
      : links.map(({ major, entry: link }) => `[${major}](${link})`).join(', ');
    return `| ${template.source} | ${code(template.v16)} | ${code(template.v17)} | ${entry} |`;
  });
  return [
    TABLE_START,
    '',
    // Folded (a native <details>: Chromium's find in page still opens it), so the guide reads as its steps.
    `:::details The ${rows.length} reworded messages, 16's and 17's wording side by side`,
    '',
    '| Where it comes from | graphql 16 | graphql 17 | Entry |',
    '| --- | --- | --- | --- |',
    ...rows,
    '',
    ':::',
    '',
    TABLE_END,
  ].join('\n');
}

/** The guide's generated table, or null when its markers are missing. */
export function rewordedTableOf(markdown: string): string | null {
  const start = markdown.indexOf(TABLE_START);
  const end = markdown.indexOf(TABLE_END);
  return start === -1 || end < start ? null : markdown.slice(start, end + TABLE_END.length);
}

/** The route and anchor of the reference's entry for a template key on a major, from the reference's fences. */
export function entryRoutesOf(
  fences: readonly { page: string; anchor: string | null; majors: string[]; template: string }[],
): (major: string, key: string) => string | null {
  const routes = new Map<string, string>();
  for (const fence of fences)
    if (fence.anchor)
      for (const major of fence.majors)
        routes.set(
          `${major} ${templateKey(fence.template)}`,
          `/docs/errors/${fence.page.replace(/\.mdx$/, '')}#${fence.anchor}`,
        );
  return (major, key) => routes.get(`${major} ${key}`) ?? null;
}

/**
 * The reference's entry of a corpus wording on a major: the entry of the source template the
 * wording is an instance of, if the reference has one.
 */
export function rewordedEntryOf(options: {
  sourceKeys: Record<string, readonly string[]>;
  entryRoute: (major: string, key: string) => string | null;
}): (major: '16' | '17', wording: string) => string | null {
  return (major, wording) => {
    const key = sourceTemplateOf(wording, options.sourceKeys[major] ?? []);
    return key === null ? null : options.entryRoute(major, key);
  };
}

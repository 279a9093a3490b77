/**
 * Whether the upgrade guide names each difference between two surfaces (packageSurface.ts): the
 * code spans and sections of its Markdown, and what it leaves out. Pure: the caller reads the page.
 */
import type { Difference, DifferenceKind } from './packageSurface';

/** The contents of every inline code span of a Markdown text (`` `x` `` gives `x`). */
export function codeSpans(markdown: string): string[] {
  // Fenced blocks are code the reader runs, not names the prose gives.
  const prose = markdown.replace(/^```[^\n]*\n[\s\S]*?^```[ \t]*$/gm, '');
  return [...prose.matchAll(/`([^`\n]+)`/g)].map((match) => match[1]!.trim());
}

/**
 * Whether a code span names a difference: the span is the name itself, or the name called or
 * indexed (`getOperationRootType(schema, operation)`, `Kind.FIELD` is not `Kind`).
 */
export function spanNames(span: string, name: string): boolean {
  return span === name || span.startsWith(`${name}(`);
}

/**
 * The level-2 sections of a Markdown text, each with its subsections: `{ heading, text }`, the
 * heading without its `## `. Text before the first such heading is not a section.
 */
export function sectionsOf(markdown: string): { heading: string; text: string }[] {
  const prose = markdown.replace(/^```[^\n]*\n[\s\S]*?^```[ \t]*$/gm, (fence) => fence.replace(/^#/gm, ' '));
  const parts = prose.split(/^## /m).slice(1);
  return parts.map((part) => {
    const newline = part.indexOf('\n');
    return {
      heading: (newline === -1 ? part : part.slice(0, newline)).trim(),
      text: newline === -1 ? '' : part.slice(newline + 1),
    };
  });
}

/** Where the guide must name each kind of difference: a pattern its section headings must match. */
export type GuidePlaces = Partial<Record<DifferenceKind, RegExp>>;

/**
 * The differences the guide's prose does not name in a code span, in the right place:
 * - with `places`, only in the sections whose heading matches the pattern for that kind (so a
 *   deprecation named in passing elsewhere does not count);
 * - an export removed only from deep modules (`buildResolveInfo` from
 *   `graphql/execution/execute`, still exported by `graphql`) counts only on a line (a paragraph
 *   or table row) that also names one of those modules in a code span;
 * - a function whose parameters changed counts only when a code span naming one of the parameters
 *   it lost follows on the same line within 100 characters (`validate` no longer takes a `TypeInfo`), or is the
 *   same span (`new GraphQLError(message, nodes)`).
 */
export function missingFromGuide(
  differences: Difference[],
  guideMarkdown: string,
  places: GuidePlaces = {},
): Difference[] {
  const textFor = (kind: DifferenceKind) => {
    const place = places[kind];
    if (!place) return guideMarkdown;
    return sectionsOf(guideMarkdown)
      .filter((section) => place.test(section.heading))
      .map((section) => section.text)
      .join('\n');
  };
  return differences.filter((difference) => {
    const text = textFor(difference.kind);
    if (difference.kind === 'changed parameters' && difference.parameters?.length) {
      // Named beside an old parameter: `validate` no longer takes a `typeInfo`, or
      // `new GraphQLError(message, nodes)`: a span naming a lost parameter at most 100 characters
      // on, in the same line (a paragraph or table row).
      const lost = difference.parameters.map((parameter) => new RegExp(`\\b${parameter}\\b`, 'i'));
      const prose = text.replace(/^```[^\n]*\n[\s\S]*?^```[ \t]*$/gm, '');
      const spans = [...prose.matchAll(/`([^`\n]+)`/g)].map((match) => ({
        span: match[1]!.trim(),
        start: match.index!,
        end: match.index! + match[0].length,
      }));
      return !spans.some(
        (named) =>
          (spanNames(named.span, difference.name) || named.span.includes(`${difference.name}(`)) &&
          spans.some(
            (other) =>
              other.start >= named.start &&
              other.start - named.end <= 100 &&
              !prose.slice(named.end, other.start).includes('\n') &&
              lost.some((pattern) => pattern.test(other.span)),
          ),
      );
    }
    const deepOnly =
      difference.kind === 'removed export' &&
      difference.modules &&
      !difference.modules.some((module) => !module.includes('/'));
    if (!deepOnly) return !codeSpans(text).some((span) => spanNames(span, difference.name));
    const lines = text.replace(/^```[^\n]*\n[\s\S]*?^```[ \t]*$/gm, '').split('\n');
    return !lines.some((line) => {
      const spans = codeSpans(line);
      return (
        spans.some((span) => spanNames(span, difference.name)) &&
        spans.some((span) => difference.modules!.includes(span))
      );
    });
  });
}

/** A failure message that says what is missing and what to write. */
export function describeMissing(missing: Difference[], guideFile: string): string {
  if (missing.length === 0) return '';
  const beside = (difference: Difference) => {
    if (difference.parameters?.length)
      return ` beside one of its lost parameters, ${difference.parameters.map((parameter) => `\`${parameter}\``).join(', ')}`;
    if (difference.modules && !difference.modules.some((module) => !module.includes('/')))
      return ` beside its module, ${difference.modules.map((module) => `\`${module}\``).join(' or ')}`;
    return '';
  };
  const lines = missing.map(
    (difference) => `  - ${difference.kind}: write \`${difference.name}\`${beside(difference)} (${difference.where})`,
  );
  return [
    `${guideFile} does not name ${missing.length} difference(s) between the two installed graphql packages.`,
    "Name each in backticks in the page's prose (a table row is enough), in the section for its kind, with what to do instead:",
    ...lines,
  ].join('\n');
}

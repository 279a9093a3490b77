import type { JSONOutput } from 'typedoc';
import { nodesFromCommentMarkdown } from './markdown';
import type { ApiDoc, ApiExample } from './types';

type Comment = JSONOutput.Comment;
type DisplayPart = JSONOutput.CommentDisplayPart;

/** Site URL of a `{@link}` target (named for error messages), or null when it has none (the link then renders as text). */
export type ResolveLinkTarget = (target: number, name?: string) => string | null;

const EMPTY_DOC: ApiDoc = {
  summary: '',
  details: '',
  deprecated: null,
  examples: [],
  exampleOutcomes: {},
  returns: '',
  internal: false,
};

const escapeLinkText = (text: string) => text.replace(/[\\[\]]/g, (character) => `\\${character}`);

/** Markdown of comment parts, with `{@link}` tags turned into links to our pages. */
export function markdownFromParts(parts: readonly DisplayPart[] | undefined, resolve: ResolveLinkTarget): string {
  return (parts ?? [])
    .map((part) => {
      if (part.kind !== 'inline-tag') return part.text;
      const url = typeof part.target === 'number' ? resolve(part.target, part.text) : null;
      const label = part.tag === '@linkcode' ? `\`${part.text.replace(/`/g, '')}\`` : escapeLinkText(part.text);
      return url ? `[${label}](${url})` : label;
    })
    .join('')
    .trim();
}

/** An `@example` body, parsed: a fenced block as written, or bare code wrapped in one. Positions dropped: the model is cached as JSON. */
function exampleOf(parts: readonly DisplayPart[], resolve: ResolveLinkTarget): ApiExample {
  const markdown = markdownFromParts(parts, resolve);
  const nodes = nodesFromCommentMarkdown(markdown.includes('```') ? markdown : `\`\`\`ts\n${markdown}\n\`\`\``);
  return {
    nodes: JSON.parse(
      JSON.stringify(nodes, (key, value: unknown) => (key === 'position' ? undefined : value)),
    ) as ApiExample['nodes'],
  };
}

/** The parts of a doc comment a page shows, as markdown. */
export function docFromComment(comment: Comment | undefined, resolve: ResolveLinkTarget): ApiDoc {
  if (!comment) return EMPTY_DOC;
  const doc: ApiDoc = {
    summary: markdownFromParts(comment.summary, resolve),
    details: '',
    deprecated: null,
    examples: [],
    exampleOutcomes: {},
    returns: '',
    internal: comment.modifierTags?.includes('@internal') ?? false,
  };
  const details: string[] = [];
  for (const tag of comment.blockTags ?? []) {
    const markdown = markdownFromParts(tag.content, resolve);
    switch (tag.tag) {
      case '@example':
        doc.examples.push(exampleOf(tag.content, resolve));
        break;
      case '@deprecated':
        doc.deprecated = markdown;
        break;
      case '@returns':
        doc.returns = markdown;
        break;
      case '@remarks':
        details.push(markdown);
        break;
      case '@see':
        details.push(`See also: ${markdown}`);
        break;
      default:
        // @category is used for grouping, not shown as prose.
        break;
    }
  }
  doc.details = details.join('\n\n');
  return doc;
}

/** Merges a declaration's comment with its signature's, the signature winning field by field. */
export function mergeDocs(outer: ApiDoc, inner: ApiDoc): ApiDoc {
  return {
    summary: inner.summary || outer.summary,
    details: [outer.details, inner.details].filter(Boolean).join('\n\n'),
    deprecated: inner.deprecated ?? outer.deprecated,
    examples: [...outer.examples, ...inner.examples],
    exampleOutcomes: { ...outer.exampleOutcomes, ...inner.exampleOutcomes },
    returns: inner.returns || outer.returns,
    internal: outer.internal || inner.internal,
  };
}

/** Plain text of comment markdown, for meta descriptions and the search index: link targets and code marks dropped. */
export function plainTextFromMarkdown(markdown: string): string {
  return markdown.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/[`*_]/g, '');
}

/** The first paragraph of a summary on one line, for lists and tables. */
export function summaryLine(summary: string): string {
  const firstParagraph = summary.split(/\n\s*\n/)[0] ?? '';
  return firstParagraph.replace(/\s*\n\s*/g, ' ').trim();
}

/** Abbreviations a sentence does not end at. */
const ABBREVIATION = /\b(?:e\.g|i\.e|etc|vs|cf)\.$/i;

/** Whether a cut after `text` would fall inside inline code or a link. */
const isInsideMarkup = (text: string) =>
  (text.match(/`/g) ?? []).length % 2 === 1 ||
  (text.match(/\[/g) ?? []).length !== (text.match(/\]/g) ?? []).length ||
  (text.match(/\(/g) ?? []).length !== (text.match(/\)/g) ?? []).length;

/**
 * The first sentence of a doc comment's summary, on one line: what a table row or a list entry has
 * room for. Not cut at an abbreviation (`e.g.`), a decimal point or a full stop inside code or a link.
 */
export function firstSentence(markdown: string): string {
  const line = summaryLine(markdown);
  for (const match of line.matchAll(/[.!?](?=\s+\S)/g)) {
    const sentence = line.slice(0, match.index + 1);
    if (!ABBREVIATION.test(sentence) && !isInsideMarkup(sentence)) return sentence;
  }
  return line;
}

/** A list that a summary's first paragraph runs into (`document: - UnicodeBOM - WhiteSpace …`), joined on one line. */
const RUN_IN_LIST = /:\s+(?:[-*+]|\d+\.)\s.*$/;

/**
 * The longest summary an item list shows (the overview's and the changes page's), in characters of
 * text: about what one line of the overview's summary column holds at 1280 px in a wide sans-serif
 * (DejaVu Sans, about 7.6 px a character). The first sentences of 4 in 5 exports fit whole; the rest
 * are cut at a word.
 */
export const ITEM_LIST_SUMMARY_LENGTH = 70;

/** What a cut sentence should not end on: punctuation, or a word that leads into the words cut off. */
const DANGLING_END = /(?:[\s,;:.\u2013\u2014-]|\s(?:a|an|and|as|at|by|for|from|in|is|of|on|or|the|to|which|with))+$/i;

/**
 * A summary short enough for one line of an item list: its first sentence, cut before a list it runs
 * into, and when still longer than `maxLength` characters of text, cut at the last word that fits
 * (never inside code or a link) and ended with "…". The whole summary stays on the item's page.
 */
export function shortSummary(markdown: string, maxLength: number): string {
  const sentence = firstSentence(markdown);
  const listAt = sentence.search(RUN_IN_LIST);
  const lead = listAt >= 0 && !isInsideMarkup(sentence.slice(0, listAt)) ? `${sentence.slice(0, listAt)}:` : sentence;
  if (plainTextFromMarkdown(lead).length <= maxLength) return lead === sentence ? sentence : `${lead} …`;
  let cut = '';
  for (const match of lead.matchAll(/\s+/g)) {
    const before = lead.slice(0, match.index);
    if (plainTextFromMarkdown(before).length > maxLength - 1) break;
    if (!isInsideMarkup(before)) cut = before;
  }
  return cut ? `${cut.replace(DANGLING_END, '')}…` : lead;
}

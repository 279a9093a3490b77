import type { Code } from 'mdast';
import type { ChangeMarks } from './changeMarks';
import { code, type FlowNode, paragraph, strong, text } from './markdown';
import { wordDiff } from './wordDiff';

/** Where a code block made by `markedCode` keeps the ranges the page renderer marks (pageHtml.ts). */
interface ChangeMarksData {
  changeMarks?: ChangeMarks;
}

/** A code block whose listed ranges the HTML shows inside `<del>` or `<ins>`; its Markdown copy shows plain code. */
export function markedCode(lang: string, value: string, marks: ChangeMarks): FlowNode {
  const node = code(lang, value) as Code;
  return { ...node, data: { changeMarks: marks } as ChangeMarksData as Code['data'] };
}

/** The change marks of a code block made by `markedCode`, if it has any. */
export const changeMarksOf = (node: Code): ChangeMarks | undefined =>
  (node.data as ChangeMarksData | undefined)?.changeMarks;

/** One export's declarations in two versions; null on a side that has nothing to show (only members added, say). */
export interface VersionComparison {
  before: string | null;
  after: string | null;
  beforeVersion: string;
  afterVersion: string;
}

/**
 * "Before" and "After" code blocks of a changed export, the words that differ marked as a diff
 * view marks them: struck through in Before, underlined in After (the elements say removed and
 * added to assistive technology, the lines and a legend say it without colour). A side without
 * text is left out, and all of the other side is marked.
 */
export function versionComparison({ before, after, beforeVersion, afterVersion }: VersionComparison): FlowNode[] {
  const { removed, added } = wordDiff(before ?? '', after ?? '');
  const legend =
    removed.length || added.length
      ? [paragraph([text('Words struck through were removed; words underlined were added.')])]
      : [];
  return [
    ...legend,
    ...(before !== null
      ? [
          paragraph([strong(`Before (${beforeVersion})`)]),
          markedCode('ts', before, { tagName: 'del', ranges: removed }),
        ]
      : []),
    ...(after !== null
      ? [paragraph([strong(`After (${afterVersion})`)]), markedCode('ts', after, { tagName: 'ins', ranges: added })]
      : []),
  ];
}

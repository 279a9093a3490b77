import type { Element, ElementContent, Text } from 'hast';
import type { ChangedRange } from './wordDiff';

/** The element a range of changed code is wrapped in: `del` on the before side, `ins` on the after side. */
export type ChangeTag = 'del' | 'ins';

/** Which ranges of a code block's text to mark, and with which element. */
export interface ChangeMarks {
  tagName: ChangeTag;
  ranges: ChangedRange[];
}

/** Class of every change mark, for the stylesheet (theme/styles/apiReference.css). */
export const CHANGE_MARK_CLASS = 'gjs-change';

/**
 * Wraps the given ranges of a highlighted code block's text in `<del>` or `<ins>`, splitting
 * Shiki's token spans where a range starts or ends inside one. The ranges are offsets into the
 * block's text, which is its text nodes in document order. Changes `pre` in place.
 */
export function markChanges(pre: Element, { tagName, ranges }: ChangeMarks): void {
  if (ranges.length === 0) return;
  let offset = 0;
  const walk = (parent: Element) => {
    const children: ElementContent[] = [];
    for (const child of parent.children) {
      if (child.type === 'element') {
        walk(child);
        children.push(child);
      } else if (child.type === 'text') {
        children.push(...splitText(child, offset, ranges, tagName));
        offset += child.value.length;
      } else children.push(child);
    }
    parent.children = children;
  };
  walk(pre);
}

/** One text node, starting at `start` of the block's text, with the parts inside the ranges wrapped. */
function splitText(node: Text, start: number, ranges: ChangedRange[], tagName: ChangeTag): ElementContent[] {
  const end = start + node.value.length;
  const parts: ElementContent[] = [];
  let at = start;
  for (const range of ranges) {
    const [from, to] = [Math.max(range.start, at), Math.min(range.end, end)];
    if (from >= to) continue;
    if (from > at) parts.push({ type: 'text', value: node.value.slice(at - start, from - start) });
    parts.push({
      type: 'element',
      tagName,
      properties: { className: [CHANGE_MARK_CLASS] },
      children: [{ type: 'text', value: node.value.slice(from - start, to - start) }],
    });
    at = to;
  }
  if (parts.length === 0) return [node];
  if (at < end) parts.push({ type: 'text', value: node.value.slice(at - start) });
  return parts;
}

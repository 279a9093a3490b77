import type {
  Heading,
  InlineCode,
  Link,
  List,
  ListItem,
  Paragraph,
  PhrasingContent,
  Root,
  RootContent,
  Table,
  TableCell,
  Text,
} from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown, gfmToMarkdown } from 'mdast-util-gfm';
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { toMarkdown } from 'mdast-util-to-markdown';
import { phrasing } from 'mdast-util-phrasing';
import { gfm } from 'micromark-extension-gfm';
import { visit } from 'unist-util-visit';

/*
 * Tiny builders for the mdast of generated pages, and the one way text from doc comments enters
 * them: parsed as CommonMark, raw HTML turned into literal text. A comment cannot inject markup
 * into the page's HTML (pageHtml.ts) or its Markdown twin.
 */

export type FlowNode = RootContent;

export const text = (value: string): Text => ({ type: 'text', value });
export const inlineCode = (value: string): InlineCode => ({ type: 'inlineCode', value });
export const link = (url: string, children: PhrasingContent[]): Link => ({ type: 'link', url, children });
export const paragraph = (children: PhrasingContent[]): Paragraph => ({ type: 'paragraph', children });
export const strong = (value: string): PhrasingContent => ({ type: 'strong', children: [text(value)] });

/** Where a heading made by this module keeps its explicit id (never text, so a doc comment cannot set one). */
interface ExplicitIdData {
  id?: string;
}

/** A heading; `id` is its anchor (else pageHtml.ts slugs its text). */
export function heading(depth: Heading['depth'], children: PhrasingContent[] | string, id?: string): Heading {
  const content = typeof children === 'string' ? [text(children)] : [...children];
  return {
    type: 'heading',
    depth,
    children: content,
    ...(id ? { data: { id } as ExplicitIdData as Heading['data'] } : {}),
  };
}

/** The explicit id of a heading made by `heading()`, if it has one. */
export const explicitIdOf = (node: Heading): string | undefined => (node.data as ExplicitIdData | undefined)?.id;

export const code = (lang: string, value: string, meta?: string): FlowNode => ({
  type: 'code',
  lang,
  meta: meta ?? null,
  value: value.replace(/\n$/, ''),
});

/** A bulleted list, one item per entry, each entry a line of inline content. */
export function list(entries: PhrasingContent[][]): List {
  return {
    type: 'list',
    ordered: false,
    spread: false,
    children: entries.map((children): ListItem => ({
      type: 'listItem',
      spread: false,
      children: [paragraph(children)],
    })),
  };
}

export function table(header: string[], rows: PhrasingContent[][][]): Table {
  const cell = (children: PhrasingContent[]): TableCell => ({ type: 'tableCell', children });
  return {
    type: 'table',
    align: header.map(() => null),
    children: [
      { type: 'tableRow', children: header.map((title) => cell([text(title)])) },
      ...rows.map((row) => ({ type: 'tableRow' as const, children: row.map(cell) })),
    ],
  };
}

const attributes = (props: Record<string, string>): MdxJsxAttribute[] =>
  Object.entries(props).map(([name, value]) => ({ type: 'mdxJsxAttribute', name, value }));

/** A block-level JSX element, e.g. `<div className="x">…</div>`, with markdown children. */
export const jsxFlow = (name: string, props: Record<string, string>, children: FlowNode[]): MdxJsxFlowElement => ({
  type: 'mdxJsxFlowElement',
  name,
  attributes: attributes(props),
  children: children as MdxJsxFlowElement['children'],
});

/** An inline JSX element, e.g. `<span id="x">…</span>`. */
export const jsxText = (
  name: string,
  props: Record<string, string>,
  children: PhrasingContent[],
): MdxJsxTextElement => ({
  type: 'mdxJsxTextElement',
  name,
  attributes: attributes(props),
  children,
});

export interface CommentMarkdownOptions {
  /** Added to the depth of headings inside the comment, so they nest under the page's own. @default 3 */
  headingOffset?: number;
}

/** The mdast of markdown from a doc comment, made safe: raw HTML is kept as visible text. */
export function nodesFromCommentMarkdown(
  markdown: string,
  { headingOffset = 3 }: CommentMarkdownOptions = {},
): FlowNode[] {
  if (!markdown.trim()) return [];
  const key = `${headingOffset}\0${markdown}`;
  let parsed = parsedComments.get(key);
  if (!parsed) {
    parsed = parseCommentMarkdown(markdown, headingOffset);
    parsedComments.set(key, parsed);
  }
  // A copy: later stages change the nodes they are given.
  return structuredClone(parsed);
}

/**
 * Comments parsed so far in this process, by heading offset and text: most of graphql 16's and
 * 17's doc comments are the same, and parsing them is a large part of making the pages.
 */
const parsedComments = new Map<string, FlowNode[]>();

function parseCommentMarkdown(markdown: string, headingOffset: number): FlowNode[] {
  const tree = fromMarkdown(markdown, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] });
  visit(tree, (node, index, parent) => {
    if (node.type === 'html' && parent && index !== undefined) {
      // Shown as written (e.g. `<SOF>`, or an <img onerror> someone put in a comment), never interpreted.
      const replacement: FlowNode = parent.type === 'root' ? paragraph([text(node.value)]) : text(node.value);
      parent.children.splice(index, 1, replacement as never);
    }
    if (node.type === 'heading') node.depth = Math.min(6, node.depth + headingOffset) as Heading['depth'];
  });
  return tree.children;
}

/** Inline (phrasing) nodes of one line of comment markdown, for table cells and lists. */
export function phrasingFromCommentMarkdown(markdown: string): PhrasingContent[] {
  const nodes = nodesFromCommentMarkdown(markdown.replace(/\s*\n\s*/g, ' '));
  return nodes.flatMap((node) => (node.type === 'paragraph' ? node.children : []));
}

/**
 * Plain Markdown of a page body, for its Markdown copy (llms.txt): JSX wrappers give way to their
 * content. A `<button>` (an example's Run) goes; so does a `<summary>`, a control ("4 more") for a
 * list the copy shows whole, and the
 * two lists it stood between become one; inline content left directly in a block wrapper becomes a
 * paragraph, because one inline node among the root's blocks makes mdast-util-to-markdown join
 * every block with no blank line between them.
 */
export function renderPlainMarkdown(body: FlowNode[]): string {
  const root = structuredClone({ type: 'root', children: body }) as Root;
  visit(root, (node, index, parent) => {
    if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && parent && index !== undefined) {
      const content = node.name === 'summary' || node.name === 'button' ? [] : contentOutsideWrapper(node);
      parent.children.splice(index, 1, ...(content as never[]));
      return index;
    }
    return undefined;
  });
  joinAdjacentLists(root);
  return toMarkdown(root, { extensions: [gfmToMarkdown()], fences: true, bullet: '-', rule: '-' });
}

function contentOutsideWrapper(node: MdxJsxFlowElement | MdxJsxTextElement): RootContent[] {
  if (node.type === 'mdxJsxTextElement') return node.children;
  const blocks: RootContent[] = [];
  for (const child of node.children as RootContent[]) {
    const previous = blocks.at(-1);
    if (!phrasing(child)) blocks.push(child);
    else if (previous?.type === 'paragraph') previous.children.push(child);
    else blocks.push(paragraph([child]));
  }
  return blocks;
}

function joinAdjacentLists(root: Root): void {
  visit(root, (node) => {
    if (!('children' in node)) return;
    const children = node.children as RootContent[];
    for (let index = children.length - 1; index > 0; index--) {
      const [before, after] = [children[index - 1]!, children[index]!];
      if (before.type === 'list' && after.type === 'list' && before.ordered === after.ordered) {
        before.children.push(...after.children);
        children.splice(index, 1);
      }
    }
  });
}

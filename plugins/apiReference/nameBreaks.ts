import type { Element, ElementContent, Root } from 'hast';
import { SKIP, visit } from 'unist-util-visit';
import { API_TABLE_CLASS } from './apiTable';

/**
 * Where a long identifier or type may break: after a dot (`args.` `schema`) or an opening angle
 * bracket (`Maybe<` `GraphQL` `Field` `Resolver`), before a capital that follows
 * a lower-case letter or digit (`subscribe` `Field` `Resolver`, but `GraphQL` stays whole), before
 * the last capital of an acronym that starts a word (`AST` `Node`), and after an underscore. Never
 * inside a word.
 */
const BREAK_POINTS = /(?<=[.<])(?=[^.\s])|(?<=[a-z\d])(?=[A-Z])(?!QL)|(?<=[A-Z])(?=[A-Z][a-z])|(?<=_)(?=[^_\s])/g;

/** The pieces of an identifier between the places where it may break (`['args.', 'subscribe', 'Field', 'Resolver?']`). */
export function identifierParts(name: string): string[] {
  return name.split(BREAK_POINTS);
}

/** The nodes with a `<wbr>` in their text at each place its identifiers may break. */
function withWordBreaks(nodes: ElementContent[]): ElementContent[] {
  return nodes.flatMap((node): ElementContent[] => {
    if (node.type === 'text') {
      return identifierParts(node.value).flatMap((part, index): ElementContent[] => [
        ...(index > 0 ? [{ type: 'element', tagName: 'wbr', properties: {}, children: [] } as Element] : []),
        { type: 'text', value: part },
      ]);
    }
    if (node.type === 'element') return [{ ...node, children: withWordBreaks(node.children) }];
    return [node];
  });
}

const isApiTable = (node: Element): boolean =>
  node.tagName === 'table' &&
  Array.isArray(node.properties.className) &&
  node.properties.className.map(String).includes(API_TABLE_CLASS);

/**
 * The code in API tables' cells (names, types) and in the outline's headings (h2, h3: a member's
 * name, which the outline copies from the heading) with a `<wbr>` wherever it may break, so that a
 * narrow column wraps it between words, never mid-word. Run after the names in types are linked:
 * a `<wbr>` splits the text the linker reads.
 */
export function withNameBreaks(tree: Root): void {
  visit(tree, 'element', (node: Element) => {
    if (!isApiTable(node) && node.tagName !== 'h2' && node.tagName !== 'h3') return;
    visit(node, 'element', (code: Element) => {
      if (code.tagName !== 'code') return;
      code.children = withWordBreaks(code.children);
      return SKIP;
    });
    return SKIP;
  });
}

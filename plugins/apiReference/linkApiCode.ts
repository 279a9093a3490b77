import type { Element, ElementContent, Root, Text } from 'hast';
import { SKIP, visit } from 'unist-util-visit';
import { escapeRegExp } from '../../site/escapeRegExp';

/** Class of the elements whose code may get links; their `data-api-refs` lists the names that may. */
export const API_CODE_CLASS = 'gjs-api-code';

const classesOf = (node: Element): string[] => {
  const value: unknown = node.properties.className;
  return Array.isArray(value) ? value.map(String) : typeof value === 'string' ? value.split(' ') : [];
};

/** Splits a text node around the listed names, turning each into a link. */
function linkText(node: Text, pattern: RegExp, targets: Record<string, string>): ElementContent[] {
  const parts: ElementContent[] = [];
  let last = 0;
  for (const match of node.value.matchAll(pattern)) {
    const name = match[0];
    if (match.index > last) parts.push({ type: 'text', value: node.value.slice(last, match.index) });
    const link: Element = {
      type: 'element',
      tagName: 'a',
      properties: { href: targets[name]!, className: ['gjs-api-type-link'] },
      children: [{ type: 'text', value: name }],
    };
    parts.push(link);
    last = match.index + name.length;
  }
  if (last < node.value.length) parts.push({ type: 'text', value: node.value.slice(last) });
  return parts;
}

/**
 * Links the package's type names inside highlighted signatures and type cells: each
 * `<div|span class="gjs-api-code" data-api-refs="A B">` lists the names that may become links, so a
 * parameter that happens to share a name is never linked. `targets` maps the page's version's
 * documented names to their URLs. The `data-api-refs` attribute is removed.
 */
export function linkApiCode(tree: Root, targets: Record<string, string>): void {
  visit(tree, 'element', (element) => {
    if (!classesOf(element).includes(API_CODE_CLASS)) return;
    const names = String(element.properties.dataApiRefs ?? '')
      .split(' ')
      .filter((name) => name && targets[name]);
    delete element.properties.dataApiRefs;
    if (names.length === 0) return SKIP;
    const pattern = new RegExp(`(?<![\\w$.])(?:${names.map(escapeRegExp).join('|')})(?![\\w$])`, 'g');
    visit(element, 'text', (textNode, index, parent) => {
      if (!parent || index === undefined || (parent.type === 'element' && parent.tagName === 'a')) return;
      const replacement = linkText(textNode, pattern, targets);
      if (replacement.length === 1 && replacement[0]!.type === 'text') return;
      parent.children.splice(index, 1, ...(replacement as never[]));
      return index + replacement.length;
    });
    return SKIP;
  });
}

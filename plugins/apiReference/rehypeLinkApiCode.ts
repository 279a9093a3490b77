import type { Element, ElementContent, Root, Text } from 'hast';
import type { MdxJsxAttribute, MdxJsxFlowElementHast, MdxJsxTextElementHast } from 'mdast-util-mdx-jsx';
import { SKIP, visit } from 'unist-util-visit';
import { escapeRegExp } from '../../theme/lib/escapeRegExp';
import { API_CODE_CLASS, API_VERSION_ATTRIBUTE } from './pages';

export interface RehypeLinkApiCodeOptions {
  /**
   * Documented name → URL in the version an element names in `data-api-version` (null when it names
   * none). Read on every file, so the adapter can fill it once the models are loaded.
   */
  getLinkTargets: (versionKey: string | null) => Record<string, string>;
}

type JsxElement = MdxJsxFlowElementHast | MdxJsxTextElementHast;

const attribute = (node: JsxElement, name: string): string | null => {
  const found = node.attributes.find((item): item is MdxJsxAttribute => item.type === 'mdxJsxAttribute' && item.name === name);
  return typeof found?.value === 'string' ? found.value : null;
};


/** Splits a text node around the listed names, turning each into a link. */
function linkText(node: Text, pattern: RegExp, targets: Record<string, string>): ElementContent[] {
  const parts: ElementContent[] = [];
  let last = 0;
  for (const match of node.value.matchAll(pattern)) {
    const name = match[0];
    if (match.index > last) parts.push({ type: 'text', value: node.value.slice(last, match.index) });
    const link: Element = { type: 'element', tagName: 'a', properties: { href: targets[name]!, className: ['gjs-api-type-link'] }, children: [{ type: 'text', value: name }] };
    parts.push(link);
    last = match.index + name.length;
  }
  if (last < node.value.length) parts.push({ type: 'text', value: node.value.slice(last) });
  return parts;
}

/**
 * Links the package's type names inside generated signatures and type cells, after Shiki has
 * highlighted them: each `<div|span className="gjs-api-code" data-api-refs="A B">` lists the
 * names that may become links, so a parameter that happens to share a name is never linked.
 */
export function rehypeLinkApiCode({ getLinkTargets }: RehypeLinkApiCodeOptions) {
  return (tree: Root) => {
    visit(tree, (node) => {
      if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
      const element = node as JsxElement;
      if (!attribute(element, 'className')?.split(' ').includes(API_CODE_CLASS)) return;
      const targets = getLinkTargets(attribute(element, API_VERSION_ATTRIBUTE));
      const names = (attribute(element, 'data-api-refs') ?? '').split(' ').filter((name) => name && targets[name]);
      element.attributes = element.attributes.filter((item) => !(item.type === 'mdxJsxAttribute' && (item.name === 'data-api-refs' || item.name === API_VERSION_ATTRIBUTE)));
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
  };
}

import type { Element, ElementContent, Root } from 'hast';
import { visit } from 'unist-util-visit';
import { RSPRESS_MARKUP_CLASS } from '../rspressCompat/classNames';
import { headingAnchorLabel } from '../rspressCompat/headingAnchorLabel';

const isHeaderAnchor = (node: ElementContent): node is Element =>
  node.type === 'element' &&
  node.tagName === 'a' &&
  // Rspress writes the class as a `class` string; other plugins would write `className` as a list.
  [node.properties.class, node.properties.className]
    .flat()
    .join(' ')
    .split(/\s+/)
    .includes(RSPRESS_MARKUP_CLASS.headerAnchor);

/**
 * Makes the `#` anchor Rspress puts in every heading a link a keyboard and a screen reader reach:
 * Rspress hides it from assistive technology (`aria-hidden`) and shows it only on hover; here it
 * is named after its heading and stays in the tab order (theme/styles/headings.css shows it on
 * focus and on touch screens).
 */
export function rehypeNamedHeadingAnchors() {
  return (tree: Root) => {
    visit(tree, 'element', (heading) => {
      if (!/^h[1-6]$/.test(heading.tagName)) return;
      const anchor = heading.children.find(isHeaderAnchor);
      if (!anchor) return;
      delete anchor.properties.ariaHidden;
      delete anchor.properties.tabIndex;
      anchor.properties.ariaLabel = headingAnchorLabel(heading.children.filter((child) => child !== anchor));
    });
  };
}

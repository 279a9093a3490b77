import type { Root } from 'hast';
import { visit } from 'unist-util-visit';
import { RSPRESS_MARKUP_CLASS } from '../rspressCompat/markupClassNames';

/**
 * Takes the `#` anchor Rspress puts in every heading out of the tab order. It is aria-hidden (so
 * headings read cleanly), and an element hidden from assistive technology must not take focus;
 * keyboard readers reach each section from the table of contents instead.
 */
export function rehypeQuietHeadingAnchors() {
  return (tree: Root) => {
    visit(tree, 'element', (node) => {
      // Rspress writes the class as a `class` string; other plugins would write `className` as a list.
      const classes = [node.properties.class, node.properties.className].flat().join(' ').split(/\s+/);
      if (node.tagName === 'a' && classes.includes(RSPRESS_MARKUP_CLASS.headerAnchor)) node.properties.tabIndex = -1;
    });
  };
}

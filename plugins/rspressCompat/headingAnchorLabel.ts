import type { ElementContent } from 'hast';

/** The text a reader sees in a node (raw HTML and comments left out). */
const textOf = (node: ElementContent): string =>
  node.type === 'text' ? node.value : node.type === 'element' ? node.children.map(textOf).join('') : '';

/** The accessible name of a heading's `#` anchor, from the heading's content (the anchor left out). */
export const headingAnchorLabel = (headingContent: ElementContent[]): string =>
  `Link to section: ${headingContent.map(textOf).join('').trim()}`;

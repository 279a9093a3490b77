import type { Root } from 'hast';
import { describe, expect, it } from 'vitest';
import { RSPRESS_MARKUP_CLASS } from '../rspressCompat/markupClassNames';
import { rehypeQuietHeadingAnchors } from './index';

describe('rehypeQuietHeadingAnchors', () => {
  it('takes heading anchors out of the tab order and leaves other links alone', () => {
    const anchor = {
      type: 'element' as const,
      tagName: 'a',
      properties: { class: RSPRESS_MARKUP_CLASS.headerAnchor, ariaHidden: 'true', href: '#x' },
      children: [],
    };
    const link = { type: 'element' as const, tagName: 'a', properties: { href: '/y' }, children: [] };
    const tree: Root = {
      type: 'root',
      children: [{ type: 'element', tagName: 'h2', properties: {}, children: [anchor, link] }],
    };
    rehypeQuietHeadingAnchors()(tree);
    expect(anchor.properties).toMatchObject({ tabIndex: -1 });
    expect(link.properties).toEqual({ href: '/y' });
  });
});

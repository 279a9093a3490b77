import type { Root } from 'hast';
import { describe, expect, it } from 'vitest';
import { RSPRESS_MARKUP_CLASS } from '../rspressCompat/classNames';
import { rehypeNamedHeadingAnchors } from './index';

describe('rehypeNamedHeadingAnchors', () => {
  it('names heading anchors after their heading, shows them to assistive technology, and leaves other links alone', () => {
    const anchor = {
      type: 'element' as const,
      tagName: 'a',
      properties: { class: RSPRESS_MARKUP_CLASS.headerAnchor, ariaHidden: 'true', href: '#x' },
      children: [{ type: 'text' as const, value: '#' }],
    };
    const link = { type: 'element' as const, tagName: 'a', properties: { href: '/y' }, children: [] };
    const code = {
      type: 'element' as const,
      tagName: 'code',
      properties: {},
      children: [{ type: 'text' as const, value: '!' }],
    };
    const tree: Root = {
      type: 'root',
      children: [
        {
          type: 'element',
          tagName: 'h2',
          properties: {},
          children: [anchor, { type: 'text', value: 'What ' }, code, { type: 'text', value: ' promises ' }, link],
        },
      ],
    };
    rehypeNamedHeadingAnchors()(tree);
    expect(anchor.properties).toEqual({
      class: RSPRESS_MARKUP_CLASS.headerAnchor,
      href: '#x',
      ariaLabel: 'Link to section: What ! promises',
    });
    expect(link.properties).toEqual({ href: '/y' });
  });
});

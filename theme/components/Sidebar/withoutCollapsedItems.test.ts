import { describe, expect, it } from 'vitest';
import { withoutCollapsedItems } from './withoutCollapsedItems';

describe('withoutCollapsedItems', () => {
  const sidebar = [
    { text: 'Overview', link: '/api/graphql-js' },
    {
      text: 'Classes',
      collapsed: false,
      items: [
        { text: 'Errors', collapsed: true, items: [{ text: 'GraphQLError', link: '/a' }] },
        { text: 'Type system', collapsed: false, items: [{ text: 'GraphQLSchema', link: '/b' }] },
      ],
    },
    { text: 'Enums', collapsed: true, items: [{ text: 'Kind', link: '/c' }] },
  ];

  it('drops the items of collapsed groups at every depth and keeps open ones', () => {
    expect(withoutCollapsedItems(sidebar as never)).toEqual([
      { text: 'Overview', link: '/api/graphql-js' },
      {
        text: 'Classes',
        collapsed: false,
        items: [
          { text: 'Errors', collapsed: true, items: [] },
          { text: 'Type system', collapsed: false, items: [{ text: 'GraphQLSchema', link: '/b' }] },
        ],
      },
      { text: 'Enums', collapsed: true, items: [] },
    ]);
  });

  it('leaves its input untouched (the theme toggles groups in that state)', () => {
    const before = JSON.stringify(sidebar);
    withoutCollapsedItems(sidebar as never);
    expect(JSON.stringify(sidebar)).toBe(before);
  });
});

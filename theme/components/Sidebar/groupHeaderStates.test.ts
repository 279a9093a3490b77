import type { SidebarData } from '@rspress/core';
import { describe, expect, it } from 'vitest';
import { groupHeaderStates } from './groupHeaderStates';
import { withoutCollapsedItems } from './withoutCollapsedItems';

describe('groupHeaderStates', () => {
  it("lists the rendered groups' headers depth first, a collapsed group's children left out", () => {
    const sidebar = [
      { text: 'Overview', link: '/api' },
      {
        text: 'Classes',
        collapsed: false,
        items: [
          { text: 'Errors', collapsed: true, items: [{ text: 'GraphQLError', link: '/a' }] },
          { text: 'Language', collapsed: false, items: [{ text: 'Source', link: '/b' }] },
        ],
      },
      { text: 'Tutorial', collapsible: false, items: [{ text: 'Start', link: '/c' }] },
      { text: 'Guides', link: '/docs/guides/', collapsed: true, items: [] },
    ] as SidebarData;
    expect(groupHeaderStates(withoutCollapsedItems(sidebar))).toEqual([
      { isToggle: true, expanded: true },
      { isToggle: true, expanded: false },
      { isToggle: true, expanded: true },
      { isToggle: false, expanded: true },
      { isToggle: false, expanded: false },
    ]);
  });
});

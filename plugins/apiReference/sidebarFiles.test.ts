import { describe, expect, it } from 'vitest';
import { type ApiSidebars, sidebarStubs } from './sidebarFiles';

const sidebars: ApiSidebars = {
  '/api': [
    { text: 'Overview', link: '/api/x' },
    {
      text: 'Classes (1)',
      collapsible: true,
      collapsed: true,
      items: [{ text: 'Errors', collapsible: true, collapsed: true, items: [{ text: 'A', link: '/api/x/class/A' }] }],
    },
  ],
  '/api/x/v2': [
    { text: 'Group first', collapsible: true, collapsed: false, items: [{ text: 'B', link: '/api/x/v2/class/B' }] },
  ],
};

describe('the API sidebars in the config', () => {
  it('leave each sidebar’s first link in the config, for the navbar', () => {
    expect(sidebarStubs(sidebars)).toEqual({
      '/api': [{ text: 'Overview', link: '/api/x' }],
      '/api/x/v2': [{ text: 'B', link: '/api/x/v2/class/B' }],
    });
  });
});

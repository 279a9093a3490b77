import { normalizeThemeConfig } from '@rspress/core/dist/node/runtimeModule/siteData/normalizeThemeConfig.js';
import { describe, expect, it } from 'vitest';
import type { SidebarsFile } from '../../site/contracts';
import { normalizedSidebars } from './sidebars';

const sidebars: SidebarsFile = {
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

describe('sidebars outside the site data', () => {
  it('are what Rspress’s own normalization of the config makes of them', async () => {
    const rspress = await normalizeThemeConfig({
      lang: 'en',
      themeConfig: { sidebar: structuredClone(sidebars) },
    } as never);
    expect(normalizedSidebars(sidebars)).toEqual(rspress.sidebar);
    expect(normalizedSidebars(sidebars)['/api']![0]).toEqual({ text: 'Overview', link: '/api/x.html' });
  });
});

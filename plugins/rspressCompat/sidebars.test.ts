import { normalizeThemeConfig } from '@rspress/core/dist/node/runtimeModule/siteData/normalizeThemeConfig.js';
import { describe, expect, it } from 'vitest';
import { SIDEBARS_FILE_EXAMPLE } from '../../site/fixtures/sidebarsFile';
import { normalizedSidebars } from './sidebars';

const sidebars = SIDEBARS_FILE_EXAMPLE;

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

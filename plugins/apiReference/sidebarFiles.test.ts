import { describe, expect, it } from 'vitest';
import { SIDEBARS_FILE_EXAMPLE } from '../../site/fixtures/sidebarsFile';
import { sidebarStubs } from './sidebarFiles';

const sidebars = SIDEBARS_FILE_EXAMPLE;

describe('the API sidebars in the config', () => {
  it('leave each sidebar’s first link in the config, for the navbar', () => {
    expect(sidebarStubs(sidebars)).toEqual({
      '/api': [{ text: 'Overview', link: '/api/x' }],
      '/api/x/v2': [{ text: 'B', link: '/api/x/v2/class/B' }],
    });
  });
});

import { describe, expect, it } from 'vitest';
import { docRouteFromId } from './routes';

describe('docRouteFromId', () => {
  it('maps an index doc to its folder route with a trailing slash', () => {
    expect(docRouteFromId('tutorials/index')).toBe('/docs/tutorials/');
  });

  it('maps other docs to their clean URL', () => {
    expect(docRouteFromId('tutorials/basic-types')).toBe('/docs/tutorials/basic-types');
  });
});

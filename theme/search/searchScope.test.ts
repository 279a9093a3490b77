import { describe, expect, it } from 'vitest';
import { searchRoute } from '../../site/siteMap';
import { filterLabel, searchFilterFromParams } from './searchScope';

const filterOf = (route: string) => searchFilterFromParams(new URL(route, 'https://example.org').searchParams);

describe('the search filter in the address', () => {
  it('goes into the address and comes back out', () => {
    expect(searchRoute('errors', { scope: 'guides' })).toBe('/search?q=errors&in=guides');
    expect(searchRoute('execute', { scope: 'api', version: 'v17' })).toBe('/search?q=execute&in=api&v=v17');
    expect(filterOf(searchRoute('errors', { scope: 'guides' }))).toEqual({ scope: 'guides' });
    expect(filterOf(searchRoute('execute', { scope: 'api', version: 'v17' }))).toEqual({
      scope: 'api',
      version: 'v17',
    });
    expect(searchRoute('', { scope: 'tutorial' })).toBe('/search?in=tutorial');
  });

  it('ignores what it does not know, and a version outside the API', () => {
    expect(filterOf('/search?q=x&in=blog')).toEqual({});
    expect(filterOf('/search?q=x&in=api&v=v99')).toEqual({ scope: 'api' });
    expect(filterOf('/search?q=x&in=guides&v=v17')).toEqual({ scope: 'guides' });
  });

  it('names the filter in the status line', () => {
    expect(filterLabel({})).toBe('');
    expect(filterLabel({ scope: 'api', version: 'v17' })).toBe(' in the API (v17)');
  });
});

import { describe, expect, it } from 'vitest';
import { detectBaseUrlIssue } from './detectBaseUrlIssue';

describe('detectBaseUrlIssue', () => {
  it('finds nothing wrong where the page is served at its route under the base', () => {
    expect(detectBaseUrlIssue({ pathname: '/docs/tutorials/', routePath: '/docs/tutorials/', base: '/' })).toBeNull();
    expect(
      detectBaseUrlIssue({ pathname: '/docs/tutorials/index.html', routePath: '/docs/tutorials/', base: '/' }),
    ).toBeNull();
    expect(
      detectBaseUrlIssue({ pathname: '/api/graphql-js.html', routePath: '/api/graphql-js', base: '/' }),
    ).toBeNull();
    expect(detectBaseUrlIssue({ pathname: '/site/api', routePath: '/api', base: '/site/' })).toBeNull();
  });

  it('suggests the base that matches where the site is served', () => {
    expect(
      detectBaseUrlIssue({ pathname: '/wrong/docs/tutorials/', routePath: '/docs/tutorials/', base: '/' }),
    ).toEqual({ suggestedBase: '/wrong/' });
    expect(detectBaseUrlIssue({ pathname: '/a/b/', routePath: '/', base: '/' })).toEqual({ suggestedBase: '/a/b/' });
    expect(detectBaseUrlIssue({ pathname: '/api/graphql-js', routePath: '/api/graphql-js', base: '/site/' })).toEqual({
      suggestedBase: '/',
    });
  });

  it('reports the problem without a suggestion when the path does not end with the route', () => {
    expect(detectBaseUrlIssue({ pathname: '/elsewhere', routePath: '/docs/tutorials/', base: '/' })).toEqual({
      suggestedBase: null,
    });
  });
});

import { describe, expect, it } from 'vitest';
import { linkTargetFromHref } from './linkTarget';

describe('linkTargetFromHref', () => {
  it('tells other sites and same-page hashes apart from pages', () => {
    expect(linkTargetFromHref('https://github.com/graphql/graphql-js', { base: '/' })).toEqual({ kind: 'external' });
    expect(linkTargetFromHref('mailto:a@b.c', { base: '/' })).toEqual({ kind: 'external' });
    expect(linkTargetFromHref('//cdn.example/x', { base: '/' })).toEqual({ kind: 'external' });
    expect(linkTargetFromHref('#getType', { base: '/' })).toEqual({ kind: 'hash' });
  });

  it('gives pages their router path and route path', () => {
    expect(linkTargetFromHref('/api/graphql-js#GraphQLString', { base: '/' })).toEqual({
      kind: 'page',
      path: '/api/graphql-js#GraphQLString',
      routePath: '/api/graphql-js',
    });
    expect(linkTargetFromHref('/search?q=execute', { base: '/' })).toEqual({
      kind: 'page',
      path: '/search?q=execute',
      routePath: '/search',
    });
  });

  it('resolves relative hrefs against the current page', () => {
    expect(linkTargetFromHref('basic-types#lists', { base: '/', currentPath: '/docs/tutorials/' })).toEqual({
      kind: 'page',
      path: '/docs/tutorials/basic-types#lists',
      routePath: '/docs/tutorials/basic-types',
    });
    expect(linkTargetFromHref('../api', { base: '/', currentPath: '/docs/tutorials/x' })).toEqual({
      kind: 'page',
      path: '/docs/api',
      routePath: '/docs/api',
    });
  });

  it('strips a non-root base', () => {
    expect(linkTargetFromHref('/docs-site/docs/tutorials/', { base: '/docs-site/' })).toEqual({
      kind: 'page',
      path: '/docs/tutorials/',
      routePath: '/docs/tutorials/',
    });
  });
});

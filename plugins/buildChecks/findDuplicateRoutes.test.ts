import { describe, expect, it } from 'vitest';
import { findDuplicateRoutes, hasDefaultExport } from './findDuplicateRoutes';

describe('findDuplicateRoutes', () => {
  it('finds a.mdx and a/index.mdx claiming one route', () => {
    const routes = [
      { routePath: '/docs/a', file: 'docs/a.mdx' },
      { routePath: '/docs/a/', file: 'docs/a/index.mdx' },
      { routePath: '/docs/b', file: 'docs/b.mdx' },
    ];
    expect(findDuplicateRoutes(routes)).toEqual([[routes[0], routes[1]]]);
  });

  it('finds nothing when every route is distinct', () => {
    expect(
      findDuplicateRoutes([
        { routePath: '/', file: 'index.mdx' },
        { routePath: '/docs/tutorials/', file: 'docs/tutorials/index.mdx' },
      ]),
    ).toEqual([]);
  });
});

describe('hasDefaultExport', () => {
  it('recognises the forms of a default export', () => {
    expect(hasDefaultExport('export default function Page() {}')).toBe(true);
    expect(hasDefaultExport('const Page = () => null;\nexport { Page as default };')).toBe(true);
    expect(hasDefaultExport('export function Page() {}')).toBe(false);
  });
});

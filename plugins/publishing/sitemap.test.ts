import { describe, expect, it } from 'vitest';
import { renderRobotsTxt, renderSitemap } from './sitemap';

describe('renderSitemap', () => {
  it('lists each route under the origin, escaped', () => {
    expect(renderSitemap('https://graphql-js.org', ['/', '/docs/tutorials/', '/a&b'])).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '  <url><loc>https://graphql-js.org/</loc></url>\n  <url><loc>https://graphql-js.org/docs/tutorials/</loc></url>\n  <url><loc>https://graphql-js.org/a&amp;b</loc></url>\n</urlset>\n',
    );
  });
});

describe('renderRobotsTxt', () => {
  it('points at the sitemap', () => {
    expect(renderRobotsTxt('https://graphql-js.org')).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: https://graphql-js.org/sitemap.xml\n',
    );
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { NOT_FOUND_HTML_FILE, routeFromHtmlFile } from '../site/siteMap';
import { docsSidebarRoutes } from '../theme/docsSidebar';

// Reads the production build itself: every page, not a sample.
const outDir = path.resolve(import.meta.dirname, '../doc_build');
const pages = (readdirSync(outDir, { recursive: true, encoding: 'utf8' }) as string[])
  .filter((file) => file.endsWith('.html') && file !== NOT_FOUND_HTML_FILE)
  .map((file) => {
    const html = readFileSync(path.join(outDir, file), 'utf8');
    return { file, route: routeFromHtmlFile(file), html };
  });

const first = (html: string, pattern: RegExp) => pattern.exec(html)?.[1] ?? null;

test('the build has every page: home, tutorial, guides, API index, overviews, items of each kind in both versions, search', () => {
  const routes = pages.map(({ route }) => route);
  const required = [
    '/',
    ...docsSidebarRoutes,
    '/docs/guides/',
    '/api',
    '/api/graphql-js',
    '/api/graphql-js/v17',
    '/api/graphql-js/changes',
    '/api/graphql-js/class/GraphQLSchema',
    '/api/graphql-js/enum/Kind',
    '/api/graphql-js/function/execute',
    '/api/graphql-js/interface/GraphQLResolveInfo',
    '/api/graphql-js/v17/class/GraphQLSchema',
    '/api/graphql-js/v17/function/execute',
    '/api/graphql-js/v17/interface/GraphQLResolveInfo',
    '/search',
  ];
  expect(routes).toEqual(expect.arrayContaining(required));
  expect(required.length).toBeGreaterThan(20);
});

test('every page has its own <title>, a meta description and a canonical URL', () => {
  const titles = new Map<string, string>();
  for (const { file, route, html } of pages) {
    const title = first(html, /<title>([^<]+)<\/title>/);
    expect(title, `${file} has a <title>`).toBeTruthy();
    expect(titles.get(title!), `${file} and ${titles.get(title!)} share the title "${title}"`).toBeUndefined();
    titles.set(title!, file);
    expect(first(html, /<meta name="description" content="([^"]+)"/), `${file} has a meta description`).toBeTruthy();
    expect(first(html, /<link rel="canonical" href="([^"]+)"/), `${file} names its canonical URL`).toBe(
      `https://graphql-js.org${route}`,
    );
  }
});

test('every page is server-rendered: its main heading and content are in the HTML, and it declares <html lang="en" dir="ltr">', () => {
  const notFound = readFileSync(path.join(outDir, NOT_FOUND_HTML_FILE), 'utf8');
  for (const { file, html } of [...pages, { file: NOT_FOUND_HTML_FILE, html: notFound }]) {
    expect(html, `${file} declares its language`).toMatch(/<html[^>]*\slang="en"/);
    expect(html, `${file} declares its direction`).toMatch(/<html[^>]*\sdir="ltr"/);
    expect(html, `${file} has an h1 in its HTML`).toMatch(/<h1[^>]*>[\s\S]*?\S[\s\S]*?<\/h1>/);
    expect(html, `${file} has content, not an empty app shell`).toMatch(
      /<div id="__rspress_root"><a class="gjs-skip-link"/,
    );
  }
});

test('sitemap.xml lists every page but the 404 page, and nothing else; robots.txt points to it', () => {
  const sitemap = readFileSync(path.join(outDir, 'sitemap.xml'), 'utf8');
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]).sort();
  expect(listed).toEqual(pages.map(({ route }) => `https://graphql-js.org${route}`).sort());
  expect(readFileSync(path.join(outDir, 'robots.txt'), 'utf8')).toContain(
    'Sitemap: https://graphql-js.org/sitemap.xml',
  );
});

test('every page has Open Graph and Twitter card tags with its URL and the site image', () => {
  for (const { file, route, html } of pages) {
    expect(first(html, /<meta property="og:url" content="([^"]+)"/), `${file} og:url`).toBe(
      `https://graphql-js.org${route}`,
    );
    expect(first(html, /<meta property="og:title" content="([^"]+)"/), `${file} og:title`).toBeTruthy();
    expect(first(html, /<meta property="og:description" content="([^"]+)"/), `${file} og:description`).toBeTruthy();
    expect(first(html, /<meta property="og:image" content="([^"]+)"/), `${file} og:image`).toBe(
      'https://graphql-js.org/og-image.png',
    );
    expect(first(html, /<meta name="twitter:card" content="([^"]+)"/), `${file} twitter:card`).toBe(
      'summary_large_image',
    );
  }
});

import { describe, expect, it } from 'vitest';
import { findBrokenLinks, linksAndIdsFromHtml } from './findBrokenLinks';

const page = (route: string, ids: string[], hrefs: string[]) => ({
  route,
  source: `docs${route}.mdx`,
  ids: new Set(ids),
  hrefs,
});
const files = new Set(['/favicon.svg']);

describe('findBrokenLinks', () => {
  const pages = [
    page(
      '/',
      ['main-content'],
      [
        '/docs/tutorials/',
        '/api/graphql-js#GraphQLString',
        '#main-content',
        'https://github.com/x',
        '/favicon.svg',
        '/docs/tutorials/index.html',
      ],
    ),
    page(
      '/docs/tutorials/',
      ['first-query'],
      [
        '/docs/tutorials/#first-query',
        '/docs/tutorials/missing',
        '/api/graphql-js#Nope',
        '#nowhere',
        '/api/graphql-js?x=1',
      ],
    ),
    page('/api/graphql-js', ['GraphQLString'], []),
  ];

  it('reports links to missing pages and missing anchors, naming the source page and the target', () => {
    expect(findBrokenLinks({ pages, hasFile: (path) => files.has(path) })).toEqual([
      {
        source: 'docs/docs/tutorials/.mdx',
        route: '/docs/tutorials/',
        href: '/docs/tutorials/missing',
        reason: 'no page or file at that path',
      },
      {
        source: 'docs/docs/tutorials/.mdx',
        route: '/docs/tutorials/',
        href: '/api/graphql-js#Nope',
        reason: '/api/graphql-js has no #Nope',
      },
      {
        source: 'docs/docs/tutorials/.mdx',
        route: '/docs/tutorials/',
        href: '#nowhere',
        reason: '/docs/tutorials/ has no #nowhere',
      },
    ]);
  });

  it('reports a broken link once on every page that has it; an anchor alone is looked up on the page it is written on', () => {
    const shared = [
      page('/a', ['x'], ['/gone', '/a#x', '#x']),
      page('/b', [], ['/gone', '/a#y', '/favicon.svg', '#x', '/gone']),
    ];
    expect(
      findBrokenLinks({ pages: shared, hasFile: (path) => files.has(path) }).map(
        ({ route, href, reason }) => `${route} ${href}: ${reason}`,
      ),
    ).toEqual([
      '/a /gone: no page or file at that path',
      '/b /gone: no page or file at that path',
      '/b /a#y: /a has no #y',
      '/b #x: /b has no #x',
    ]);
  });

  it('accepts links outside the base only as errors', () => {
    const broken = findBrokenLinks({ pages: [page('/', [], ['/elsewhere/x'])], hasFile: () => false, base: '/site/' });
    expect(broken).toEqual([
      { source: 'docs/.mdx', route: '/', href: '/elsewhere/x', reason: "outside the site's base URL /site/" },
    ]);
  });
});

describe('linksAndIdsFromHtml', () => {
  it('reads ids and anchor hrefs, decoding entities and skipping scripts', () => {
    const html =
      '<h2 id="a&amp;b">x</h2><a class="c" href="/x?y=1&amp;z=2#h">x</a><script>var s = \'<a href="/nope">\';</script><div id="d"></div>';
    expect(linksAndIdsFromHtml(html)).toEqual({ ids: new Set(['a&b', 'd']), hrefs: ['/x?y=1&z=2#h'] });
  });

  it('skips every script of a page, and reads what comes between and after them', () => {
    const html = [
      '<head><script>var a = \' id="in-first"\';</script></head>',
      '<main id="between"><a href="/one">1</a></main>',
      '<script type="application/json">{"html":"<a href=\\"/in-data\\" id=\\"in-data\\">"}</script>',
      '<SCRIPT>x()</SCRIPT><footer id="after"><a href="/two">2</a></footer>',
      // A match begun inside a script must not run on into the page after it.
      '<script>var open = \' id="\';</script><p id="last"></p>',
    ].join('');
    expect(linksAndIdsFromHtml(html)).toEqual({ ids: new Set(['between', 'after', 'last']), hrefs: ['/one', '/two'] });
  });
});

import { describe, expect, it } from 'vitest';
import { toChunkSiblings, withSiblingPreloads } from './routeChunkPreloads';

const groups = [
  {
    name: 'route-aaaaaaaaaaaa',
    assets: [
      { name: 'static/js/styles.0000000000.js' },
      { name: 'static/js/async/5.1111111111.js' },
      { name: 'static/js/async/route-aaaaaaaaaaaa.2222222222.js' },
      { name: 'static/css/async/route-aaaaaaaaaaaa.3333333333.css' },
    ],
  },
  { name: 'route-bbbbbbbbbbbb', assets: [{ name: 'static/js/async/route-bbbbbbbbbbbb.4444444444.js' }] },
  { name: 'example-runner', assets: [{ name: 'static/js/async/6.5555555555.js' }] },
];

/** A built page under `base` that preloads `route` and whose loader lists the entry's scripts. */
const page = (route: string, base = '/') =>
  `<head><link rel="preload" href="${base}static/js/async/${route}" as="script"><link rel="stylesheet" href="/s.css">` +
  `<script>(load)(["${base}static/js/styles.0000000000.js"], 3000);</script></head>`;

describe('the scripts a route chunk needs besides itself', () => {
  it('are listed by the route chunk file, scripts only, for route chunk groups that have any', () => {
    expect(toChunkSiblings(groups)).toEqual(
      new Map([
        [
          'route-aaaaaaaaaaaa.2222222222.js',
          {
            own: 'static/js/async/route-aaaaaaaaaaaa.2222222222.js',
            others: ['static/js/styles.0000000000.js', 'static/js/async/5.1111111111.js'],
          },
        ],
      ]),
    );
  });

  it("are preloaded by the page right after its route chunk's own, under its base, unless the page names them", () => {
    const html = withSiblingPreloads(page('route-aaaaaaaaaaaa.2222222222.js', '/docs/'), toChunkSiblings(groups));
    expect(html).toBe(
      '<head><link rel="preload" href="/docs/static/js/async/route-aaaaaaaaaaaa.2222222222.js" as="script">' +
        '<link rel="preload" href="/docs/static/js/async/5.1111111111.js" as="script">' +
        '<link rel="stylesheet" href="/s.css">' +
        '<script>(load)(["/docs/static/js/styles.0000000000.js"], 3000);</script></head>',
    );
    // Applied twice (a rebuilt page read again), it adds nothing more.
    expect(withSiblingPreloads(html, toChunkSiblings(groups))).toBe(html);
  });

  it('leave a page without a route preload, or whose route needs nothing else, as it is', () => {
    const siblings = toChunkSiblings(groups);
    expect(withSiblingPreloads('<head></head>', siblings)).toBe('<head></head>');
    const alone = page('route-bbbbbbbbbbbb.4444444444.js');
    expect(withSiblingPreloads(alone, siblings)).toBe(alone);
  });
});

import { runInNewContext } from 'node:vm';
import type { HtmlBasicTag } from '@rsbuild/core';
import { describe, expect, it } from 'vitest';
import { LOAD_WITHOUT_PAINT_MS, renderAfterPaintLoader, toScriptsAfterPaint } from './afterPaintTags';

const script = (src: string): HtmlBasicTag => ({ tag: 'script', attrs: { defer: true, src } });
const css: HtmlBasicTag = { tag: 'link', attrs: { rel: 'stylesheet', href: '/static/css/a.css' } };
const inline: HtmlBasicTag = { tag: 'script', children: 'pre()' };

describe('toScriptsAfterPaint', () => {
  it('puts one loader where the first external script was and keeps every other tag in place', () => {
    const tags = {
      headTags: [inline, script('/static/js/a.js'), css, script('/static/js/b.js')],
      bodyTags: [script('/static/js/c.js')],
    };
    const { headTags, bodyTags } = toScriptsAfterPaint(tags);
    expect(headTags.map((tag) => tag.children ?? tag.attrs?.src ?? tag.attrs?.href)).toEqual([
      'pre()',
      expect.stringContaining('/static/js/a.js'),
      '/static/css/a.css',
    ]);
    expect(headTags[1]!.children).toContain('["/static/js/a.js","/static/js/b.js","/static/js/c.js"]');
    expect(headTags[1]!.attrs).toBeUndefined();
    expect(bodyTags).toEqual([]);
    expect(tags.headTags).toHaveLength(4);
  });

  it('leaves a page without external scripts as it is', () => {
    expect(toScriptsAfterPaint({ headTags: [inline, css], bodyTags: [] })).toEqual({
      headTags: [inline, css],
      bodyTags: [],
    });
  });

  it('fails on a script whose attributes the loader would drop, naming them', () => {
    const module: HtmlBasicTag = {
      tag: 'script',
      attrs: { type: 'module', src: '/static/js/a.js', integrity: 'sha384-x', defer: false },
    };
    expect(() => toScriptsAfterPaint({ headTags: [module], bodyTags: [] })).toThrow(
      /\/static\/js\/a\.js has type, integrity, which the loader/,
    );
  });

  it('escapes a source that could close the inline script', () => {
    expect(renderAfterPaintLoader(['/x</script>.js'])).not.toContain('</script>');
  });
});

interface StandInPage {
  paintTiming?: boolean;
  hidden?: boolean;
}

/** Runs the loader in a stand-in browser: what it appends to <head>, and the callbacks it waits on, by kind. */
function runLoader(sources: string[], { paintTiming = true, hidden = false }: StandInPage = {}) {
  const appended: { src: string; async: boolean }[] = [];
  const paints: (() => void)[] = [];
  const frames: (() => void)[] = [];
  const timers: { callback: () => void; ms: number }[] = [];
  let disconnected = false;
  class PerformanceObserver {
    static supportedEntryTypes = paintTiming ? ['paint', 'resource'] : ['resource'];
    constructor(private readonly callback: (list: unknown, observer: PerformanceObserver) => void) {}
    observe(options: { type: string; buffered: boolean }) {
      expect(options).toEqual({ type: 'paint', buffered: true });
      // A page's two paint entries (first-paint, first-contentful-paint) may come in two calls.
      paints.push(
        () => this.callback({}, this),
        () => this.callback({}, this),
      );
    }
    disconnect() {
      disconnected = true;
    }
  }
  const document = {
    visibilityState: hidden ? 'hidden' : 'visible',
    createElement: () => ({ src: '', async: true }),
    head: { appendChild: (node: { src: string; async: boolean }) => appended.push(node) },
  };
  const requestAnimationFrame = (callback: () => void) => frames.push(callback);
  const setTimeout = (callback: () => void, ms: number) => timers.push({ callback, ms });
  runInNewContext(renderAfterPaintLoader(sources), {
    document,
    PerformanceObserver,
    requestAnimationFrame,
    setTimeout,
  });
  return { appended, paints, frames, timers, isDisconnected: () => disconnected };
}

describe('the loader in the page', () => {
  it('appends nothing before the first paint, then every script once, in order, not async', () => {
    const { appended, paints, isDisconnected } = runLoader(['/a.js', '/b.js']);
    expect(appended).toEqual([]);
    paints.shift()!();
    expect(appended).toEqual([
      { src: '/a.js', async: false },
      { src: '/b.js', async: false },
    ]);
    expect(isDisconnected()).toBe(true);
    paints.shift()!();
    expect(appended).toHaveLength(2);
  });

  it('without Paint Timing, loads after the next frame', () => {
    const { appended, frames, timers } = runLoader(['/a.js'], { paintTiming: false });
    frames.shift()!();
    expect(appended).toEqual([]);
    timers.find(({ ms }) => ms === 0)!.callback();
    expect(appended).toEqual([{ src: '/a.js', async: false }]);
  });

  it('in a background tab, loads at once', () => {
    const { appended, paints, timers } = runLoader(['/a.js'], { hidden: true });
    expect(appended).toEqual([{ src: '/a.js', async: false }]);
    expect([paints, timers]).toEqual([[], []]);
  });

  it('loads anyway when no paint is reported in time, and only once', () => {
    const { appended, paints, timers } = runLoader(['/a.js']);
    expect(timers.map(({ ms }) => ms)).toEqual([LOAD_WITHOUT_PAINT_MS]);
    timers[0]!.callback();
    paints.shift()!();
    expect(appended).toEqual([{ src: '/a.js', async: false }]);
  });
});

import { runInNewContext } from 'node:vm';
import type { HtmlBasicTag } from '@rsbuild/core';
import { describe, expect, it } from 'vitest';
import { SEARCH_SHORTCUT_ATTRIBUTE, SEARCH_SHORTCUT_STATE } from '../../site/contracts';
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
  const attributes = new Map<string, string>();
  const keyListeners = new Set<(event: StandInKey) => void>();
  const document = {
    visibilityState: hidden ? 'hidden' : 'visible',
    createElement: () => ({ src: '', async: true }),
    head: { appendChild: (node: { src: string; async: boolean }) => appended.push(node) },
    documentElement: {
      getAttribute: (name: string) => attributes.get(name) ?? null,
      setAttribute: (name: string, value: string) => void attributes.set(name, value),
    },
  };
  const window = {
    addEventListener: (type: string, listener: (event: StandInKey) => void, capture: boolean) => {
      expect([type, capture]).toEqual(['keydown', true]);
      keyListeners.add(listener);
    },
    removeEventListener: (_type: string, listener: (event: StandInKey) => void) => keyListeners.delete(listener),
  };
  const requestAnimationFrame = (callback: () => void) => frames.push(callback);
  const setTimeout = (callback: () => void, ms: number) => timers.push({ callback, ms });
  runInNewContext(renderAfterPaintLoader(sources), {
    document,
    window,
    PerformanceObserver,
    requestAnimationFrame,
    setTimeout,
  });
  /** Presses a key in the stand-in page: whether it was prevented. */
  const press = (key: string, { ctrlKey = false, metaKey = false, target = { tagName: 'BODY' } } = {}) => {
    let prevented = false;
    const preventDefault = () => {
      prevented = true;
    };
    for (const listener of [...keyListeners]) listener({ key, ctrlKey, metaKey, target, preventDefault });
    return prevented;
  };
  return {
    appended,
    paints,
    frames,
    timers,
    isDisconnected: () => disconnected,
    press,
    shortcutState: () => attributes.get(SEARCH_SHORTCUT_ATTRIBUTE),
    setShortcutState: (value: string) => attributes.set(SEARCH_SHORTCUT_ATTRIBUTE, value),
    keyListeners,
  };
}

interface StandInKey {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  target: { tagName: string; isContentEditable?: boolean };
  preventDefault: () => void;
}

describe('a search shortcut pressed before the app listens', () => {
  it('is kept, not lost: Ctrl+K, Cmd+K and / are prevented and marked on <html> for the search button', () => {
    for (const [key, modifiers] of [
      ['k', { ctrlKey: true }],
      ['K', { metaKey: true }],
      ['/', {}],
    ] as const) {
      const page = runLoader(['/a.js']);
      expect(page.shortcutState()).toBeUndefined();
      expect(page.press(key, modifiers)).toBe(true);
      expect(page.shortcutState()).toBe(SEARCH_SHORTCUT_STATE.pressed);
    }
  });

  it('lets other keys pass, and / typed in a text field', () => {
    const page = runLoader(['/a.js']);
    expect(page.press('k')).toBe(false);
    expect(page.press('/', { target: { tagName: 'TEXTAREA' } })).toBe(false);
    expect(page.press('/', { target: { tagName: 'DIV', isContentEditable: true } as { tagName: string } })).toBe(false);
    expect(page.shortcutState()).toBeUndefined();
  });

  it('steps aside once the search button listens: the key passes and the listener is gone', () => {
    const page = runLoader(['/a.js']);
    page.setShortcutState(SEARCH_SHORTCUT_STATE.listening);
    expect(page.press('k', { ctrlKey: true })).toBe(false);
    expect(page.shortcutState()).toBe(SEARCH_SHORTCUT_STATE.listening);
    expect(page.keyListeners.size).toBe(0);
  });
});

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

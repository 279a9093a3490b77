import type { HtmlBasicTag } from '@rsbuild/core';
import { SEARCH_SHORTCUT_ATTRIBUTE, SEARCH_SHORTCUT_STATE } from '../../site/contracts';
import { keepEarlySearchShortcut } from './earlySearchShortcut';

/** How long a page that shows but never reports a paint waits before it loads its scripts anyway. */
export const LOAD_WITHOUT_PAINT_MS = 3000;

/**
 * The browser half: loads the page's scripts, in order, once the page has painted. Serialized with
 * `toString()` into the page, so it stays self-contained (no imports, no closures, ES5, every
 * statement ended by a semicolon: the line breaks are taken out).
 *
 * - `async = false`: inserted scripts run as soon as they arrive; this keeps the order of the
 *   deferred tags they replace.
 * - The first paint entry is observed `buffered`: it may already have happened. Without Paint
 *   Timing: after the next frame, which is the first paint of a new page.
 * - A page opened in a background tab has no paint to wait for: it loads them at once, as before.
 * - A page that never reports a paint (its text hidden, say) loads them after `waitMs`.
 */
export function loadScriptsAfterFirstPaint(sources: string[], waitMs: number) {
  var started = false;
  function load() {
    var index: number;
    var script: HTMLScriptElement;
    if (started) return;
    started = true;
    for (index = 0; index < sources.length; index++) {
      script = document.createElement('script');
      script.src = sources[index]!;
      script.async = false;
      document.head.appendChild(script);
    }
  }
  if (document.visibilityState === 'hidden') return load();
  setTimeout(load, waitMs);
  var entryTypes = typeof PerformanceObserver === 'function' ? PerformanceObserver.supportedEntryTypes : undefined;
  if (entryTypes && entryTypes.indexOf('paint') !== -1) {
    new PerformanceObserver(function (_list, observer) {
      observer.disconnect();
      load();
    }).observe({ type: 'paint', buffered: true });
  } else if (typeof requestAnimationFrame === 'function') {
    requestAnimationFrame(function () {
      setTimeout(load, 0);
    });
  }
}

/** A browser function's source on one line, called with `args` (JSON, `<` escaped so nothing can close the tag). */
function renderCall(run: (...args: never[]) => void, args: unknown[]): string {
  const list = args.map((arg) => JSON.stringify(arg).replace(/</g, '\\u003c')).join(', ');
  return `(${run.toString().replace(/\s*\n\s*/g, '')})(${list});`;
}

/**
 * The inline script that keeps a search shortcut pressed before the app listens (earlySearchShortcut.ts), then
 * loads `sources` after the first paint. One script for both: each inline script is hashed into the policy.
 */
export function renderAfterPaintLoader(sources: string[]): string {
  const { pressed, listening } = SEARCH_SHORTCUT_STATE;
  return (
    renderCall(keepEarlySearchShortcut, [SEARCH_SHORTCUT_ATTRIBUTE, pressed, listening]) +
    renderCall(loadScriptsAfterFirstPaint, [sources, LOAD_WITHOUT_PAINT_MS])
  );
}

/** Attributes a script tag may have for the loader to take its place: it keeps only the order and the address. */
const REPLACEABLE_ATTRIBUTES = new Set(['src', 'defer']);

type ExternalScript<Tag> = Tag & { attrs: NonNullable<HtmlBasicTag['attrs']> & { src: string } };

function isExternalScript<Tag extends HtmlBasicTag>(tag: Tag): tag is ExternalScript<Tag> {
  return tag.tag === 'script' && typeof tag.attrs?.src === 'string';
}

/**
 * The page's tags with every external script replaced by one inline loader, placed where the first
 * of them was: the scripts are then fetched and run after the first paint instead of before it.
 * Tags are returned in new arrays; the input is not changed. Pages without external scripts are
 * returned as they are. A script with any other attribute (`type="module"`, `integrity`,
 * `crossorigin`, ...) fails the build: the loader would drop it.
 */
export function toScriptsAfterPaint<Tag extends HtmlBasicTag>(tags: {
  headTags: Tag[];
  bodyTags: Tag[];
}): { headTags: (Tag | HtmlBasicTag)[]; bodyTags: (Tag | HtmlBasicTag)[] } {
  const scripts = [...tags.headTags, ...tags.bodyTags].filter(isExternalScript);
  for (const script of scripts) {
    const others = Object.entries(script.attrs).filter(
      ([name, value]) => !REPLACEABLE_ATTRIBUTES.has(name) && value !== false && value != null,
    );
    if (others.length > 0) {
      throw new Error(
        `[scripts-after-paint] The script ${script.attrs.src} has ${others.map(([name]) => name).join(', ')}, which the loader that runs scripts after the first paint would drop. Carry the attribute over in plugins/scriptsAfterPaint/afterPaintTags.ts, or remove the plugin.`,
      );
    }
  }
  if (scripts.length === 0) return { headTags: [...tags.headTags], bodyTags: [...tags.bodyTags] };
  const loader: HtmlBasicTag = {
    tag: 'script',
    children: renderAfterPaintLoader(scripts.map((script) => script.attrs.src)),
  };
  let placed = false;
  const replace = (list: Tag[]) =>
    list.flatMap((tag): (Tag | HtmlBasicTag)[] => {
      if (!isExternalScript(tag)) return [tag];
      if (placed) return [];
      placed = true;
      return [loader];
    });
  return { headTags: replace(tags.headTags), bodyTags: replace(tags.bodyTags) };
}

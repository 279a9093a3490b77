import { useLocation, useNavigationType, usePage } from '@rspress/core/runtime';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { isActive } from '../rspressCompat';
import { openDetailsAround } from './openDetailsAround';

/** Field of `history.state` holding the entry's last scroll position (react-router keeps its own fields beside it). */
const SCROLL_STATE_KEY = 'gjsScrollY';

type HistoryState = Record<string, unknown> | null;

/**
 * Each entry's position as it scrolls, by entry key, for this tab's life: the history entry's copy
 * is written only once scrolling pauses, so a link followed sooner would leave it behind.
 */
const positions = new Map<string, number>();

/** How long scrolling must pause before the position is written to the history entry (ms). */
const SAVE_DELAY_MS = 150;

/**
 * Scroll after navigation, as the product specification asks: back/forward (and reload) return to where the reader
 * was on that entry; otherwise to the hash target once it has rendered (also when the page's code
 * arrived after the URL changed), else the top, which the default theme already does.
 *
 * Positions live in each history entry's own state, so they follow the entry and survive reloads.
 */
export function useScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const { page } = usePage();
  const settledKey = useRef<string | null>(null);
  // Entries react-router did not create (the first page, a native #hash link, another script's
  // pushState) all have the key 'default': tell them apart by address.
  const entryKey =
    location.key === 'default' ? `default:${location.pathname}${location.search}${location.hash}` : location.key;
  const currentKey = useRef(entryKey);
  currentKey.current = entryKey;

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    // Written once scrolling pauses: browsers limit replaceState calls (Safari throws past 100 in 30 s).
    let timer: ReturnType<typeof setTimeout> | undefined;
    const remember = () => {
      // Until the entry's page is shown and scrolled into place, the position belongs to the page before.
      if (settledKey.current !== currentKey.current) return;
      const state = (window.history.state as HistoryState) ?? {};
      window.history.replaceState({ ...state, [SCROLL_STATE_KEY]: window.scrollY }, '');
    };
    const rememberSoon = () => {
      if (settledKey.current === currentKey.current) positions.set(currentKey.current, window.scrollY);
      clearTimeout(timer);
      timer = setTimeout(remember, SAVE_DELAY_MS);
    };
    window.addEventListener('scroll', rememberSoon, { passive: true });
    window.addEventListener('pagehide', remember);
    return () => {
      window.removeEventListener('scroll', rememberSoon);
      window.removeEventListener('pagehide', remember);
      clearTimeout(timer);
    };
  }, []);

  // Runs after the default theme's own scroll handling (a parent's layout effects run after its children's).
  useLayoutEffect(() => {
    if (settledKey.current === entryKey) return;
    // Wait until the page shown is the one the address names: its code may arrive after the URL changed.
    if (!isActive(page.routePath ?? '', location.pathname)) return;
    const settle = () => {
      settledKey.current = entryKey;
    };
    const saved = positions.get(entryKey) ?? (window.history.state as HistoryState)?.[SCROLL_STATE_KEY];
    if (navigationType === 'POP' && typeof saved === 'number') {
      // The page's content can render a moment after its data (it is loaded on its own): wait until it is tall enough.
      return whenInDocument(
        () => document.documentElement.scrollHeight - window.innerHeight >= saved,
        () => {
          window.scrollTo(0, saved);
          settle();
        },
        { runOnTimeout: true },
      );
    }
    const hash = decodeURIComponent(location.hash.slice(1));
    if (!hash) return settle();
    return whenInDocument(
      () => document.getElementById(hash) !== null,
      () => {
        const target = document.getElementById(hash)!;
        openDetailsAround(target);
        target.scrollIntoView();
        keepInView(hash);
        settle();
      },
      { runOnTimeout: false },
    );
  }, [entryKey, location, navigationType, page]);
}

/** How long to wait for a page's content before giving up on placing the scroll position. */
const CONTENT_WAIT_MS = 10_000;

/**
 * Runs `run` now if `ready()`, else once the document has changed so that it is (or, with
 * `runOnTimeout`, after CONTENT_WAIT_MS regardless). Returns what cancels the wait.
 */
function whenInDocument(
  ready: () => boolean,
  run: () => void,
  { runOnTimeout }: { runOnTimeout: boolean },
): (() => void) | undefined {
  if (ready()) {
    run();
    return undefined;
  }
  const observer = new MutationObserver(() => {
    if (!ready()) return;
    cancel();
    run();
  });
  const timer = setTimeout(() => {
    cancel();
    if (runOnTimeout) run();
  }, CONTENT_WAIT_MS);
  const cancel = () => {
    observer.disconnect();
    clearTimeout(timer);
  };
  observer.observe(document.body, { childList: true, subtree: true });
  return cancel;
}

/**
 * A large page can still be laying out, or have its body put in again, after the target was
 * scrolled to: look again each frame, finding the target by its id anew, until it has stayed in
 * view for KEEP_IN_VIEW_MS, unless the reader scrolls first. A fixed number of frames was not
 * enough on a busy 2-core machine, where layout went on changing after it.
 */
function keepInView(id: string) {
  let readerScrolled = false;
  const onReaderInput = () => {
    readerScrolled = true;
  };
  const inputs = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
  for (const input of inputs) window.addEventListener(input, onReaderInput, { passive: true, once: true });
  const pathname = window.location.pathname;
  const started = performance.now();
  let inViewSince = started;
  const check = (now: number) => {
    const leftPage = window.location.pathname !== pathname;
    if (readerScrolled || leftPage || now - started > CONTENT_WAIT_MS) return stop();
    // Missing for a moment while the body is put in again: the next frame looks again.
    const target = document.getElementById(id);
    const outOfView = (rect: DOMRect) => rect.bottom < 0 || rect.top > window.innerHeight;
    if (!target || outOfView(target.getBoundingClientRect())) {
      target?.scrollIntoView();
      inViewSince = now;
    }
    if (now - inViewSince < KEEP_IN_VIEW_MS) requestAnimationFrame(check);
    else stop();
  };
  const stop = () => {
    for (const input of inputs) window.removeEventListener(input, onReaderInput);
  };
  requestAnimationFrame(check);
}

/** How long the hash target must stay in view, untouched, before the page is left to the reader. */
const KEEP_IN_VIEW_MS = 1_000;

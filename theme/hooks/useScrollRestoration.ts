import { isActive, useLocation, useNavigationType, usePage } from '@rspress/core/runtime';
import { useEffect, useLayoutEffect, useRef } from 'react';

/** Field of `history.state` holding the entry's last scroll position (react-router keeps its own fields beside it). */
const SCROLL_STATE_KEY = 'gjsScrollY';

type HistoryState = Record<string, unknown> | null;

/**
 * Scroll after navigation, the spec's way: back/forward (and reload) return to where the reader
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

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    let frame = 0;
    const remember = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        const state = (window.history.state as HistoryState) ?? {};
        window.history.replaceState({ ...state, [SCROLL_STATE_KEY]: window.scrollY }, '');
      });
    };
    window.addEventListener('scroll', remember, { passive: true });
    return () => {
      window.removeEventListener('scroll', remember);
      cancelAnimationFrame(frame);
    };
  }, []);

  // Runs after the default theme's own scroll handling (a parent's layout effects run after its children's).
  useLayoutEffect(() => {
    if (settledKey.current === location.key) return;
    // Wait until the page shown is the one the address names: its code may arrive after the URL changed.
    if (!isActive(page.routePath ?? '', location.pathname)) return;
    const saved = (window.history.state as HistoryState)?.[SCROLL_STATE_KEY];
    if (navigationType === 'POP' && typeof saved === 'number') {
      window.scrollTo(0, saved);
      settledKey.current = location.key;
      return;
    }
    const hash = decodeURIComponent(location.hash.slice(1));
    if (hash) {
      const target = document.getElementById(hash);
      if (!target) return;
      target.scrollIntoView();
    }
    settledKey.current = location.key;
  }, [location, navigationType, page]);
}

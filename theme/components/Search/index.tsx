import { IconSearch, SvgWrapper } from '@rspress/core/theme-original';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { SEARCH_SHORTCUT_ATTRIBUTE, SEARCH_SHORTCUT_STATE } from '../../../site/contracts';
import '../../search/search.css';

// The dialog, the ranking and the index load only when the reader first searches.
const SearchDialog = lazy(() => import('../../search/SearchDialog'));

const isTypingIn = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/** The navbar's search button; Ctrl+K, Cmd+K and `/` open it from anywhere. */
export function Search() {
  const [isOpen, setIsOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // Where focus was when the dialog opened: it goes back there when the dialog closes (WAI-ARIA's
  // dialog pattern), else it fell to <body> and a keyboard reader started again from the top.
  const openedFrom = useRef<HTMLElement | null>(null);
  const open = useCallback(() => {
    const active = document.activeElement;
    openedFrom.current = active instanceof HTMLElement && active !== document.body ? active : buttonRef.current;
    setIsOpen(true);
  }, []);
  const close = useCallback((options?: { followedResult: boolean }) => {
    setIsOpen(false);
    // A result followed leads to another page: focus goes where that navigation puts it.
    const target = openedFrom.current;
    if (!options?.followedResult && target?.isConnected) target.focus();
  }, []);

  useEffect(() => {
    const openOnShortcut = (event: KeyboardEvent) => {
      const isModifierK = event.key.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey);
      const isSlash = event.key === '/' && !event.metaKey && !event.ctrlKey && !isTypingIn(event.target);
      if (isModifierK || isSlash) {
        event.preventDefault();
        open();
      }
    };
    window.addEventListener('keydown', openOnShortcut);
    // A shortcut pressed before this listener existed was kept by the page's inline script
    // (plugins/scriptsAfterPaint): it opens the dialog now. From here on that script lets keys pass.
    const root = document.documentElement;
    if (root.getAttribute(SEARCH_SHORTCUT_ATTRIBUTE) === SEARCH_SHORTCUT_STATE.pressed) open();
    root.setAttribute(SEARCH_SHORTCUT_ATTRIBUTE, SEARCH_SHORTCUT_STATE.listening);
    return () => window.removeEventListener('keydown', openOnShortcut);
  }, [open]);

  return (
    <>
      {/* Named by the text it shows ("Search Ctrl K"; on phones "Search", hidden only from sight), not
          by a label of its own, so that the name holds what a speech user sees. */}
      <button
        ref={buttonRef}
        type="button"
        className="gjs-search-button"
        aria-keyshortcuts="Control+K Meta+K /"
        onClick={open}
      >
        <SvgWrapper icon={IconSearch} width={16} height={16} aria-hidden="true" />
        <span className="gjs-search-button__label">Search</span>
        <kbd className="gjs-search-button__key">Ctrl K</kbd>
      </button>
      {isOpen && (
        <Suspense fallback={null}>
          <SearchDialog onClose={close} />
        </Suspense>
      )}
    </>
  );
}

import { IconSearch, SvgWrapper } from '@rspress/core/theme-original';
import { lazy, Suspense, useEffect, useState } from 'react';
import '../../search/search.css';

// The dialog, the ranking and the index load only when the reader first searches.
const SearchDialog = lazy(() => import('../../search/SearchDialog'));

const isTypingIn = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/** The navbar's search button; Ctrl+K, Cmd+K and `/` open it from anywhere. */
export function Search() {
  const [isOpen, setIsOpen] = useState(false);

  useEffect(() => {
    const openOnShortcut = (event: KeyboardEvent) => {
      const isModifierK = event.key.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey);
      const isSlash = event.key === '/' && !event.metaKey && !event.ctrlKey && !isTypingIn(event.target);
      if (isModifierK || isSlash) {
        event.preventDefault();
        setIsOpen(true);
      }
    };
    window.addEventListener('keydown', openOnShortcut);
    return () => window.removeEventListener('keydown', openOnShortcut);
  }, []);

  return (
    <>
      <button
        type="button"
        className="gjs-search-button"
        aria-label="Search"
        aria-keyshortcuts="Control+K Meta+K /"
        onClick={() => setIsOpen(true)}
      >
        <SvgWrapper icon={IconSearch} width={16} height={16} aria-hidden="true" />
        <span className="gjs-search-button__label">Search</span>
        <kbd className="gjs-search-button__key">Ctrl K</kbd>
      </button>
      {isOpen && (
        <Suspense fallback={null}>
          <SearchDialog onClose={() => setIsOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

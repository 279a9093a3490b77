import { useFrontmatter, useLocation } from '@rspress/core/runtime';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { apiVersionsOfFrontmatter } from '../../../site/contracts';
import { storeApiVersionPreference } from '../../apiVersions/preference';
import { apiVersionOfRoute } from '../../apiVersions/versionOfRoute';
import { Link } from '../Link';
import { versionTarget } from './versionTarget';
import './index.css';

/**
 * The version dropdown on API pages: each entry leads to the same item in that version when it
 * exists there, at the section the reader is in, else to that version's overview, and says so
 * (versionTarget.ts). Opens by click or keyboard (arrows move, Escape
 * and a click outside close it); the choice is stored and steers the navbar's API link.
 */
export function ApiVersionSwitcher() {
  const { frontmatter } = useFrontmatter();
  const { pathname, hash } = useLocation();
  const current = apiVersionOfRoute(pathname)?.key;
  const versions = apiVersionsOfFrontmatter(frontmatter);
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  if (!current || !versions?.length) return null;
  const currentLabel = versions.find((version) => version.key === current)?.label ?? current;

  const items = () => [...(rootRef.current?.querySelectorAll<HTMLAnchorElement>('[role="menuitemradio"]') ?? [])];
  const focusItem = (index: number) => {
    const all = items();
    all[(index + all.length) % all.length]?.focus();
  };
  const openAndFocus = (index: number) => {
    // An open menu's items can take focus at once; a closed one's only after React has shown them
    // (a fast Arrow then Enter would otherwise land on the button and close the menu).
    if (open) return focusItem(index);
    setOpen(true);
    requestAnimationFrame(() => focusItem(index));
  };
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      openAndFocus(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAndFocus(-1);
    } else if (event.key === 'Escape') {
      close(true);
    }
  };
  const onMenuKeyDown = (event: KeyboardEvent) => {
    const index = items().indexOf(document.activeElement as HTMLAnchorElement);
    const moves: Record<string, number> = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: -1 };
    if (event.key in moves) {
      event.preventDefault();
      focusItem(moves[event.key]!);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  return (
    <div className="gjs-version-switcher" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="gjs-version-switcher__button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        // The name holds the visible "v16.15.0" (speech users say what they see).
        aria-label={`API version: v${currentLabel}`}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={onButtonKeyDown}
      >
        <span aria-hidden="true">v{currentLabel}</span>
        <svg className="gjs-version-switcher__chevron" viewBox="0 0 16 16" width="12" height="12" aria-hidden="true">
          <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      </button>
      <div
        id={menuId}
        role="menu"
        aria-label="API versions"
        className="gjs-version-switcher__menu"
        hidden={!open}
        onKeyDown={onMenuKeyDown}
      >
        {versions.map((version) => {
          const target = versionTarget({ pathname, hash, url: version.url });
          return (
            <Link
              key={version.key}
              href={target.href}
              role="menuitemradio"
              aria-checked={version.key === current}
              className="gjs-version-switcher__item"
              onClick={() => {
                storeApiVersionPreference(version.key);
                setOpen(false);
              }}
            >
              graphql {version.label}
              {version.key === current ? <span className="gjs-version-switcher__current"> (this page)</span> : null}
              {target.missingItem ? (
                <>
                  {' '}
                  <span className="gjs-version-switcher__note">no {target.missingItem} there: opens the overview</span>
                </>
              ) : null}
            </Link>
          );
        })}
      </div>
    </div>
  );
}

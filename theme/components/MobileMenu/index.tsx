import { useFrontmatter, useLocation, useNav, usePage, useSidebar } from '@rspress/core/runtime';
import { IconClose, IconSmallMenu, SvgWrapper } from '@rspress/core/theme-original';
import { Link } from '../Link';
import { useCallback, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { hasDocLayout } from '../../rspressCompat';
import { SITE_TITLE } from '../../../site/constants';
import { ColorModeToggle } from '../ColorModeToggle';
import { GitHubNavLink } from '../GitHubNavLink';
import { NavbarLink } from '../Link/NavbarLink';
import { Sidebar } from '../Sidebar';
import { keepFocusWithin } from './keepFocusWithin';
import './index.css';

type Panel = 'main' | 'sidebar';

const DRAWER_ID = 'gjs-mobile-menu';

/**
 * The navigation below the mobile breakpoint: a hamburger that opens a drawer. On pages with a
 * sidebar the drawer opens on the sidebar, with a button back to the main menu (navbar links,
 * GitHub, color mode), like the site this one replaces.
 */
export function MobileMenu() {
  const hasSidebar = usePageHasSidebar();
  const [openPanel, setOpenPanel] = useState<Panel | null>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const drawerRef = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();

  const close = useCallback(() => {
    setOpenPanel(null);
    toggleRef.current?.focus();
  }, []);

  // A link followed inside the drawer lands on a new page: the drawer has done its job.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on purpose each time the page changes.
  useEffect(() => setOpenPanel(null), [pathname]);

  useEffect(() => {
    if (!openPanel) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
      else if (drawerRef.current) keepFocusWithin(drawerRef.current, event);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [openPanel, close]);

  // Move focus into the drawer when it opens or switches panel, so keyboard users stay with it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on purpose each time the panel changes.
  useEffect(() => {
    drawerRef.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
  }, [openPanel]);

  return (
    <>
      <button
        ref={toggleRef}
        type="button"
        className="gjs-mobile-menu__toggle"
        aria-label="Open navigation menu"
        aria-expanded={openPanel !== null}
        aria-controls={DRAWER_ID}
        onClick={() => setOpenPanel(hasSidebar ? 'sidebar' : 'main')}
      >
        <SvgWrapper icon={IconSmallMenu} width={22} height={22} aria-hidden="true" />
      </button>
      {/*
        The drawer is drawn in <body>, not inside the navbar: an ancestor with a backdrop-filter
        (the home page's translucent header) or a transform is the containing block of a fixed
        element, and held the drawer to a 63 px strip there.
      */}
      {openPanel &&
        createPortal(
          <>
            <div className="gjs-mobile-menu__backdrop" onClick={close} aria-hidden="true" />
            <div
              ref={drawerRef}
              id={DRAWER_ID}
              className="gjs-mobile-menu"
              role="dialog"
              aria-modal="true"
              aria-label="Navigation menu"
            >
              <div className="gjs-mobile-menu__header">
                <Link className="gjs-mobile-menu__brand" href="/">
                  {SITE_TITLE}
                </Link>
                <ColorModeToggle />
                <button
                  type="button"
                  className="gjs-mobile-menu__close"
                  aria-label="Close navigation menu"
                  onClick={close}
                >
                  <SvgWrapper icon={IconClose} width={20} height={20} aria-hidden="true" />
                </button>
              </div>
              {openPanel === 'sidebar' ? (
                <div className="gjs-mobile-menu__panel">
                  <button
                    type="button"
                    className="gjs-mobile-menu__back"
                    data-autofocus
                    onClick={() => setOpenPanel('main')}
                  >
                    ← Back to main menu
                  </button>
                  <nav className="gjs-mobile-menu__sidebar" aria-label="Docs sidebar">
                    <Sidebar />
                  </nav>
                </div>
              ) : (
                <MainMenuPanel />
              )}
            </div>
          </>,
          document.body,
        )}
    </>
  );
}

/** The navbar's own items, as a vertical list. */
function MainMenuPanel() {
  const navItems = useNav();
  return (
    <nav className="gjs-mobile-menu__panel" aria-label="Main menu">
      <ul className="gjs-mobile-menu__links">
        {navItems.map((item, index) =>
          'link' in item ? (
            <li key={item.link}>
              <NavbarLink
                className="gjs-mobile-menu__link"
                href={item.link}
                {...(index === 0 ? { 'data-autofocus': true } : {})}
              >
                {item.text}
              </NavbarLink>
            </li>
          ) : null,
        )}
        <li>
          <GitHubNavLink className="gjs-mobile-menu__link" label="GitHub" />
        </li>
      </ul>
    </nav>
  );
}

/** Whether the current page renders the doc sidebar (doc pages with sidebar items). */
function usePageHasSidebar(): boolean {
  const sidebarItems = useSidebar();
  const { page } = usePage();
  const { frontmatter } = useFrontmatter();
  return hasDocLayout(page.pageType) && frontmatter.sidebar !== false && sidebarItems.length > 0;
}

import { useLocation } from '@rspress/core/runtime';
import { useEffect } from 'react';
import { DOCS_VERSION, DOCS_VERSION_STORAGE_KEY } from '../../site/constants';
import { isDocsRoute } from '../../site/siteMap';

/**
 * Remembers, in localStorage, the docs version the reader last read, as the site we replace did
 * (under the same key, so a reader's stored choice carries over). One version exists today.
 */
export function useDocsVersionPreference() {
  const { pathname } = useLocation();
  useEffect(() => {
    if (!isDocsRoute(pathname)) return;
    try {
      window.localStorage.setItem(DOCS_VERSION_STORAGE_KEY, DOCS_VERSION.name);
    } catch {
      // Storage disabled (private mode, policy): the preference is a nicety, not a requirement.
    }
  }, [pathname]);
}

import { useLocation, useNavigate, useSite, withBase } from '@rspress/core/runtime';
import { useCallback } from 'react';
import { cleanUrlByConfig, initPageData, isActive, pathnameToRouteService, warmPageData } from '../rspressCompat';
import { linkTargetFromHref } from './linkTarget';
import { startRouteProgress } from './progressBar';

/** Counts the navigations that waited for a page to load: only the latest may still go ahead. */
let latestNavigation = 0;

/**
 * Navigation for the site's links, replacing the default theme's hook of the same name (which
 * starts the progress bar after a fixed 200 ms and, when a page's code fails to load, neither
 * navigates nor clears the bar). Loads the next page's code and data first, with the progress bar
 * after the product specification's delay; on failure it navigates anyway, so the page's error boundary
 * can offer Retry.
 */
export function useLinkNavigate(_options?: { startTransition?: unknown }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { site } = useSite();
  return useCallback(
    async (href: string) => {
      const target = linkTargetFromHref(cleanUrlByConfig(href), { base: site.base, currentPath: pathname });
      if (target.kind !== 'page') {
        window.location.assign(href);
        return;
      }
      if (!isActive(target.routePath, pathname)) {
        if (!pathnameToRouteService(target.routePath)) {
          // Not a page of this build (the 404 page, or a file in public/): let the server answer.
          window.location.assign(withBase(target.path));
          return;
        }
        const progress = startRouteProgress();
        const navigation = ++latestNavigation;
        const from = window.location.href;
        try {
          warmPageData(target.routePath, await initPageData(target.routePath));
        } catch {
          // The page renders its own error state, with Retry.
        } finally {
          progress.done();
        }
        // While the page loaded, the reader went elsewhere (another link, Back): that wins.
        if (navigation !== latestNavigation || window.location.href !== from) return;
      }
      navigate(target.path);
    },
    [navigate, pathname, site.base],
  );
}

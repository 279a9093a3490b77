import { useLocation } from '@rspress/core/runtime';
import { useEffect } from 'react';

/**
 * Takes empty <aside>s out of the page's landmarks. A page without sidebar or outline (the search
 * page) gets an empty <aside> in the place of each, to keep the columns, and a screen reader's
 * list of landmarks showed two unnamed "complementary" with nothing in them (axe's landmark-unique
 * rule). Runs again on each route: the layout keeps or swaps its <aside>s as the reader moves on.
 */
export function EmptyAsidesUnlisted() {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the layout's <aside>s change with the route
  useEffect(() => {
    for (const aside of document.querySelectorAll('aside:empty')) aside.setAttribute('role', 'none');
  }, [pathname]);
  return null;
}

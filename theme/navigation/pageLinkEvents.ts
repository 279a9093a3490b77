import type { MouseEvent } from 'react';
import { preloadLink } from '../rspressCompat';
import { type ConnectionInfo, shouldPrefetch } from './prefetchPolicy';

/**
 * Whether a click on a link is a plain left click the site's navigation should take over (not a
 * new tab or window, not a download).
 */
export const isPlainLeftClick = (event: MouseEvent, anchor: HTMLAnchorElement) =>
  !event.defaultPrevented &&
  event.button === 0 &&
  !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) &&
  (!anchor.target || anchor.target === '_self');

/**
 * Loads a page of the site ahead of a click (hover or touch), unless the connection is 2g or the
 * reader asked to save data.
 */
export function prefetchPage(routePath: string): void {
  const connection = (navigator as Navigator & { connection?: ConnectionInfo }).connection;
  if (shouldPrefetch(connection)) preloadLink(routePath);
}

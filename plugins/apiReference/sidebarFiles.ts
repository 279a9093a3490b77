import { normalizeHref, slash } from '@rspress/shared';
import type { ApiSidebarItem } from './documentApi';

/** Sidebars by path prefix, as the API reference makes them (sidebar.ts). */
export type ApiSidebars = Record<string, ApiSidebarItem[]>;

/**
 * The sidebars as Rspress puts them into the site data (its normalizeThemeConfig): links with
 * `.html`, which its runtime cleans as it cleans every sidebar link. The API sidebars reach the
 * browser with the API pages' code instead of the site data, so they get here what Rspress would
 * have done to them there; sidebarFiles.test.ts compares the two.
 */
export function normalizedSidebars(sidebars: ApiSidebars): ApiSidebars {
  const item = (entry: ApiSidebarItem): ApiSidebarItem =>
    'items' in entry
      ? { ...entry, items: entry.items.map(item) }
      : { ...entry, link: normalizeHref(slash(entry.link), false) };
  return Object.fromEntries(Object.entries(sidebars).map(([prefix, items]) => [prefix, items.map(item)]));
}

/**
 * What the config keeps of each sidebar: its first link. Rspress ships the config's sidebars in the
 * site data every page loads (about 6 KB of gzip for the API's two); the navbar's API item needs
 * only the first link, and the API pages bring the whole sidebars (theme/rspressCompat/sidebars.ts).
 */
export function sidebarStubs(sidebars: ApiSidebars): ApiSidebars {
  const firstLink = (items: ApiSidebarItem[]): ApiSidebarItem[] => {
    for (const entry of items) {
      if (!('items' in entry)) return [entry];
      const found = firstLink(entry.items);
      if (found.length > 0) return found;
    }
    return [];
  };
  return Object.fromEntries(Object.entries(sidebars).map(([prefix, items]) => [prefix, firstLink(items)]));
}

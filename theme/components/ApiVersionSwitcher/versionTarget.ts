import { apiChangesRoute, apiPackageRoute, apiRouteParts, routeWithAnchor } from '../../../site/siteMap';

/** Where a version's entry in the switcher leads from the current page, and what the reader is told. */
export interface VersionTarget {
  href: string;
  /** The export the current page documents, when the other version does not have it (its entry leads to that version's overview). */
  missingItem?: string;
}

/** The query parameter that tells a version's overview which export the reader came from and is not there. */
export const MISSING_ITEM_PARAM = 'missing';

/**
 * The switcher's link to another version's page for the page at `pathname` (with its `hash`):
 * the same item keeps the section the reader is in (`#anchor`: a member's anchor is its name in
 * both versions; where the other version lacks it the page opens at the top); an item the other
 * version lacks leads to that version's overview, which is told which item was missing, to say why.
 */
export function versionTarget({ pathname, hash, url }: { pathname: string; hash: string; url: string }): VersionTarget {
  const from = apiRouteParts(pathname)?.item;
  // An anchor on the other version's overview is where it documents the item (17's Kind namespace).
  if (!from || url.includes('#')) return { href: url };
  const to = apiRouteParts(url);
  if (to?.item?.name === from.name) return { href: hash.length > 1 ? `${url}${hash}` : url };
  if (to && !to.item)
    return { href: `${url}?${MISSING_ITEM_PARAM}=${encodeURIComponent(from.name)}`, missingItem: from.name };
  return { href: url };
}

/** The export a version's overview was opened for and lacks (`?missing=formatError`), if any, and where the changes are listed. */
export function missingItemOf({ pathname, search }: { pathname: string; search: string }): {
  name: string;
  changesRoute: string;
} | null {
  const name = new URLSearchParams(search).get(MISSING_ITEM_PARAM);
  const parts = apiRouteParts(pathname);
  if (!name || !parts || parts.item || parts.isChanges || !/^[A-Za-z_$][\w$]*$/.test(name)) return null;
  // The changes page is the default version's, and lists every export by name.
  return { name, changesRoute: routeWithAnchor(apiChangesRoute(apiPackageRoute(parts.slug)), name) };
}

import { isExternalHref } from '../../site/contracts';

/** What a link's href points at, for the site's own navigation. */
export type LinkTarget =
  | { kind: 'external' }
  | { kind: 'hash' }
  | {
      kind: 'page';
      /** Path without the site base, with query and hash: what the router navigates to. */
      path: string;
      /** Path without base, query or hash: what route lookups take. */
      routePath: string;
    };

export interface LinkTargetOptions {
  /** The site's base URL, e.g. `/`. */
  base: string;
  /** URL path of the current page, for relative hrefs; without it they resolve against the base. */
  currentPath?: string;
}

/** Classifies an href: another site (or mailto: and friends), a hash on this page, or a page of this site. */
export function linkTargetFromHref(href: string, { base, currentPath }: LinkTargetOptions): LinkTarget {
  if (isExternalHref(href)) return { kind: 'external' };
  if (href.startsWith('#')) return { kind: 'hash' };
  const normalizedBase = base.endsWith('/') ? base : `${base}/`;
  let absolute = href;
  if (!href.startsWith('/')) {
    const resolved = new URL(href, `http://site${currentPath ?? normalizedBase}`);
    absolute = `${resolved.pathname}${resolved.search}${resolved.hash}`;
  }
  const path = absolute.startsWith(normalizedBase) ? `/${absolute.slice(normalizedBase.length)}` : absolute;
  return { kind: 'page', path, routePath: path.replace(/[?#].*$/, '') || '/' };
}

import { htmlFileOfRoute, NOT_FOUND_HTML_FILE, routeFromHtmlFile } from '../../site/siteMap';

/** What the static server does with one request path. */
export type StaticResolution =
  { kind: 'file'; file: string; status: 200 | 404 } | { kind: 'redirect'; location: string };

export interface ResolveStaticPathOptions {
  /** The URL path of the request, without query or hash, still percent-encoded. */
  urlPath: string;
  /** Whether the build output has this file (a path relative to the output folder, no leading slash). */
  hasFile: (relativePath: string) => boolean;
  /** Page served, with status 404, for paths that are not in the build. @default '404.html' */
  notFoundFile?: string;
}

/**
 * Maps a request path to a file of an Rspress build made with `cleanUrls`, the way a static
 * host configured for it does: `/a/b` serves `a/b.html`, `/a/` serves `a/index.html`,
 * `…/index.html` and `….html` redirect to the clean URL, anything else is the 404 page.
 */
export function resolveStaticPath({
  urlPath,
  hasFile,
  notFoundFile = NOT_FOUND_HTML_FILE,
}: ResolveStaticPathOptions): StaticResolution {
  const notFound: StaticResolution = { kind: 'file', file: notFoundFile, status: 404 };
  let path: string;
  try {
    path = decodeURIComponent(urlPath);
  } catch {
    return notFound;
  }
  // Never leave the output folder: reject parent segments and NUL outright.
  if (!path.startsWith('/') || path.includes('\0') || path.split('/').includes('..')) return notFound;

  const relative = path.slice(1);
  if (path.endsWith('/index.html')) return { kind: 'redirect', location: routeFromHtmlFile(relative) };
  if (path.endsWith('.html'))
    return hasFile(relative) ? { kind: 'redirect', location: routeFromHtmlFile(relative) } : notFound;

  if (path.endsWith('/')) {
    const index = htmlFileOfRoute(path);
    return hasFile(index) ? { kind: 'file', file: index, status: 200 } : notFound;
  }
  if (hasFile(relative)) return { kind: 'file', file: relative, status: 200 };
  if (hasFile(htmlFileOfRoute(path))) return { kind: 'file', file: htmlFileOfRoute(path), status: 200 };
  // A folder's index page asked for without its slash: send the reader to the route with it.
  if (hasFile(htmlFileOfRoute(`${path}/`))) return { kind: 'redirect', location: `${path}/` };
  return notFound;
}

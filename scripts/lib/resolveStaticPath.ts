/** What the static server does with one request path. */
export type StaticResolution =
  | { kind: 'file'; file: string; status: 200 | 404 }
  | { kind: 'redirect'; location: string };

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
export function resolveStaticPath({ urlPath, hasFile, notFoundFile = '404.html' }: ResolveStaticPathOptions): StaticResolution {
  const notFound: StaticResolution = { kind: 'file', file: notFoundFile, status: 404 };
  let path: string;
  try {
    path = decodeURIComponent(urlPath);
  } catch {
    return notFound;
  }
  // Never leave the output folder: reject parent segments and NUL outright.
  if (!path.startsWith('/') || path.includes('\0') || path.split('/').includes('..')) return notFound;

  if (path.endsWith('/index.html')) return { kind: 'redirect', location: path.slice(0, -'index.html'.length) };
  if (path.endsWith('.html')) {
    const cleanPath = path.slice(0, -'.html'.length);
    return hasFile(path.slice(1)) ? { kind: 'redirect', location: cleanPath } : notFound;
  }

  const relative = path.slice(1);
  if (path.endsWith('/')) {
    const index = `${relative}index.html`;
    return hasFile(index) ? { kind: 'file', file: index, status: 200 } : notFound;
  }
  if (hasFile(relative)) return { kind: 'file', file: relative, status: 200 };
  if (hasFile(`${relative}.html`)) return { kind: 'file', file: `${relative}.html`, status: 200 };
  if (hasFile(`${relative}/index.html`)) return { kind: 'redirect', location: `${path}/` };
  return notFound;
}

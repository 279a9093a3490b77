export interface BaseUrlCheckInput {
  /** `location.pathname` where the page was opened. */
  pathname: string;
  /** The page's route as built, e.g. `/docs/tutorials/`. */
  routePath: string;
  /** The configured base URL, e.g. `/`. */
  base: string;
}

export interface BaseUrlIssue {
  /** The base URL that would match where the site is served, when it can be told. */
  suggestedBase: string | null;
}

/**
 * Whether a page is served somewhere its configured base URL does not expect, and which base would
 * work. Runs in the browser as an inline script (serialized with `toString()`), so it must stay
 * self-contained: no imports, no closures, plain syntax.
 */
export function detectBaseUrlIssue(input: BaseUrlCheckInput): BaseUrlIssue | null {
  const trimSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);
  let current: string;
  try {
    current = decodeURIComponent(input.pathname);
  } catch {
    current = input.pathname;
  }
  current = trimSlash(current.replace(/\/index\.html$/, '/').replace(/\.html$/, ''));
  const route = trimSlash(input.routePath);
  const expected = trimSlash(input.base.replace(/\/+$/, '') + input.routePath);
  if (current === expected) return null;
  let prefix: string | null = null;
  if (route === '/') prefix = current;
  else if (current.endsWith(route)) prefix = current.slice(0, current.length - route.length);
  return { suggestedBase: prefix === null ? null : `${prefix.replace(/\/+$/, '')}/` };
}

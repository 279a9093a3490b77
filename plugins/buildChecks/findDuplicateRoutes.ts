import { routeKey } from '../../site/siteMap';

export interface RouteFile {
  routePath: string;
  /** File the route comes from, relative to the docs root; generated pages name their generator. */
  file: string;
}

/** Groups of files that claim the same route once a trailing slash and `/index` are ignored (`a.mdx` and `a/index.mdx`). */
export function findDuplicateRoutes(routes: RouteFile[]): RouteFile[][] {
  const byRoute = new Map<string, RouteFile[]>();
  for (const route of routes) {
    const key = routeKey(route.routePath);
    byRoute.set(key, [...(byRoute.get(key) ?? []), route]);
  }
  return [...byRoute.values()].filter((group) => group.length > 1);
}

/** Page files (not MDX, which always has one) whose source has no default export, so there is nothing to render. */
export function hasDefaultExport(source: string): boolean {
  return /\bexport\s+default\b|\bexport\s*\{[^}]*\bas\s+default\b[^}]*\}/.test(source);
}

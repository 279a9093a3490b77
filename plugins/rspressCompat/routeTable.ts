import { createHash } from 'node:crypto';
import type { RouteMeta } from '@rspress/core';
import type { StaticHtmlRoutesOptions } from '../../site/contracts';

/**
 * The chunk name Rspress gives a route's page module (`getRouteChunkName` in its
 * route/routeChunkAssets.js, not exported), by which its SSG preloads a page's chunk. Written here
 * because importing Rspress's build internals into the config slows the dev server's start;
 * routeTable.test.ts checks it against the installed Rspress.
 */
export function routeChunkName(route: Pick<RouteMeta, 'relativePath'>): string {
  return `route-${createHash('sha256').update(route.relativePath).digest('hex').slice(0, 12)}`;
}

/** What the route table needs to know of the pages rendered to HTML at build time. */
export interface StaticRoutes {
  /** Their shared page module (theme/components/StaticHtmlPage), the file every one of their routes names. */
  moduleFile: string;
  /** The module that makes their route entries (theme/routeLoading/staticHtmlRoutes.ts). */
  routesModule: string;
  /**
   * Their sidebars (a JSON file), loaded with their code, and the module whose `addSidebars` puts
   * them into the site (theme/rspressCompat/sidebars.ts).
   */
  sidebars?: { file: string; addModule: string };
}

/** The module Rspress's runtime reads the route table from, which the table below replaces. */
export const ROUTE_TABLE_MODULE = 'virtual-routes';

/** Route paths grouped by everything up to their last `/`: `{ "/api/x/class/": ["A", "B"] }`. */
export function groupByParent(paths: string[]): Record<string, string[]> {
  const groups: Record<string, string[]> = {};
  for (const routePath of paths) {
    const cut = routePath.lastIndexOf('/') + 1;
    const parent = routePath.slice(0, cut);
    const group = groups[parent] ?? [];
    group.push(routePath.slice(cut));
    groups[parent] = group;
  }
  return groups;
}

/** Routes grouped by language and version, in their order: `lang` and `version` written once per group. */
function byLanguageAndVersion(routes: RouteMeta[]): RouteMeta[][] {
  const groups = new Map<string, RouteMeta[]>();
  for (const route of routes) {
    const key = JSON.stringify([route.lang, route.version]);
    groups.set(key, [...(groups.get(key) ?? []), route]);
  }
  return [...groups.values()];
}

/**
 * The source of the site's route table, in place of the one Rspress generates (RouteService's
 * `generateRoutesCode`), which gives every route its own import, chunk and lazy component, made
 * when the table loads: with hundreds of API pages, that table and the names and hashes of their
 * chunks in the bundler's runtime weigh on every page's first load. Here hand-written pages keep
 * their own chunk (the same names Rspress gives them), written as tuples that `pageRoutes` turns
 * into entries; the API pages share one page module, loaded once as one chunk, and are listed by
 * path only (`staticHtmlRoutes`). Both are in the routes module and make each entry's lazy
 * component on first use. Each entry has the fields Rspress's runtime reads (`path`, `element`,
 * `filePath`, `preload`, `lang`, `version`).
 */
export function routeTableCode(routes: RouteMeta[], staticRoutes: StaticRoutes): string {
  const pages = routes.filter((route) => route.absolutePath !== staticRoutes.moduleFile);
  const generated = routes.filter((route) => route.absolutePath === staticRoutes.moduleFile);
  const { sidebars } = staticRoutes;
  const lines = [
    `import { pageRoutes, staticHtmlRoutes } from ${JSON.stringify(staticRoutes.routesModule)};`,
    ...(sidebars ? [`import { addSidebars } from ${JSON.stringify(sidebars.addModule)};`] : []),
    `export const routes = [`,
    ...byLanguageAndVersion(pages).flatMap((group) => [
      `  ...pageRoutes(${JSON.stringify({ lang: group[0]!.lang, version: group[0]!.version })}, [`,
      ...group.map(
        (route) =>
          `    [${JSON.stringify(route.routePath)}, ${JSON.stringify(route.relativePath)}, () => import(/* webpackChunkName: ${JSON.stringify(routeChunkName(route))} */ ${JSON.stringify(route.absolutePath)})],`,
      ),
      `  ]),`,
    ]),
  ];
  const [first] = generated;
  if (first) {
    const other = generated.find((route) => route.lang !== first.lang || route.version !== first.version);
    // Rspress's language and version prefixes are not used by the API pages; the table lists one of each for them all.
    if (other)
      throw new Error(
        `[api-reference] ${other.routePath} has language "${other.lang}" and version "${other.version}", ${first.routePath} "${first.lang}" and "${first.version}": the route table gives all API pages one of each.`,
      );
    const options: StaticHtmlRoutesOptions = {
      filePath: first.relativePath,
      lang: first.lang,
      version: first.version,
      paths: groupByParent(generated.map((route) => route.routePath)),
    };
    const chunk = `/* webpackChunkName: ${JSON.stringify(routeChunkName(first))} */`;
    const loadCode = `import(${chunk} ${JSON.stringify(staticRoutes.moduleFile)})`;
    // The sidebars go into the same chunk as the code, and into the site before any of these pages renders.
    const load = sidebars
      ? `Promise.all([${loadCode}, import(${chunk} ${JSON.stringify(sidebars.file)}).then(({ default: sidebars }) => addSidebars(sidebars))]).then(([code]) => code)`
      : loadCode;
    lines.push(`  ...staticHtmlRoutes(() => ${load}, ${JSON.stringify(options)}),`);
  }
  lines.push(`];`, '');
  return lines.join('\n');
}

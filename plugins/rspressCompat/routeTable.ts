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

/**
 * The source of the site's route table, in place of the one Rspress generates (RouteService's
 * `generateRoutesCode`), which gives every route its own import, chunk and lazy component: with
 * hundreds of API pages, that table and the names and hashes of their chunks in the bundler's
 * runtime weigh on every page's first load. Here hand-written pages keep that shape, while the API
 * pages share one page module, loaded once as one chunk, and are listed by path only;
 * staticHtmlRoutes makes their entries in the browser. Each entry has the fields Rspress's runtime
 * reads (`path`, `element`, `filePath`, `preload`, `lang`, `version`).
 */
export function routeTableCode(routes: RouteMeta[], staticRoutes: StaticRoutes): string {
  const pages = routes.filter((route) => route.absolutePath !== staticRoutes.moduleFile);
  const generated = routes.filter((route) => route.absolutePath === staticRoutes.moduleFile);
  const { sidebars } = staticRoutes;
  const lines = [
    `import { createElement } from 'react';`,
    `import { lazyWithPreload } from 'react-lazy-with-preload';`,
    `import { staticHtmlRoutes } from ${JSON.stringify(staticRoutes.routesModule)};`,
    ...(sidebars ? [`import { addSidebars } from ${JSON.stringify(sidebars.addModule)};`] : []),
    ...pages.map(
      (route, index) =>
        `const load${index} = () => import(/* webpackChunkName: ${JSON.stringify(routeChunkName(route))} */ ${JSON.stringify(route.absolutePath)});\n` +
        `const Route${index} = lazyWithPreload(load${index});`,
    ),
    `export const routes = [`,
    ...pages.map(
      (route, index) =>
        `  { path: ${JSON.stringify(route.routePath)}, element: createElement(Route${index}), filePath: ${JSON.stringify(route.relativePath)}, ` +
        `preload: async () => { await Route${index}.preload(); return load${index}(); }, lang: ${JSON.stringify(route.lang)}, version: ${JSON.stringify(route.version)} },`,
    ),
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

/**
 * The route entries of the pages rendered to HTML at build time (the API reference), made in the
 * browser from a list of paths that plugins/apiReference writes into the route table
 * (plugins/rspressCompat/routeTable.ts).
 * Every one of them has the same page code (theme/components/StaticHtmlPage, one chunk); what
 * differs is the page's file (its title, frontmatter, outline and body). Loading a route loads both
 * before the page renders, so prefetching a page prefetches its file too, and a failure of either is
 * a failed page load, with Retry.
 */
import { type ComponentType, createElement } from 'react';
import type { StaticHtmlRoutesOptions, StaticPage } from '../../site/contracts';
import { staticPageName } from '../../site/siteMap';
import { PageRoute } from './pageRoutes';

export { pageRoutes } from './pageRoutes';

/** The shared page code: the component that shows a page from its JSON file, and the loader of that file. */
export interface StaticHtmlPageCode {
  default: ComponentType<{ file: string }>;
  loadStaticPage: (file: string) => StaticPage | Promise<StaticPage>;
}

/**
 * Where a route is: what Rspress's page list would say of it (plugins/apiReference leaves these
 * pages out of that list).
 */
export interface StaticHtmlRoute {
  routePath: string;
  lang: string;
  version: string;
}

/**
 * What Rspress's runtime reads from a route's module: initPageData takes the title, frontmatter and
 * outline from it, and, for a page missing from its page list, the route, language and version.
 */
export interface StaticHtmlPageModule extends Pick<StaticPage, 'title' | 'frontmatter' | 'toc'>, StaticHtmlRoute {
  default: ComponentType;
  /** The page has its own h1: without this the theme would add a second from the title. */
  headingTitle: string;
}

/**
 * One route's loader: the shared code and the page's file, as the module Rspress expects. Loaded
 * once (the module keeps no body, so keeping it costs little); a failed load is tried afresh next time.
 */
export function staticHtmlPageLoader(
  loadCode: () => Promise<StaticHtmlPageCode>,
  file: string,
  route: StaticHtmlRoute,
): () => Promise<StaticHtmlPageModule> {
  let loaded: Promise<StaticHtmlPageModule> | undefined;
  const load = async (): Promise<StaticHtmlPageModule> => {
    const code = await loadCode();
    const page = await code.loadStaticPage(file);
    const Page = () => createElement(code.default, { file });
    return {
      ...route,
      default: Page,
      title: page.title,
      headingTitle: page.title,
      frontmatter: page.frontmatter,
      toc: page.toc,
    };
  };
  return () =>
    (loaded ??= load().catch((error: unknown) => {
      loaded = undefined;
      throw error;
    }));
}

/**
 * The route entries, in the shape of Rspress's own (`path`, `element`, `filePath`, `preload`,
 * `lang`, `version`). Each makes its page's loader on first use (pageRoutes.ts): a first load
 * lists more than a thousand of these routes and shows one.
 */
export function staticHtmlRoutes(
  loadCode: () => Promise<StaticHtmlPageCode>,
  { filePath, lang, version, paths }: StaticHtmlRoutesOptions,
): PageRoute<StaticHtmlPageModule>[] {
  return Object.entries(paths).flatMap(([parent, names]) =>
    names.map((name) => {
      const path = `${parent}${name}`;
      let load: (() => Promise<StaticHtmlPageModule>) | undefined;
      return new PageRoute({
        path,
        filePath,
        lang,
        version,
        load: () => {
          load ??= staticHtmlPageLoader(loadCode, staticPageName(path), { routePath: path, lang, version });
          return load();
        },
      });
    }),
  );
}

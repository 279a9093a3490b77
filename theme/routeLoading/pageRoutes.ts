/**
 * The route table's entries (plugins/rspressCompat/routeTable.ts writes the table, which calls
 * these). Rspress's runtime reads `path`, `filePath`, `lang` and `version` of every entry when it
 * starts (it sorts the table by path), and `element` and `preload()` of the one entry it shows or
 * prefetches. So an entry makes its lazy component only when first asked for it: the site's
 * 1,400 routes cost a plain object each on every first load, not a component, an element and
 * closures each (figures in PERF.md).
 */
import { type ComponentType, createElement, type ReactElement } from 'react';
import { lazyWithPreload, type PreloadableComponent } from './lazyWithPreload';

/** A route's module, as its loader resolves it: the page component, and for some pages their data. */
export interface PageModule {
  default?: ComponentType;
}

/** What one entry is made of. */
export interface PageRouteOptions<Module extends PageModule> {
  path: string;
  /** The page's file, relative to the docs folder, by which Rspress finds its data. */
  filePath: string;
  lang: string;
  version: string;
  /** Loads the page's module; called again after a failure (Retry). */
  load: () => Promise<Module>;
}

/** One entry of the route table, in the shape of Rspress's own (`path`, `element`, `filePath`, `preload`, `lang`, `version`). */
export class PageRoute<Module extends PageModule = PageModule> {
  readonly path: string;
  readonly filePath: string;
  readonly lang: string;
  readonly version: string;
  private readonly load: () => Promise<Module>;
  private component: PreloadableComponent<object> | undefined;
  private madeElement: ReactElement | undefined;

  constructor({ path, filePath, lang, version, load }: PageRouteOptions<Module>) {
    this.path = path;
    this.filePath = filePath;
    this.lang = lang;
    this.version = version;
    this.load = load;
  }

  /** The route's lazy component, made once: the same one every time, so that React keeps the page. */
  private route(): PreloadableComponent<object> {
    this.component ??= lazyWithPreload<object>(this.load);
    return this.component;
  }

  /** What the router renders for the route (one element, made on first use). */
  get element(): ReactElement {
    this.madeElement ??= createElement(this.route());
    return this.madeElement;
  }

  /** Loads the page's code and resolves with its module, as Rspress's own entries do. */
  async preload(): Promise<Module> {
    await this.route().preload();
    return this.load();
  }
}

/** A hand-written page as the route table lists it: its path, its file (relative to the docs folder) and its loader. */
export type PageRouteTuple = readonly [path: string, filePath: string, load: () => Promise<PageModule>];

/** The entries of pages that share a language and a version, from tuples (short to write in the table). */
export function pageRoutes(
  { lang, version }: { lang: string; version: string },
  pages: readonly PageRouteTuple[],
): PageRoute[] {
  return pages.map(([path, filePath, load]) => new PageRoute({ path, filePath, lang, version, load }));
}

import { isExternalHref } from '../../site/contracts';
import { routeFromHtmlFile, routeKey } from '../../site/siteMap';

/** One built HTML page, as the link check sees it. */
export interface BuiltPage {
  /** Route the page answers, e.g. `/docs/tutorials/` or `/api/graphql-js`. */
  route: string;
  /** Where the page came from, for messages: a docs file, or the generator that made it. */
  source: string;
  /** Every `id` in the page: the anchors a link may target. */
  ids: Set<string>;
  /** Every `href` of an `<a>` in the page, as written (a broken one is reported once per page). */
  hrefs: string[];
}

export interface BrokenLink {
  source: string;
  route: string;
  href: string;
  reason: string;
}

export interface FindBrokenLinksOptions {
  pages: BuiltPage[];
  /** Whether the build has this non-page file (favicon, search index), by path without base. */
  hasFile: (path: string) => boolean;
  /** Site base URL. @default '/' */
  base?: string;
}


/**
 * Links between pages that lead nowhere, across the whole build: to a page that does not exist,
 * or to an anchor the target page does not have. Covers what Rspress's markdown check cannot see:
 * links written in JSX or HTML and links in generated pages.
 */
export function findBrokenLinks({ pages, hasFile, base = '/' }: FindBrokenLinksOptions): BrokenLink[] {
  const site: LinkContext = { byRoute: new Map(pages.map((page) => [routeKey(page.route), page])), hasFile, base };
  // A link with a path means the same on every page it is written on: it is checked once, not
  // again on each page (the sidebar's links are on every page).
  const verdicts = new Map<string, string | null>();
  const broken: BrokenLink[] = [];
  for (const page of pages) {
    for (const href of new Set(page.hrefs)) {
      const onThisPage = href === '' || href.startsWith('#') || href.startsWith('?');
      let reason = onThisPage ? undefined : verdicts.get(href);
      if (reason === undefined) {
        reason = whyBroken(href, page, site);
        if (!onThisPage) verdicts.set(href, reason);
      }
      if (reason !== null) broken.push({ source: page.source, route: page.route, href, reason });
    }
  }
  return broken;
}

interface LinkContext {
  byRoute: Map<string, BuiltPage>;
  hasFile: (path: string) => boolean;
  base: string;
}

/** Why a link written on `page` leads nowhere, or null when it leads somewhere (or off the site). */
function whyBroken(href: string, page: BuiltPage, { byRoute, hasFile, base }: LinkContext): string | null {
  if (isExternalHref(href)) return null;
  const [pathPart = '', hash = ''] = href.split('#', 2);
  const path = pathPart.replace(/\?.*$/, '');
  let target: BuiltPage | undefined = page;
  if (path) {
    if (!path.startsWith(base)) return `outside the site's base URL ${base}`;
    const route = `/${decodeURIComponent(path.slice(base.length))}`;
    target = byRoute.get(routeKey(route.endsWith('.html') ? routeFromHtmlFile(route.slice(1)) : route));
    if (!target) return hasFile(route) ? null : 'no page or file at that path';
  }
  const anchor = decodeURIComponent(hash);
  return anchor && !target.ids.has(anchor) ? `${target.route} has no #${anchor}` : null;
}

const decodeEntities = (value: string) => value.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>');

/** The ids and link targets of an HTML page as Rspress renders it. */
export function linksAndIdsFromHtml(html: string): { ids: Set<string>; hrefs: string[] } {
  // Inline scripts never hold real links or anchors. They are stepped over, rather than cut out of
  // the page: that copied every page once more (the whole site's 40 MB of HTML, at the build's peak).
  const scripts = [...html.matchAll(/<script\b[\s\S]*?<\/script>/gi)].map((match) => ({ start: match.index, end: match.index + match[0].length }));
  const outsideScripts = (pattern: RegExp) => {
    const values: string[] = [];
    let script = 0;
    for (let match = pattern.exec(html); match; match = pattern.exec(html)) {
      while (script < scripts.length && scripts[script]!.end <= match.index) script++;
      const inside = scripts[script];
      if (inside && inside.start <= match.index) {
        // Searched again from the script's end: a match begun inside it may run on past it.
        pattern.lastIndex = inside.end;
        continue;
      }
      values.push(decodeEntities(match[1]!));
    }
    return values;
  };
  return { ids: new Set(outsideScripts(/\sid="([^"]*)"/g)), hrefs: outsideScripts(/<a\s[^>]*?href="([^"]*)"/g) };
}

import { isExternalHref } from '../../site/contracts';
import { routeFromHtmlLink, routeKey } from '../../site/siteMap';

/** One built HTML page, as the link check sees it. */
export interface BuiltPage {
  /** Route the page answers, e.g. `/docs/tutorials/` or `/api/graphql-js`. */
  route: string;
  /** Where the page came from, for messages: a docs file, or the generator that made it. */
  source: string;
  /** Every `id` in the page: the anchors a link may target. */
  ids: Set<string>;
  /** Every `href` of an `<a>` in the page, as written. */
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
  const byRoute = new Map(pages.map((page) => [routeKey(page.route), page]));
  const broken: BrokenLink[] = [];
  for (const page of pages) {
    for (const href of new Set(page.hrefs)) {
      if (isExternalHref(href)) continue;
      const [pathPart = '', hash = ''] = href.split('#', 2);
      const path = pathPart.replace(/\?.*$/, '');
      let target: BuiltPage | undefined = page;
      if (path) {
        if (!path.startsWith(base)) {
          broken.push({ source: page.source, route: page.route, href, reason: `outside the site's base URL ${base}` });
          continue;
        }
        const route = `/${decodeURIComponent(path.slice(base.length))}`;
        target = byRoute.get(routeKey(routeFromHtmlLink(route)));
        if (!target) {
          if (!hasFile(route))
            broken.push({ source: page.source, route: page.route, href, reason: 'no page or file at that path' });
          continue;
        }
      }
      const anchor = decodeURIComponent(hash);
      if (anchor && !target.ids.has(anchor))
        broken.push({ source: page.source, route: page.route, href, reason: `${target.route} has no #${anchor}` });
    }
  }
  return broken;
}

const decodeEntities = (value: string) =>
  value
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

/** The ids and link targets of an HTML page as Rspress renders it. */
export function linksAndIdsFromHtml(html: string): { ids: Set<string>; hrefs: string[] } {
  // Inline scripts and code never hold real links or anchors.
  const markup = html.replace(/<script\b[\s\S]*?<\/script>/gi, '');
  const ids = new Set([...markup.matchAll(/\sid="([^"]*)"/g)].map((match) => decodeEntities(match[1]!)));
  const hrefs = [...markup.matchAll(/<a\s[^>]*?href="([^"]*)"/g)].map((match) => decodeEntities(match[1]!));
  return { ids, hrefs };
}

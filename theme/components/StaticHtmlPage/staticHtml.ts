import { withBase } from '@rspress/core/runtime';
import { type StaticPage, staticPagesFolder } from '../../../site/contracts';
import { PAGE_DATA_LOAD_ERROR } from '../RouteErrorBoundary/isChunkLoadError';

/**
 * The files of pages rendered to HTML at build time (the API reference): JSON beside the build
 * (`StaticPage`: title, frontmatter, outline, body), in a folder named by a hash of the whole set,
 * which `staticPagesFolder()` names (set by plugins/apiReference). A page is known by its file's name
 * in that folder (`api/x/class/A.json`, the same on the server and in the browser), and its file comes,
 * by the first that applies:
 * - on the server (SSG), from disk, synchronously, so the page is rendered in full;
 * - in the browser, for the page the server rendered, from that page's own DOM (the body, and the
 *   rest from a JSON script beside it): nothing is fetched and hydration finds the same HTML;
 * - otherwise (navigating to another page, or prefetching it) from the network.
 * The route loader (theme/routeLoading/staticHtmlRoutes.ts) renders a page only once its file is
 * here, so a failed fetch is a failed page load, with Retry.
 */
const pages = new Map<string, StaticPage | Promise<StaticPage>>();

/** The attribute that names the file an element shows, so that hydration can find it. */
export const STATIC_HTML_ATTRIBUTE = 'data-static-html';

/** The attribute of the JSON script that holds the rest of the page's file (all but the body). */
export const STATIC_PAGE_DATA_ATTRIBUTE = 'data-static-page';

/** Everything in a page's file but its body, as the JSON script beside the body holds it. */
export type StaticPageData = Omit<StaticPage, 'html'>;

/** A failed load, named so that the page's error boundary offers Retry; `gone` when the file is not on the server (a newer deploy). */
const pageDataLoadError = (reason: string, gone = false) =>
  Object.assign(new Error(`Loading this page's content failed (${reason}).`), { name: PAGE_DATA_LOAD_ERROR, gone });

const isStaticPage = (value: unknown): value is StaticPage =>
  typeof (value as StaticPage | null)?.html === 'string' && typeof (value as StaticPage).title === 'string';

/** Where a page's file is: in the browser its path under the site root, on the server its path on disk. */
const locationOf = (name: string) => `${staticPagesFolder()}/${name}`;

async function fetchPage(name: string): Promise<StaticPage> {
  const file = locationOf(name);
  const response = await fetch(withBase(`/${file}`)).catch((error: unknown) => {
    throw pageDataLoadError(`${error instanceof Error ? error.message : String(error)}: /${file}`);
  });
  if (!response.ok)
    throw pageDataLoadError(`${response.status} for /${file}`, response.status === 404 || response.status === 410);
  // A host that answers a missing file with an HTML page (a catch-all rewrite) also means the file is gone.
  const page: unknown = await response.json().catch(() => null);
  if (!isStaticPage(page)) throw pageDataLoadError(`/${file} is not a page file`, true);
  return page;
}

/** The page the server rendered into this document, if it is this one. */
function renderedPage(file: string): StaticPage | null {
  const selector = (attribute: string) => `[${attribute}="${CSS.escape(file)}"]`;
  const body = document.querySelector(selector(STATIC_HTML_ATTRIBUTE));
  const data = document.querySelector(selector(STATIC_PAGE_DATA_ATTRIBUTE));
  if (!body || !data) return null;
  return { ...(JSON.parse(data.textContent ?? '') as StaticPageData), html: body.innerHTML };
}

/** Starts loading a page's file, by its name (or finds it already loaded): the page, or a promise of it. */
export function loadStaticPage(file: string): StaticPage | Promise<StaticPage> {
  const known = pages.get(file);
  if (known !== undefined) return known;
  if (process.env.__SSR__) {
    // A build-time constant: the web bundle drops this branch, and with it the `require`. Read on
    // every call, not kept: the build renders each page once, and keeping every page until it ends
    // (tens of MB) raised its peak memory. A page asked for twice reads a small file twice.
    const { readFileSync } = require('node:fs') as typeof import('node:fs');
    return JSON.parse(readFileSync(locationOf(file), 'utf8')) as StaticPage;
  }
  const rendered = renderedPage(file);
  if (rendered) {
    pages.set(file, rendered);
    return rendered;
  }
  const pending = fetchPage(file).then(
    (page) => {
      pages.set(file, page);
      return page;
    },
    (error: unknown) => {
      // Forgotten, so that Retry (the page's error boundary) fetches it again.
      pages.delete(file);
      throw error;
    },
  );
  pages.set(file, pending);
  return pending;
}

/** The JSON script's text: `<` escaped, so that no text in the page can close the script. */
export function pageDataScript({ title, frontmatter, toc }: StaticPage): string {
  return JSON.stringify({ title, frontmatter, toc } satisfies StaticPageData).replace(/</g, '\\u003c');
}

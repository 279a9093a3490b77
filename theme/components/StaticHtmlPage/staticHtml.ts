import { withBase } from '@rspress/core/runtime';
import { PAGE_DATA_LOAD_ERROR } from '../RouteErrorBoundary/isChunkLoadError';

/**
 * The bodies of pages rendered to HTML at build time (the API reference). A body is a JSON file
 * (`{ "html": "…" }`) beside the build under a content-hashed name, so that page modules stay small
 * and the body can be cached for good. It comes, by the first that applies:
 * - on the server (SSG), from the file on disk (`process.env.GJS_STATIC_HTML_ROOT`, set by
 *   plugins/apiReference), synchronously, so the page is rendered in full;
 * - in the browser, for the page the server rendered, from that page's own DOM: nothing is fetched
 *   twice and hydration finds the same HTML;
 * - otherwise (navigating to another page, or prefetching it) from the network.
 * The page module's `prepare()` calls it, so the route loader (theme/routeLoading) renders the page
 * only once its body is here, and a failed fetch is a failed page load, with Retry.
 */
const bodies = new Map<string, string | Promise<string>>();

/** The attribute that names the body file an element shows, so that hydration can find it. */
export const STATIC_HTML_ATTRIBUTE = 'data-static-html';

interface BodyFile {
  html: string;
}

/** A failed load, named so that the page's error boundary offers Retry; `gone` when the file is not on the server (a newer deploy). */
const pageDataLoadError = (reason: string, gone = false) => Object.assign(new Error(`Loading this page's content failed (${reason}).`), { name: PAGE_DATA_LOAD_ERROR, gone });

async function fetchBody(file: string): Promise<string> {
  const response = await fetch(withBase(`/${file}`)).catch((error: unknown) => {
    throw pageDataLoadError(`${error instanceof Error ? error.message : String(error)}: /${file}`);
  });
  if (!response.ok) throw pageDataLoadError(`${response.status} for /${file}`, response.status === 404 || response.status === 410);
  // A host that answers a missing file with an HTML page (a catch-all rewrite) also means the file is gone.
  const body = (await response.json().catch(() => null)) as BodyFile | null;
  if (typeof body?.html !== 'string') throw pageDataLoadError(`/${file} is not a page body`, true);
  return body.html;
}

/** Starts loading a body (or finds it already loaded): its HTML, or a promise of it. */
export function loadStaticHtml(file: string): string | Promise<string> {
  const known = bodies.get(file);
  if (known !== undefined) return known;
  if (process.env.__SSR__) {
    // A build-time constant: the web bundle drops this branch, and with it the `require`.
    const { readFileSync } = require('node:fs') as typeof import('node:fs');
    const html = (JSON.parse(readFileSync(`${process.env.GJS_STATIC_HTML_ROOT}/${file}`, 'utf8')) as BodyFile).html;
    bodies.set(file, html);
    return html;
  }
  const rendered = document.querySelector(`[${STATIC_HTML_ATTRIBUTE}="${CSS.escape(file)}"]`);
  if (rendered) {
    bodies.set(file, rendered.innerHTML);
    return rendered.innerHTML;
  }
  const pending = fetchBody(file).then(
    (html) => {
      bodies.set(file, html);
      return html;
    },
    (error: unknown) => {
      // Forgotten, so that Retry (the page's error boundary) fetches it again.
      bodies.delete(file);
      throw error;
    },
  );
  bodies.set(file, pending);
  return pending;
}

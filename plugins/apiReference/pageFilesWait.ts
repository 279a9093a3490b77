import type { IncomingMessage, ServerResponse } from 'node:http';

/** What the dev server answers the API pages' files from. */
export interface DevPageFilesOptions {
  /** The site's base URL, e.g. `/`. */
  base: string;
  /** The folder of the files under the site root: requests under it are answered here. */
  folder: string;
  /** The JSON of each file by its path under the site root, once the pages are rendered. */
  files: Promise<Map<string, string>>;
  /** Where the first wait is said. @default console.log */
  log?: (message: string) => void;
}

/**
 * The dev server's answer to requests for the API pages' files, ahead of its static files: it
 * writes no files but answers each from `files` (the JSON of each file by its path under the site
 * root, pageFiles.ts `pageFilesByPath`). A cold dev server starts before the pages are rendered,
 * so a request waits until they are, and says so in the dev server's output the first time (until
 * then the browser shows nothing of the page); if they could not be made it fails with the reason
 * (the page then offers Retry). Answered `no-cache`: in dev the files keep one folder while the
 * pipeline's code, and so their content, changes.
 */
export function waitForPageFiles({ base, folder, files, log = console.log }: DevPageFilesOptions) {
  const prefix = `${base}${folder}/`;
  let ready = false;
  files.then(
    () => (ready = true),
    () => (ready = true),
  );
  let said = false;
  return (request: IncomingMessage, response: ServerResponse, next: () => void): void => {
    const url = request.url?.split(/[?#]/)[0];
    if (!url?.startsWith(prefix)) {
      next();
      return;
    }
    response.setHeader('Cache-Control', 'no-cache');
    if (!ready && !said) {
      said = true;
      log(
        `[api-reference] ${url} waits for the API pages, which are still being made: it is answered as soon as they are.`,
      );
    }
    files.then(
      (byPath) => {
        const json = byPath.get(decodeURIComponent(url.slice(base.length)));
        response.statusCode = json === undefined ? 404 : 200;
        response.setHeader('Content-Type', json === undefined ? 'text/plain; charset=utf-8' : 'application/json');
        response.end(json ?? `No API page has the file ${url}.`);
      },
      (error: unknown) => {
        response.statusCode = 500;
        response.setHeader('Content-Type', 'text/plain; charset=utf-8');
        response.end(
          `The API pages could not be made (${error instanceof Error ? error.message : String(error)}): the dev server's output says why.`,
        );
      },
    );
  };
}

import type { IncomingMessage, ServerResponse } from 'node:http';

/** The dev server's page files: the promise of their writing, and whether it has settled. */
export interface DevPageFiles {
  written: Promise<void>;
  settled: boolean;
}

/** The page files of a dev server, to be written once the pages are rendered (a start without caches renders them after the server is up). */
export function devPageFiles(write: Promise<void>): DevPageFiles {
  const files: DevPageFiles = { written: write, settled: false };
  const settle = () => {
    files.settled = true;
  };
  write.then(settle, settle);
  return files;
}

/**
 * The dev server's handling of the API pages' files, ahead of its static files. A cold dev server
 * starts before the pages are rendered (4 to 7 s more in the reference's process, measured), so a request
 * for one waits until they are written, then goes on to the static files; if they could not be
 * made it fails with the reason (the page then offers Retry). Answered `no-cache`: in dev the
 * files keep one folder (`prefix`) while the pipeline's code, and so their content, changes. The
 * first request that has to wait says so in the dev server's output: until then the browser shows
 * nothing of the page.
 */
export function waitForPageFiles(
  prefix: string,
  files: () => DevPageFiles | null,
  log: (message: string) => void = console.log,
) {
  let said = false;
  return (request: IncomingMessage, response: ServerResponse, next: () => void): void => {
    const pageFiles = files();
    if (!pageFiles || !request.url?.startsWith(prefix)) return next();
    response.setHeader('Cache-Control', 'no-cache');
    if (!pageFiles.settled && !said) {
      said = true;
      log(
        `[api-reference] ${request.url} waits for the API pages, which are still being made: it is served as soon as they are written.`,
      );
    }
    pageFiles.written.then(
      () => next(),
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

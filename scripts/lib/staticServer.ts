import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { createGzip } from 'node:zlib';
import { cacheControlFor, HEADERS_FILES, securityHeadersFor } from '../../plugins/publishing/headers';
import { resolveStaticPath } from './resolveStaticPath';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.woff2': 'font/woff2',
};

const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt', '.md', '.xml']);

export interface StaticServerOptions {
  /** Folder of the production build. */
  root: string;
  /**
   * URL path the build is served under, e.g. `/wrong/`; requests outside it get a plain 404. Serving a
   * build under a path other than its base URL reproduces a misconfigured host. @default '/'
   */
  mountPath?: string;
}

/**
 * An HTTP server for the production build, behaving like the documented hosting setup: clean URLs,
 * redirects, the 404 page with status 404, the build's security headers and cache rules.
 */
export function createStaticServer({ root, mountPath = '/' }: StaticServerOptions): Server {
  const mount = mountPath.endsWith('/') ? mountPath : `${mountPath}/`;
  const headersFile = path.join(root, HEADERS_FILES.json);
  // Read on every request: a server left running across a rebuild (Playwright reuses one outside CI)
  // must send the new build's policy, whose script hashes change with the pages.
  const securityHeaders = (): Record<string, string> =>
    existsSync(headersFile) ? JSON.parse(readFileSync(headersFile, 'utf8')) : {};
  const hasFile = (relativePath: string) => {
    try {
      return statSync(path.join(root, relativePath)).isFile();
    } catch {
      return false;
    }
  };

  return createServer((request, response) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (!url.pathname.startsWith(mount)) {
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    const sitePath = `/${url.pathname.slice(mount.length)}`;
    const resolution = resolveStaticPath({ urlPath: sitePath, hasFile });
    if (resolution.kind === 'redirect') {
      response
        .writeHead(301, { ...securityHeaders(), Location: mount.slice(0, -1) + resolution.location + url.search })
        .end();
      return;
    }

    const extension = path.extname(resolution.file);
    const gzip = COMPRESSIBLE.has(extension) && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
    // Headers follow the file sent, not the path asked for: `//static/…`, `%65xample-runner…` or a
    // missing file under the runner's folder get the headers of what they are served (a 404 page is
    // the site's page, revalidated, never cached for a year).
    const servedPath = `/${path.relative(root, path.join(root, resolution.file)).split(path.sep).join('/')}`;
    response.writeHead(resolution.status, {
      ...securityHeadersFor(servedPath, securityHeaders()),
      'Cache-Control': cacheControlFor(resolution.status === 200 ? servedPath : '/'),
      'Content-Type': CONTENT_TYPES[extension] ?? 'application/octet-stream',
      ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
      Vary: 'Accept-Encoding',
    });
    if (request.method === 'HEAD') {
      response.end();
      return;
    }
    const file = createReadStream(path.join(root, resolution.file));
    (gzip ? file.pipe(createGzip()) : file).pipe(response);
  });
}

import { createHash } from 'node:crypto';
import { EXAMPLE_RUNNER_PATH_PREFIX } from '../../site/contracts';

/** Files written beside the build for hosts and servers: which headers to send. */
export const HEADERS_FILES = {
  json: 'security-headers.json',
  hostHeaders: '_headers',
  nginx: 'nginx-security-headers.conf',
  nginxExampleRunner: 'nginx-example-runner-headers.conf',
} as const;

/** Response headers for every file of the site, apart from caching. */
export type SecurityHeaders = Record<string, string>;

/** The CSP hash sources of every distinct inline `<script>` in the given pages (the pre-paint scripts in <head>). */
export function inlineScriptHashes(htmlPages: Iterable<string>): string[] {
  const hashes = new Set<string>();
  for (const html of htmlPages) {
    for (const match of html.matchAll(/<script>([\s\S]*?)<\/script>/g)) {
      hashes.add(`'sha256-${createHash('sha256').update(match[1]!, 'utf8').digest('base64')}'`);
    }
  }
  return [...hashes].sort();
}

/**
 * A Content-Security-Policy the site works under: scripts only from the site and the hashed inline
 * scripts; inline styles allowed because React writes `style` attributes (no script can run from them).
 */
export function contentSecurityPolicy(scriptHashes: readonly string[]): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The security headers every response carries. */
export function securityHeaders(scriptHashes: readonly string[]): SecurityHeaders {
  return {
    'Content-Security-Policy': contentSecurityPolicy(scriptHashes),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
  };
}

/**
 * The policy of the example runner's worker (theme/components/RunnableExample), the one script
 * that runs the reader's code: it may load the site's scripts and import the blob: modules it makes
 * of the example, and make no request. (Storage of the site's origin, IndexedDB and Cache Storage,
 * is not a policy's to close: the site keeps nothing there.) A worker's policy is the one sent with
 * its script, so no page gets this.
 */
export const EXAMPLE_RUNNER_POLICY = "default-src 'none'; script-src 'self' blob:";

/** The security headers of a URL path: the site's, but the example runner's own policy for its script. */
export function securityHeadersFor(urlPath: string, headers: SecurityHeaders): SecurityHeaders {
  return urlPath.startsWith(EXAMPLE_RUNNER_PATH_PREFIX)
    ? { ...headers, 'Content-Security-Policy': EXAMPLE_RUNNER_POLICY }
    : headers;
}

/** Cache-Control for a URL path: content-hashed assets forever, everything else revalidated on each visit. */
export function cacheControlFor(urlPath: string): string {
  return urlPath.startsWith('/static/') ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate';
}

/**
 * The headers in the `_headers` format of Netlify and Cloudflare Pages. Both apply every matching
 * rule and join repeated headers, so Cache-Control is set for `/static/*` only; both already
 * revalidate everything else on each visit. The example runner's script first drops the site's
 * policy (`! name`, Cloudflare Pages' way to detach a header a wider rule set), then sets its own.
 */
export function renderHostHeadersFile(headers: SecurityHeaders): string {
  const lines = (entries: Record<string, string>) =>
    Object.entries(entries).map(([name, value]) => `  ${name}: ${value}`);
  return [
    '/*',
    ...lines(headers),
    '/static/*',
    `  Cache-Control: ${cacheControlFor('/static/')}`,
    `${EXAMPLE_RUNNER_PATH_PREFIX}*`,
    '  ! Content-Security-Policy',
    `  Content-Security-Policy: ${EXAMPLE_RUNNER_POLICY}`,
    '',
  ].join('\n');
}

/** The security headers as nginx `add_header` lines, for an `include` in the site's server block. */
export function renderNginxHeaders(headers: SecurityHeaders): string {
  return `${Object.entries(headers)
    .map(([name, value]) => `add_header ${name} "${value.replace(/"/g, '\\"')}" always;`)
    .join('\n')}\n`;
}

import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  cacheControlFor,
  contentSecurityPolicy,
  inlineScriptHashes,
  renderHostHeadersFile,
  EXAMPLE_RUNNER_POLICY,
  renderNginxHeaders,
  securityHeaders,
  securityHeadersFor,
} from './headers';

describe('inlineScriptHashes', () => {
  it('hashes each distinct inline script once and ignores external ones', () => {
    const hash = `'sha256-${createHash('sha256').update('a()', 'utf8').digest('base64')}'`;
    const pages = ['<script>a()</script><script defer src="/x.js"></script>', '<head><script>a()</script></head>'];
    expect(inlineScriptHashes(pages)).toEqual([hash]);
  });
});

describe('contentSecurityPolicy', () => {
  it('allows scripts from the site and the hashed inline scripts only', () => {
    const policy = contentSecurityPolicy(["'sha256-abc'"]);
    expect(policy).toContain("script-src 'self' 'sha256-abc'");
    expect(policy).not.toContain('unsafe-eval');
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
  });
});

describe('cacheControlFor', () => {
  it('caches hashed assets forever and revalidates pages', () => {
    expect(cacheControlFor('/static/js/index.3f2a.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('/docs/tutorials/')).toBe('public, max-age=0, must-revalidate');
    expect(cacheControlFor('/search-index.json')).toBe('public, max-age=0, must-revalidate');
  });
});

describe('host configuration files', () => {
  const headers = securityHeaders(["'sha256-abc'"]);

  it('writes a _headers file with security headers for everything and long caching for /static/', () => {
    const file = renderHostHeadersFile(headers);
    expect(file).toMatch(/^\/\*\n {2}Content-Security-Policy: default-src 'self';/);
    expect(file).toContain('  X-Content-Type-Options: nosniff\n');
    expect(file).toContain('/static/*\n  Cache-Control: public, max-age=31536000, immutable\n');
    expect(file.match(/Cache-Control/g)).toHaveLength(1);
  });

  it("gives the example runner's script its own policy in _headers, dropping the site's first", () => {
    expect(renderHostHeadersFile(headers)).toContain(
      `/static/js/async/example-runner.*\n  ! Content-Security-Policy\n  Content-Security-Policy: ${EXAMPLE_RUNNER_POLICY}\n`,
    );
  });

  it('writes nginx add_header lines that apply to error pages too', () => {
    expect(renderNginxHeaders(headers)).toContain('add_header X-Content-Type-Options "nosniff" always;\n');
  });
});

describe("the example runner's policy", () => {
  const headers = securityHeaders(["'sha256-abc'"]);

  it('lets its script import blob: modules and nothing else, and goes to that script only', () => {
    expect(EXAMPLE_RUNNER_POLICY).toBe("default-src 'none'; script-src 'self' blob:");
    expect(securityHeadersFor('/static/js/async/example-runner.c6332177b9.js', headers)).toEqual({
      ...headers,
      'Content-Security-Policy': EXAMPLE_RUNNER_POLICY,
    });
    for (const other of ['/docs/guides/errors', '/static/js/async/example-graphql-16.80370e5b84.js', '/'])
      expect(securityHeadersFor(other, headers)).toBe(headers);
  });
});

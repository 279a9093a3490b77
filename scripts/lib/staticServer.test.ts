import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { EXAMPLE_RUNNER_POLICY, HEADERS_FILES } from '../../plugins/publishing/headers';
import { createStaticServer } from './staticServer';

const root = mkdtempSync(path.join(tmpdir(), 'static-server-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

it('sends the security headers of the build on disk now, not of the build it started with', async () => {
  writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>t</title>');
  const policyFile = path.join(root, HEADERS_FILES.json);
  writeFileSync(policyFile, JSON.stringify({ 'Content-Security-Policy': "script-src 'sha256-old'" }));
  const server = createStaticServer({ root });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  try {
    expect((await fetch(url)).headers.get('content-security-policy')).toBe("script-src 'sha256-old'");
    // A rebuild while the server runs: new pages, new script hashes.
    writeFileSync(policyFile, JSON.stringify({ 'Content-Security-Policy': "script-src 'sha256-new'" }));
    expect((await fetch(url)).headers.get('content-security-policy')).toBe("script-src 'sha256-new'");
  } finally {
    server.close();
  }
});

it("sends the example runner's script its own policy, and every other file the site's", async () => {
  writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>t</title>');
  writeFileSync(
    path.join(root, HEADERS_FILES.json),
    JSON.stringify({ 'Content-Security-Policy': "script-src 'self'" }),
  );
  mkdirSync(path.join(root, 'static/js/async'), { recursive: true });
  writeFileSync(path.join(root, 'static/js/async/example-runner.abc.js'), 'self.postMessage(1);');
  const server = createStaticServer({ root });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    const runner = await fetch(`${origin}/static/js/async/example-runner.abc.js`);
    expect(runner.headers.get('content-security-policy')).toBe(EXAMPLE_RUNNER_POLICY);
    expect((await fetch(`${origin}/`)).headers.get('content-security-policy')).toBe("script-src 'self'");
  } finally {
    server.close();
  }
});

it("gives the runner's policy and a year's cache to the files served, not to the paths asked for", async () => {
  writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>t</title>');
  writeFileSync(path.join(root, '404.html'), '<!doctype html><title>Not found</title>');
  writeFileSync(
    path.join(root, HEADERS_FILES.json),
    JSON.stringify({ 'Content-Security-Policy': "script-src 'self'" }),
  );
  mkdirSync(path.join(root, 'static/js/async'), { recursive: true });
  writeFileSync(path.join(root, 'static/js/async/example-runner.abc.js'), 'self.postMessage(1);');
  const server = createStaticServer({ root });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const headersOf = async (urlPath: string) => {
    const { status, headers } = await fetch(`${origin}${urlPath}`);
    return { status, policy: headers.get('content-security-policy'), cache: headers.get('cache-control') };
  };
  try {
    // A missing file under the runner's folder is the site's 404 page, with the site's policy, not cached.
    expect(await headersOf('/static/js/async/example-runner.missing.js')).toEqual({
      status: 404,
      policy: "script-src 'self'",
      cache: 'public, max-age=0, must-revalidate',
    });
    // The runner reached by another spelling of its path is the runner, with its own policy...
    expect(await headersOf('/static/js/async/%65xample-runner.abc.js')).toEqual({
      status: 200,
      policy: EXAMPLE_RUNNER_POLICY,
      cache: 'public, max-age=31536000, immutable',
    });
    // ...and `//static/…` names no file of the site (its first segment reads as a host): the site's 404.
    expect(await headersOf('//static/js/async/example-runner.abc.js')).toEqual({
      status: 404,
      policy: "script-src 'self'",
      cache: 'public, max-age=0, must-revalidate',
    });
    expect((await headersOf('/static/css/gone.css')).cache).toBe('public, max-age=0, must-revalidate');
  } finally {
    server.close();
  }
});

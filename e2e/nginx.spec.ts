import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type APIRequestContext, expect, request as playwrightRequest, test } from '@playwright/test';
import { freePort } from '../scripts/lib/freePort';
import { nginxServerBlockFromReadme, nginxTestConfig } from '../scripts/lib/nginxFromReadme';

/**
 * The README's nginx deploy, followed as written: Debian's nginx serves the production build with the
 * server block copied from the README (only the folder and the port are swapped in).
 */
const NGINX = '/usr/sbin/nginx';
const repoRoot = path.resolve(import.meta.dirname, '..');

test.describe.configure({ mode: 'serial' });
test.skip(
  !existsSync(NGINX),
  `${NGINX} is missing: apt-get install nginx (npm test does) to test the README's nginx deploy`,
);

let nginx: ChildProcess | undefined;
let prefix = '';
let http: APIRequestContext;

test.beforeAll(async () => {
  // A folder only its owner may enter (mkdtemp makes it mode 700), as a clone in many home folders is: the
  // build is served through it, so the test passes wherever the clone is only if nginx can read it there.
  prefix = mkdtempSync(path.join(tmpdir(), 'gjs-nginx-'));
  const root = path.join(prefix, 'site');
  symlinkSync(path.join(repoRoot, 'doc_build'), root);
  const port = await freePort();
  const serverBlock = nginxServerBlockFromReadme(readFileSync(path.join(repoRoot, 'README.md'), 'utf8'));
  const configFile = path.join(prefix, 'nginx.conf');
  // Started as root, nginx runs its workers as `nobody`, who may not read the owner's files: as the owner, then.
  const workerUser = process.getuid?.() === 0 ? 'root' : null;
  writeFileSync(configFile, nginxTestConfig({ serverBlock, root, port, prefix, workerUser }));
  nginx = spawn(NGINX, ['-p', prefix, '-c', configFile], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  nginx.stderr?.on('data', (chunk) => (stderr += chunk));
  http = await playwrightRequest.newContext({ baseURL: `http://127.0.0.1:${port}`, maxRedirects: 0 });
  await expect
    .poll(async () => (await http.get('/').catch(() => undefined))?.status(), {
      message: `nginx did not start: ${stderr}`,
      timeout: 10_000,
    })
    .toBe(200);
});

test.afterAll(async () => {
  await http?.dispose();
  nginx?.kill();
  if (prefix) rmSync(prefix, { recursive: true, force: true });
});

test('clean URLs answer 200 with the security headers and revalidation', async () => {
  for (const route of ['/', '/docs/tutorials/', '/docs/tutorials/basic-types', '/api/graphql-js/class/GraphQLSchema']) {
    const response = await http.get(route);
    expect(response.status(), route).toBe(200);
    expect(response.headers()['content-type'], route).toBe('text/html; charset=utf-8');
    expect(response.headers()['content-security-policy'], route).toMatch(
      /^default-src 'self'; script-src 'self' 'sha256-/,
    );
    expect(response.headers()['x-content-type-options'], route).toBe('nosniff');
    expect(response.headers()['cache-control'], route).toBe('public, max-age=0, must-revalidate');
  }
});

test('/index.html and .html addresses redirect to the clean URL', async () => {
  const index = await http.get('/docs/tutorials/index.html');
  expect(index.status()).toBe(301);
  expect(new URL(index.headers().location!, 'http://x').pathname).toBe('/docs/tutorials/');
  const page = await http.get('/docs/tutorials/basic-types.html');
  expect(page.status()).toBe(301);
  expect(new URL(page.headers().location!, 'http://x').pathname).toBe('/docs/tutorials/basic-types');
});

test('an unknown path gets the not-found page with status 404', async () => {
  const response = await http.get('/no/such/page');
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain('Page not found');
  expect(response.headers()['content-security-policy']).toBeTruthy();
});

test('hashed assets are cached for a year; llms.txt and the Markdown twins are text', async () => {
  const html = await (await http.get('/')).text();
  // The page's scripts are listed in its inline loader (plugins/scriptsAfterPaint), not as tags: any
  // hashed script of the page.
  const script = /"(\/static\/js\/[^"]+\.js)"/.exec(html)?.[1];
  expect(script).toBeTruthy();
  const asset = await http.get(script!);
  expect(asset.status()).toBe(200);
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');

  const llms = await http.get('/llms.txt');
  expect(llms.headers()['content-type']).toBe('text/plain; charset=utf-8');
  const twin = await http.get('/docs/tutorials/basic-types.md');
  expect(twin.status()).toBe(200);
  expect(twin.headers()['content-type']).toBe('text/markdown; charset=utf-8');
  expect(twin.headers()['content-security-policy']).toBeTruthy();
});

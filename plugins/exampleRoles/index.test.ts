import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { UserConfig } from '@rspress/core';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { findExampleRoleProblems, pluginExampleRoles } from './index';

const repoDocsRoot = path.resolve(import.meta.dirname, '../../docs');

describe('pluginExampleRoles', () => {
  const docsRoot = path.join(mkdtempSync(path.join(tmpdir(), 'example-roles-')), 'docs');
  mkdirSync(path.join(docsRoot, 'guides'), { recursive: true });
  writeFileSync(path.join(docsRoot, 'index.mdx'), '# Home\n\n```js title="ok.mjs" script\nconsole.log(1);\n```\n');
  writeFileSync(
    path.join(docsRoot, 'guides/serve.mdx'),
    '# Serve\n\n```sh\nnpm i\n```\n\n```js title="server.mjs" script\napp.listen(4000);\n```\n',
  );
  afterAll(() => rmSync(path.dirname(docsRoot), { recursive: true, force: true }));
  const beforeBuild = (isProd: boolean) => pluginExampleRoles({ docsRoot }).beforeBuild!({} as UserConfig, isProd);

  it('fails the production build naming the file, the fence and the fix', () => {
    expect(() => beforeBuild(true)).toThrow(
      'docs/guides/serve.mdx, fence 2 (server.mjs): role script, but it calls `.listen(`: a file that starts a server has role server',
    );
  });

  it('only warns in development', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(() => beforeBuild(false)).not.toThrow();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('docs/guides/serve.mdx, fence 2'));
    warn.mockRestore();
  });

  it("passes every page of the site's own docs", () => {
    expect(findExampleRoleProblems(repoDocsRoot)).toEqual([]);
  });
});

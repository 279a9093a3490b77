import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pluginSourceFile } from '.';
import { editBaseUrlFromEnv } from './editBaseUrl';
import { SOURCE_FILE_FIELD, type PageSourceFile } from '../../site/contracts';

const projectRoot = path.resolve(import.meta.dirname, '../..');
const docsRoot = path.join(projectRoot, 'docs');

/** What the plugin adds to one page's data, with the edit setting the build was given. */
async function sourceFileOf(file: string, env: Record<string, string>): Promise<PageSourceFile | undefined> {
  const plugin = pluginSourceFile({ projectRoot, docsRoot, editBaseUrl: editBaseUrlFromEnv(env) });
  const pageData = { _filepath: file } as unknown as Record<string, unknown>;
  await (plugin.extendPageData as (data: unknown, isProd: boolean) => Promise<void>)(pageData, true);
  return pageData[SOURCE_FILE_FIELD] as PageSourceFile | undefined;
}

describe('"Edit this page" of a hand-written page', () => {
  const page = path.join(docsRoot, 'docs/tutorials/basic-types.mdx');

  it("links to the page's own file in the repository the build was told, which exists in this checkout", async () => {
    const editUrl = (await sourceFileOf(page, {
      SITE_SOURCE_REPOSITORY_URL: 'https://github.com/acme/graphql-js-docs',
    }))!.editUrl!;
    expect(editUrl).toBe('https://github.com/acme/graphql-js-docs/edit/main/docs/docs/tutorials/basic-types.mdx');
    const pathInRepository = editUrl.slice('https://github.com/acme/graphql-js-docs/edit/main/'.length);
    expect(existsSync(path.join(projectRoot, pathInRepository))).toBe(true);
  });

  it('is absent when the build was not told the repository', async () => {
    expect((await sourceFileOf(page, {}))?.editUrl).toBeUndefined();
  });

  it('is absent on generated pages, which have no file under the docs root', async () => {
    expect(
      await sourceFileOf(path.join(projectRoot, 'node_modules/.cache/api/x.mdx'), {
        SITE_SOURCE_REPOSITORY_URL: 'https://github.com/acme/docs',
      }),
    ).toBeUndefined();
  });
});

describe('the last-updated date of a hand-written page', () => {
  it("is the date of the page file's last commit in a checkout with history", async () => {
    const page = path.join(docsRoot, 'docs/tutorials/basic-types.mdx');
    expect((await sourceFileOf(page, {}))?.lastCommitDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('is absent where there is no git history (a copy of the files alone)', async () => {
    const copy = mkdtempSync(path.join(tmpdir(), 'no-history-'));
    const page = path.join(copy, 'docs/a.mdx');
    mkdirSync(path.dirname(page));
    writeFileSync(page, '# A\n');
    const plugin = pluginSourceFile({ projectRoot: copy, docsRoot: path.join(copy, 'docs'), editBaseUrl: null });
    const pageData = { _filepath: page } as unknown as Record<string, unknown>;
    await (plugin.extendPageData as (data: unknown, isProd: boolean) => Promise<void>)(pageData, true);
    expect(pageData[SOURCE_FILE_FIELD]).toEqual({});
    rmSync(copy, { recursive: true, force: true });
  });
});

import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { documentApi } from './documentApi';
import type { DocumentApiOptions } from './referenceTypes';

const projectRoot = path.resolve(import.meta.dirname, '../..');

describe('documentApi, in a process of its own (a cache miss)', () => {
  let scratch: string;
  let options: DocumentApiOptions;
  beforeEach(() => {
    scratch = mkdtempSync(path.join(tmpdir(), 'document-api-'));
    options = {
      slug: 'tricky-js',
      // The fixture package, reached from node_modules as an installed version is.
      versions: [
        {
          installedAs: '../plugins/apiReference/fixtures/tricky',
          expectedVersion: '1.2.3',
          key: 'v1',
          routeBase: '/api/tricky-js',
        },
      ],
      repositoryUrl: 'https://github.com/example/tricky',
      projectRoot,
      cacheDir: path.join(scratch, 'api-reference'),
      doctestCacheDir: path.join(scratch, 'doctests'),
    };
  });
  afterEach(() => rmSync(scratch, { recursive: true, force: true }));

  it('hands over the outline as soon as the process sends it, the pages once the process is done; the next call reads both from the one cache file', async () => {
    const made = await documentApi(options);
    // Handed over while the process still renders (it loads Shiki first): the pages are still to come.
    expect(
      await Promise.race([
        made.pages.then(() => 'rendered'),
        new Promise((resolve) => setImmediate(() => resolve('still rendering'))),
      ]),
    ).toBe('still rendering');
    expect(made.sidebars['/api']?.[0]).toMatchObject({ link: '/api/tricky-js' });
    const routes = made.pageGroups.flatMap((group) => group.pages.map((page) => page.routePath));
    expect(routes).toContain('/api/tricky-js/class/Square');
    const pages = await made.pages;
    expect(pages.pages.map((page) => page.routePath)).toEqual(routes);
    expect(pages.pages.find((page) => page.routePath === '/api/tricky-js/class/Square')?.html).toContain('<h1');
    expect(pages.folder).toMatch(/^static\/api-pages\/[0-9a-f]{10}$/);
    expect(readdirSync(options.cacheDir!).filter((name) => name.startsWith('reference-'))).toEqual([
      expect.stringMatching(/^reference-\w+\.json$/),
    ]);

    const cached = await documentApi(options);
    expect(await cached.pages).toEqual(pages);
    expect(cached.models).toEqual(made.models);
    expect(cached.pageGroups).toEqual(made.pageGroups);
  }, 60_000);

  it('without the child process runs the same stages here and writes the same one cache file', async () => {
    const made = await documentApi({ ...options, separateProcess: false });
    const pages = await made.pages;
    const files = readdirSync(options.cacheDir!).filter((name) => name.startsWith('reference-'));
    expect(files).toEqual([expect.stringMatching(/^reference-\w+\.json$/)]);
    // The next call reads it: a hit, whichever process made the file.
    const cached = await documentApi(options);
    expect(await cached.pages).toEqual(pages);
    expect(readdirSync(options.cacheDir!).filter((name) => name.startsWith('reference-'))).toEqual(files);
  }, 60_000);

  it('fails with what the process was doing when it ends before sending the outline', async () => {
    // A file where the examples' cache folder should be: the process fails while documenting.
    writeFileSync(path.join(scratch, 'doctests'), '');
    await expect(documentApi(options)).rejects.toThrow(
      '[api-reference] Documenting the API failed (its process exited with 1)',
    );
  }, 60_000);
});

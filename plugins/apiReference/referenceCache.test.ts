import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readCachedReference, referenceCache, referenceKey, writeCachedReference } from './referenceCache';
import type { ApiOutline, RenderedPages } from './referenceTypes';

let root: string;
const write = (file: string, content: string) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), content);
};

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'reference-cache-'));
  write('plugins/apiReference/pages.ts', 'export const a = 1;');
  write('plugins/apiReference/pages.test.ts', 'test');
  write('plugins/doctests/index.ts', 'export {};');
  write('plugins/rspressCompat/index.ts', 'export {};');
  write('plugins/shikiTokenClasses/index.ts', 'export {};');
  write('site/constants.ts', 'export const B = 1;');
  write('package-lock.json', '{"lockfileVersion":3}');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const outline = (): ApiOutline =>
  ({
    models: [{ package: { name: 'p', version: '1.0.0' }, items: [] }],
    pageGroups: [
      {
        title: 'API',
        pages: [
          {
            routePath: '/api',
            title: 'API',
            description: 'd',
            frontmatter: { title: 'API', description: 'd' },
            body: [{ type: 'paragraph', children: [] }],
          },
        ],
      },
    ],
    sidebars: { '/api': [] },
    base: '/',
  }) as unknown as ApiOutline;
const pages: RenderedPages = {
  folder: 'static/api-pages/0123456789',
  pages: [{ routePath: '/api', frontmatter: {}, html: '<h1>API</h1>', title: 'API', toc: [], markdown: '# API\n' }],
};

describe('the reference cache', () => {
  it('keys by the inputs, the pipeline code and the lockfile, not by tests', () => {
    const key = () => referenceKey({ inputs: { slug: 'x' }, projectRoot: root });
    const first = key();
    expect(referenceKey({ inputs: { slug: 'y' }, projectRoot: root })).not.toBe(first);
    write('plugins/apiReference/pages.test.ts', 'another test');
    expect(key()).toBe(first);
    for (const [file, content] of [
      ['plugins/apiReference/pages.ts', 'export const a = 2;'],
      ['plugins/doctests/index.ts', 'export const c = 1;'],
      ['site/constants.ts', 'export const B = 2;'],
      ['package-lock.json', '{"lockfileVersion":3,"packages":{}}'],
    ] as const) {
      const before = key();
      write(file, content);
      expect(key(), file).not.toBe(before);
    }
  });

  it('reads back the whole reference from one file (page bodies left out), misses once the code changes, and keeps only the latest', () => {
    // Opened again after each change: the key is read from the code when the cache is opened.
    const cache = () =>
      referenceCache({ cacheDir: path.join(root, 'cache'), inputs: { slug: 'x' }, projectRoot: root });
    expect(readCachedReference(cache())).toBeNull();
    const made = outline();
    writeCachedReference(cache(), { outline: made, pages });
    expect(made.pageGroups[0]!.pages[0]!.body).toHaveLength(1);
    expect(readdirSync(cache().cacheDir)).toEqual([path.basename(cache().file)]);
    const read = readCachedReference(cache())!;
    expect(read.pages).toEqual(pages);
    expect(read.outline.sidebars).toEqual({ '/api': [] });
    expect(read.outline.pageGroups[0]!.pages[0]).toMatchObject({ title: 'API', body: [] });

    write('plugins/apiReference/pages.ts', 'export const a = 3;');
    expect(readCachedReference(cache())).toBeNull();
    writeCachedReference(cache(), { outline: made, pages });
    expect(readdirSync(cache().cacheDir)).toEqual([path.basename(cache().file)]);
  });

  it('is a miss when its file is not whole JSON', () => {
    const cache = referenceCache({ cacheDir: path.join(root, 'cache'), inputs: { slug: 'x' }, projectRoot: root });
    mkdirSync(cache.cacheDir, { recursive: true });
    writeFileSync(cache.file, '{"outline":');
    expect(readCachedReference(cache)).toBeNull();
    writeCachedReference(cache, { outline: outline(), pages });
    expect(readCachedReference(cache)?.pages).toEqual(pages);
  });
});

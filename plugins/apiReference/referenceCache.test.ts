import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiReference } from './documentApi';
import { cachedReference, referenceKey } from './referenceCache';

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
  write('plugins/shikiTokenClasses/index.ts', 'export {};');
  write('site/constants.ts', 'export const B = 1;');
  write('package-lock.json', '{"lockfileVersion":3}');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const reference = (): ApiReference =>
  ({
    models: [{ package: { name: 'p', version: '1.0.0' }, items: [] }],
    pageGroups: [{ title: 'API', pages: [{ routePath: '/api', title: 'API', description: 'd', frontmatter: { title: 'API', description: 'd' }, body: [{ type: 'paragraph', children: [] }], markdown: '# API' }] }],
    sidebars: { '/api': [] },
    pages: [{ routePath: '/api', frontmatter: {}, html: '<h1>API</h1>', title: 'API', toc: [] }],
  }) as unknown as ApiReference;

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

  it('makes the reference once, then reads it back (page bodies left out), and keeps only the latest', async () => {
    const cacheDir = path.join(root, 'cache');
    const make = vi.fn(async () => reference());
    const first = await cachedReference({ cacheDir, inputs: { slug: 'x' }, projectRoot: root }, make);
    expect(first.cached).toBe(false);
    expect(first.reference.pageGroups[0]!.pages[0]!.body).toHaveLength(1);
    const second = await cachedReference({ cacheDir, inputs: { slug: 'x' }, projectRoot: root }, make);
    expect(second.cached).toBe(true);
    expect(make).toHaveBeenCalledTimes(1);
    expect(second.reference.pages).toEqual(first.reference.pages);
    expect(second.reference.pageGroups[0]!.pages[0]).toMatchObject({ markdown: '# API', body: [] });

    write('plugins/apiReference/pages.ts', 'export const a = 3;');
    expect((await cachedReference({ cacheDir, inputs: { slug: 'x' }, projectRoot: root }, make)).cached).toBe(false);
    expect(make).toHaveBeenCalledTimes(2);
    expect(readdirSync(cacheDir)).toHaveLength(1);
  });
});

import { mkdtemp, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageFilesByPath, pageFilesFolder, writePageFiles } from './pageFiles';
import type { RenderedPage } from './referenceTypes';

const page = (routePath: string, html = `<h1 id="x">${routePath}</h1>`): RenderedPage => ({
  routePath,
  frontmatter: { title: `Title "${routePath}"`, description: 'd', apiVersions: [{ key: 'v1', url: routePath }] },
  title: `Title "${routePath}"`,
  html,
  toc: [{ id: 'a', text: '`a` </script>', depth: 2, charIndex: 0 }],
  markdown: `# ${routePath}\n`,
});

describe('page files', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'api-pages-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('names the folder of a set of pages by its content, under the static folder', () => {
    const pages = [page('/api/x'), page('/api/x/class/A')];
    const folder = pageFilesFolder(pages);
    expect(folder).toMatch(/^static\/api-pages\/[0-9a-f]{10}$/);
    expect(pageFilesFolder([page('/api/x'), page('/api/x/class/A')])).toBe(folder);
    expect(pageFilesFolder([page('/api/x'), page('/api/x/class/A', '<p>other</p>')])).not.toBe(folder);
    expect(pageFilesFolder([page('/api/x'), { ...page('/api/x/class/A'), toc: [] }])).not.toBe(folder);
    // The same content under another route is another set.
    expect(pageFilesFolder([page('/api/x'), { ...page('/api/x/class/A'), routePath: '/api/x/class/B' }])).not.toBe(
      folder,
    );
  });

  const write = async (pages: RenderedPage[], publicDir: string) => {
    const folder = pageFilesFolder(pages);
    await writePageFiles({ folder, pages }, publicDir);
    return folder;
  };

  it('writes each page as JSON (title, frontmatter, outline, body) by route, only files that changed, and removes every other file', async () => {
    const publicDir = path.join(dir, 'public');
    const pages = [page('/api/x'), page('/api/x/class/A'), page('/api/x/class/B')];
    const folder = await write(pages, publicDir);
    const fileA = path.join(publicDir, folder, 'api/x/class/A.json');
    const { routePath: _, markdown: _copy, ...expected } = pages[1]!;
    expect(JSON.parse(await readFile(fileA, 'utf8'))).toEqual(expected);
    expect(JSON.parse(await readFile(path.join(publicDir, folder, 'api/x.json'), 'utf8'))).toMatchObject({
      title: 'Title "/api/x"',
    });

    // An old mtime shows whether a file is written again.
    const old = new Date('2001-01-01T00:00:00Z');
    await utimes(fileA, old, old);
    await writeFile(path.join(publicDir, 'stray.json'), '{}');
    await write(pages, publicDir);
    expect((await stat(fileA)).mtime.getTime()).toBe(old.getTime());
    await expect(stat(path.join(publicDir, 'stray.json'))).rejects.toThrow();

    // A changed page is a new set: the old folder goes.
    const next = await write([pages[0]!, page('/api/x/class/A', '<p>new</p>')], publicDir);
    expect(next).not.toBe(folder);
    expect(JSON.parse(await readFile(path.join(publicDir, next, 'api/x/class/A.json'), 'utf8'))).toMatchObject({
      html: '<p>new</p>',
    });
    await expect(stat(fileA)).rejects.toThrow();
    await expect(stat(path.join(publicDir, folder))).rejects.toThrow();
    expect((await stat(path.join(publicDir, next))).isDirectory()).toBe(true);
  });

  it('gives a dev server the same JSON by path under the site root, in the folder it names, without writing it', async () => {
    const publicDir = path.join(dir, 'public-written');
    const pages = [page('/api/x'), page('/api/x/class/A')];
    const folder = await write(pages, publicDir);
    const byPath = pageFilesByPath({ folder: 'static/api-pages/dev', pages });
    expect([...byPath.keys()]).toEqual(['static/api-pages/dev/api/x.json', 'static/api-pages/dev/api/x/class/A.json']);
    expect(byPath.get('static/api-pages/dev/api/x/class/A.json')).toBe(
      await readFile(path.join(publicDir, folder, 'api/x/class/A.json'), 'utf8'),
    );
  });
});

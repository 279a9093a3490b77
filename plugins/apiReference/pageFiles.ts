import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rm, rmdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { STATIC_PAGES_PATH, type StaticPage } from '../../site/contracts';
import { staticPageFile } from '../../site/siteMap';
import type { RenderedPage, RenderedPages } from './referenceTypes';

/** The content of a page's file: what the browser shows of the page. */
export function staticPageOf({ title, frontmatter, toc, html }: RenderedPage): StaticPage {
  return { title, frontmatter, toc, html };
}

/**
 * The folder, under the site root, of one set of page files: named by a hash of all of them, so
 * that hosts can cache its files for good (it is under `/static/`) and a deploy with any change
 * moves them all to a new folder. One name for the set, not one per file, is what lets the route
 * table in every page's first load list routes without a hash each.
 */
export function pageFilesFolder(pages: RenderedPage[]): string {
  const hash = createHash('sha256');
  for (const { routePath, json } of pageFileContents(pages))
    hash.update(routePath).update('\0').update(json).update('\0');
  return `${STATIC_PAGES_PATH}/${hash.digest('hex').slice(0, 10)}`;
}

/** Each page's route and the JSON its file holds. */
const pageFileContents = (pages: RenderedPage[]) =>
  pages.map((page) => ({ routePath: page.routePath, json: JSON.stringify(staticPageOf(page)) }));

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Removes the given files, then each folder their removal left empty, up to (not including)
 * `publicDir`: the build copies empty folders too. Only those folders: a folder another writer has
 * just made for its files is not touched unless one of these files was in it.
 */
async function removeFiles(files: string[], publicDir: string): Promise<void> {
  await Promise.all(files.map((file) => rm(file, { force: true })));
  const folders = new Set<string>();
  for (const file of files) {
    for (let folder = path.dirname(file); folder.startsWith(`${publicDir}${path.sep}`); folder = path.dirname(folder))
      folders.add(folder);
  }
  // Deepest first (a folder's path is longer than its parent's), so that a parent emptied by it goes as well.
  for (const folder of [...folders].sort((a, b) => b.length - a.length)) {
    await rmdir(folder).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOTEMPTY' && error.code !== 'ENOENT') throw error;
    });
  }
}

/** Writes a file unless it already holds exactly this content (an unchanged file keeps its time, and the build sees no change). */
async function writeIfChanged(file: string, content: string): Promise<void> {
  if ((await readFile(file, 'utf8').catch(() => null)) === content) return;
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, content);
}

/**
 * Writes each page's file into its folder under `publicDir` (a folder copied into the build), only
 * files whose content changed, and removes every other file there (earlier sets).
 */
export async function writePageFiles({ folder, pages }: RenderedPages, publicDir: string): Promise<void> {
  const written = new Set<string>();
  await Promise.all(
    pageFileContents(pages).map(async ({ routePath, json }) => {
      const file = path.join(publicDir, staticPageFile(folder, routePath));
      written.add(file);
      await writeIfChanged(file, json);
    }),
  );
  await removeFiles(
    (await filesUnder(publicDir)).filter((file) => !written.has(file)),
    publicDir,
  );
}

/** Each page's file, by its path under the site root, and the JSON it holds: what a dev server answers without writing them. */
export function pageFilesByPath({ folder, pages }: RenderedPages): Map<string, string> {
  return new Map(pageFileContents(pages).map(({ routePath, json }) => [staticPageFile(folder, routePath), json]));
}

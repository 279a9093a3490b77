import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rm, rmdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { STATIC_PAGES_PATH, type StaticPage } from '../../site/contracts';
import { staticPageFile } from '../../site/siteMap';
import type { PageHtml } from './pageHtml';

/** A generated page ready to be written: its route, frontmatter, rendered body, and its Markdown twin (for llms.txt, not in its file). */
export interface RenderedPage extends PageHtml {
  routePath: string;
  frontmatter: object;
  markdown: string;
}

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
  return folderOf(pageFileContents(pages));
}

/** Each page's route and the JSON its file holds, made once for both the folder's hash and the files. */
const pageFileContents = (pages: RenderedPage[]) =>
  pages.map((page) => ({ routePath: page.routePath, json: JSON.stringify(staticPageOf(page)) }));

function folderOf(contents: { routePath: string; json: string }[]): string {
  const hash = createHash('sha256');
  for (const { routePath, json } of contents) hash.update(routePath).update('\0').update(json).update('\0');
  return `${STATIC_PAGES_PATH}/${hash.digest('hex').slice(0, 10)}`;
}

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

/** Writes a file unless it already holds exactly this content (so the dev server sees no change). */
async function writeIfChanged(file: string, content: string): Promise<void> {
  if ((await readFile(file, 'utf8').catch(() => null)) === content) return;
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, content);
}

/** Removes every file under `publicDir` but those of the set in `folder` (earlier sets), and their folders. */
export async function removeOtherPageFiles(publicDir: string, folder: string): Promise<void> {
  const kept = `${path.join(publicDir, folder)}${path.sep}`;
  await removeFiles(
    (await filesUnder(publicDir)).filter((file) => !file.startsWith(kept)),
    publicDir,
  );
}

/**
 * Writes each page's file under `publicDir` (a folder served at the site root and copied into the
 * build). Returns the set's folder, named by a hash of the pages, and removes every other file
 * there (earlier sets). Given a folder (the dev server's, named before the pages are made), writes
 * there and removes nothing: a dev server restarted while the pages it replaced were still being
 * rendered must not have its files removed when those are written (it removes the others when it
 * starts, removeOtherPageFiles).
 */
export async function writePageFiles(pages: RenderedPage[], publicDir: string, named?: string): Promise<string> {
  const contents = pageFileContents(pages);
  const folder = named ?? folderOf(contents);
  const written = new Set<string>();
  await Promise.all(
    contents.map(async ({ routePath, json }) => {
      const file = path.join(publicDir, staticPageFile(folder, routePath));
      written.add(file);
      await writeIfChanged(file, json);
    }),
  );
  if (!named)
    await removeFiles(
      (await filesUnder(publicDir)).filter((file) => !written.has(file)),
      publicDir,
    );
  return folder;
}

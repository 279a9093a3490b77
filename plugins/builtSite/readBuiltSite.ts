import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { routeFromHtmlFile } from '../../site/siteMap';

/** One built HTML page, before its markup is read. */
export interface BuiltPageFile {
  /** File under the output folder, POSIX separators: `docs/tutorials/index.html`. */
  file: string;
  /** Route it answers (site/siteMap.ts): `/docs/tutorials/`. */
  route: string;
}

/** One built HTML page with its markup. */
export interface BuiltHtmlPage extends BuiltPageFile {
  html: string;
}

/** The finished build, listed once after it was written: every HTML page and every file's path. */
export interface BuiltSite {
  /** Absolute path of the output folder. */
  outDir: string;
  /** Every `.html` file, sorted by file (markup read one page at a time by `readBuiltPage`). */
  pages: BuiltPageFile[];
  /** Every file under the output folder (pages, assets, search index), POSIX separators, sorted. */
  files: string[];
}

/** Lists a build's output folder: every file, and the HTML pages among them with their routes. */
export function listBuiltSite(outDir: string): BuiltSite {
  const files = readdirSync(outDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(outDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
  const pages = files
    .filter((file) => file.endsWith('.html'))
    .map((file) => ({ file, route: routeFromHtmlFile(file) }));
  return { outDir, pages, files };
}

/** A listed page with its markup, read from the output folder. */
export function readBuiltPage(site: Pick<BuiltSite, 'outDir'>, page: BuiltPageFile): BuiltHtmlPage {
  return { ...page, html: readFileSync(path.join(site.outDir, page.file), 'utf8') };
}

/** Whether the build has a file at a site path (`/favicon.svg`, `static/x.js`), from the list read with it. */
export function hasBuiltFile(site: Pick<BuiltSite, 'files'>, sitePath: string): boolean {
  const relative = path.posix.normalize(sitePath).replace(/^\/+/, '');
  return site.files.includes(relative);
}

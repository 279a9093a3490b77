import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { routeFromHtmlFile } from '../../site/siteMap';

/** One built HTML page. */
export interface BuiltHtmlPage {
  /** File under the output folder, POSIX separators: `docs/tutorials/index.html`. */
  file: string;
  /** Route it answers (site/siteMap.ts): `/docs/tutorials/`. */
  route: string;
  html: string;
}

/** The finished build, read once after it was written: every HTML page with its markup, and every file's path. */
export interface BuiltSite {
  /** Absolute path of the output folder. */
  outDir: string;
  /** Every `.html` file, sorted by file. */
  pages: BuiltHtmlPage[];
  /** Every file under the output folder (pages, assets, search index), POSIX separators, sorted. */
  files: string[];
}

/** Reads a build's output folder: each HTML file once, and the list of all files. */
export function readBuiltSite(outDir: string): BuiltSite {
  const files = readdirSync(outDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(outDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
  const pages = files.filter((file) => file.endsWith('.html')).map((file) => ({ file, route: routeFromHtmlFile(file), html: readFileSync(path.join(outDir, file), 'utf8') }));
  return { outDir, pages, files };
}

/** Whether the build has a file at a site path (`/favicon.svg`, `static/x.js`), from the list read with it. */
export function hasBuiltFile(site: Pick<BuiltSite, 'files'>, sitePath: string): boolean {
  const relative = path.posix.normalize(sitePath).replace(/^\/+/, '');
  return site.files.includes(relative);
}

import { readdirSync } from 'node:fs';
import path from 'node:path';

/** Route of a built HTML file: `index.html` → `/`, `a/index.html` → `/a/`, `a/b.html` → `/a/b`. */
export function routeFromHtmlFile(file: string): string {
  const posix = file.split(path.sep).join('/');
  if (posix === 'index.html') return '/';
  if (posix.endsWith('/index.html')) return `/${posix.slice(0, -'index.html'.length)}`;
  return `/${posix.replace(/\.html$/, '')}`;
}

/** The HTML files of a build, relative to its folder, sorted. */
export function listBuiltHtml(outDir: string): string[] {
  return (readdirSync(outDir, { recursive: true, encoding: 'utf8' }) as string[]).filter((file) => file.endsWith('.html')).sort();
}

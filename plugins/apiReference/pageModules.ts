import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { PageHtml } from './pageHtml';

/** A generated page ready to be written: its route, frontmatter and rendered body. */
export interface RenderedPage extends PageHtml {
  routePath: string;
  frontmatter: object;
}

/** A written page module: what Rspress's `addPages` takes. */
export interface PageModuleFile {
  routePath: string;
  filepath: string;
}

/** Where written pages go: modules for the bundler, bodies for the site's static files. */
export interface PageFolders {
  /** Folder of the page modules (compiled by Rspress as routes). */
  modulesDir: string;
  /** A folder served at the site root and copied into the build (a public folder). */
  publicDir: string;
  /** The theme component that shows a body (imported by each module by a relative path). */
  componentFile: string;
}

/** Folder of the bodies under the site root (under `/static/`, which hosts cache for good: names carry a content hash). */
export const BODIES_PATH = 'static/api-pages';

/** A route as a relative file path without extension: `/api/x/class/A` → `api/x/class/A`, `/` → `index`. */
const fileStemOf = (routePath: string) => routePath.replace(/^\/+|\/+$/g, '') || 'index';

/** The module file of a route, relative to the modules folder: `/api/x/class/A` → `api/x/class/A.js`. */
export const moduleFileOf = (routePath: string): string => `${fileStemOf(routePath)}.js`;

/** The body file of a page, relative to the site root, named by its route and a hash of its content. */
export function bodyFileOf(page: RenderedPage): string {
  const hash = createHash('sha256').update(page.html).digest('hex').slice(0, 10);
  return `${BODIES_PATH}/${fileStemOf(page.routePath)}.${hash}.json`;
}

/**
 * The source of one page's module: what Rspress reads from a page module that is not Markdown
 * (title, headingTitle, frontmatter, toc), and a component that shows the page's body through
 * the theme's StaticHtmlPage, and `prepare()`, which the route loader awaits before rendering, so
 * that prefetching a page prefetches its body too.
 */
export function renderPageModule(page: RenderedPage, { componentImport, bodyFile }: { componentImport: string; bodyFile: string }): string {
  return [
    `// Written by plugins/apiReference (pageModules.ts) for ${page.routePath} on every build; do not edit.`,
    `import { createElement } from 'react';`,
    `import { loadStaticHtml, StaticHtmlPage } from ${JSON.stringify(componentImport)};`,
    `export const title = ${JSON.stringify(page.title)};`,
    // The page has its own h1: without this the theme would add a second from the title.
    `export const headingTitle = title;`,
    `export const frontmatter = ${JSON.stringify(page.frontmatter)};`,
    `export const toc = ${JSON.stringify(page.toc)};`,
    `const body = ${JSON.stringify(bodyFile)};`,
    // Called by the route loader (theme/routeLoading): the page renders once its body is here.
    `export const prepare = () => loadStaticHtml(body);`,
    `export default function GeneratedPage() {`,
    `  return createElement(StaticHtmlPage, { body });`,
    `}`,
    '',
  ].join('\n');
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/** Writes a file unless it already holds exactly this content (so the bundler's cache and the dev server see no change). */
async function writeIfChanged(file: string, content: string): Promise<void> {
  if ((await readFile(file, 'utf8').catch(() => null)) === content) return;
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, content);
}

/** Removes the files under `dir` that are not in `keep` (pages that no longer exist, bodies that changed). */
async function removeOthers(dir: string, keep: Set<string>): Promise<void> {
  await Promise.all((await filesUnder(dir)).filter((file) => !keep.has(file)).map((file) => rm(file)));
}

/** Writes each page's module and body file, and removes those of pages that no longer exist. */
export async function writePageModules(pages: RenderedPage[], { modulesDir, publicDir, componentFile }: PageFolders): Promise<PageModuleFile[]> {
  const modules = new Set<string>();
  const bodies = new Set<string>();
  const files = await Promise.all(
    pages.map(async (page) => {
      const filepath = path.join(modulesDir, moduleFileOf(page.routePath));
      const bodyFile = bodyFileOf(page);
      const bodyPath = path.join(publicDir, bodyFile);
      modules.add(filepath);
      bodies.add(bodyPath);
      let componentImport = path.relative(path.dirname(filepath), componentFile).split(path.sep).join('/');
      if (!componentImport.startsWith('.')) componentImport = `./${componentImport}`;
      await writeIfChanged(filepath, renderPageModule(page, { componentImport, bodyFile }));
      await writeIfChanged(bodyPath, JSON.stringify({ html: page.html }));
      return { routePath: page.routePath, filepath };
    }),
  );
  await Promise.all([removeOthers(modulesDir, modules), removeOthers(path.join(publicDir, BODIES_PATH), bodies)]);
  return files;
}

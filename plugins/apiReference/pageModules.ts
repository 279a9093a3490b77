import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { PageHtml } from './pageHtml';

/** A generated page ready to be written as a module: its route, frontmatter and rendered body. */
export interface RenderedPage extends PageHtml {
  routePath: string;
  frontmatter: Record<string, unknown>;
}

/** A written page module: what Rspress's `addPages` takes. */
export interface PageModuleFile {
  routePath: string;
  filepath: string;
}

/** The module file of a route, relative to the pages folder: `/api/x/class/A` → `api/x/class/A.js`. */
export const moduleFileOf = (routePath: string): string => `${routePath.replace(/^\/+|\/+$/g, '') || 'index'}.js`;

/**
 * The source of one page's module. It exports what Rspress reads from a page module that is not
 * Markdown (title, headingTitle, frontmatter, toc) and a component that shows the HTML through `component`
 * (the theme's StaticHtmlPage, imported by a path relative to the module).
 */
export function renderPageModule(page: RenderedPage, componentImport: string): string {
  return [
    `// Written by plugins/apiReference (pageModules.ts) for ${page.routePath} on every build; do not edit.`,
    `import { createElement } from 'react';`,
    `import { StaticHtmlPage } from ${JSON.stringify(componentImport)};`,
    `export const title = ${JSON.stringify(page.title)};`,
    // The page has its own h1: without this the theme would add a second from the title.
    `export const headingTitle = title;`,
    `export const frontmatter = ${JSON.stringify(page.frontmatter)};`,
    `export const toc = ${JSON.stringify(page.toc)};`,
    `const html = ${JSON.stringify(page.html)};`,
    `export default function GeneratedPage() {`,
    `  return createElement(StaticHtmlPage, { html });`,
    `}`,
    '',
  ].join('\n');
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Writes each page's module under `dir` (only the files whose content changed, so the bundler's
 * cache and the dev server see no change where there is none) and removes modules of pages that
 * no longer exist.
 */
export async function writePageModules(pages: RenderedPage[], { dir, componentFile }: { dir: string; componentFile: string }): Promise<PageModuleFile[]> {
  const written = new Set<string>();
  const files = await Promise.all(
    pages.map(async (page) => {
      const filepath = path.join(dir, moduleFileOf(page.routePath));
      written.add(filepath);
      let specifier = path.relative(path.dirname(filepath), componentFile).split(path.sep).join('/');
      if (!specifier.startsWith('.')) specifier = `./${specifier}`;
      const source = renderPageModule(page, specifier);
      const existing = await readFile(filepath, 'utf8').catch(() => null);
      if (existing !== source) {
        await mkdir(path.dirname(filepath), { recursive: true });
        await writeFile(filepath, source);
      }
      return { routePath: page.routePath, filepath };
    }),
  );
  await Promise.all((await filesUnder(dir)).filter((file) => !written.has(file)).map((file) => rm(file)));
  return files;
}

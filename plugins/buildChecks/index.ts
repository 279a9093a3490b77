import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { type BuiltSiteStep, hasBuiltFile } from '../builtSite';
import { type BuiltPage, findBrokenLinks, linksAndIdsFromHtml } from './findBrokenLinks';
import { findDuplicateRoutes, hasDefaultExport, type RouteFile } from './findDuplicateRoutes';
import { docsFileOfBuiltRoute, sourceOfRoute } from './routeSource';
import { createStringPool } from './stringPool';

const PAGE_MODULE = /\.[jt]sx?$/;

/** Options of {@link pluginBuildChecks}. */
export interface BuildChecksOptions {
  /** The docs root, the folder Rspress's `root` names: messages name the files under it. */
  docsRoot: string;
}

/** The build checks: the Rspress plugin, and the link check to run over the built site (plugins/builtSite). */
export type BuildChecksPlugin = RspressPlugin & {
  /** Fails the build on a link to a missing page, file or anchor; give it to `pluginBuiltSite`. */
  checkBuiltSite: BuiltSiteStep;
};

/**
 * The product specification's build-time rules that Rspress does not enforce itself: two files claiming one route
 * (`a.mdx` beside `a/index.mdx`), page modules without a default export, and, over the finished
 * HTML, every link to a missing page or anchor (including links in JSX and in generated pages).
 * The hooks share no state: each works from its own arguments and the docs root given here.
 */
export function pluginBuildChecks({ docsRoot }: BuildChecksOptions): BuildChecksPlugin {
  return {
    name: 'graphql-js-docs:build-checks',
    routeGenerated(routes) {
      const files: RouteFile[] = routes.map((route) => ({
        routePath: route.routePath,
        file: sourceOfRoute(route, docsRoot),
      }));
      const duplicates = findDuplicateRoutes(files);
      if (duplicates.length > 0) {
        const lines = duplicates.map(
          (group) => `  ${group[0]!.routePath}: ${group.map((route) => route.file).join(' and ')}`,
        );
        throw new Error(
          `[build-checks] Two pages claim the same route. Rename or remove one of each pair:\n${lines.join('\n')}`,
        );
      }
      for (const route of routes) {
        if (!PAGE_MODULE.test(route.absolutePath)) continue;
        if (!hasDefaultExport(readFileSync(route.absolutePath, 'utf8'))) {
          throw new Error(
            `[build-checks] ${sourceOfRoute(route, docsRoot)} has no default export, so route ${route.routePath} has nothing to render. Export the page component as default.`,
          );
        }
      }
    },
    checkBuiltSite(site, config) {
      const pages: BuiltPage[] = [];
      // Every page's ids and links are kept until the last page is read: as copies, so that no page's
      // markup is kept with them (and each link written on many pages, as the sidebar's are, once).
      const keep = createStringPool();
      return {
        page({ file, route, html }) {
          const { ids, hrefs } = linksAndIdsFromHtml(html);
          // A hand-written page is named by its docs file; a generated one by its built file.
          const source =
            docsFileOfBuiltRoute(route, docsRoot) ?? path.join(path.relative(process.cwd(), site.outDir), file);
          pages.push({ route, source, ids: new Set(Array.from(ids, keep)), hrefs: Array.from(new Set(hrefs), keep) });
        },
        finish() {
          const broken = findBrokenLinks({
            pages,
            hasFile: (file) => hasBuiltFile(site, file),
            base: config.base ?? '/',
          });
          if (broken.length > 0) {
            const lines = broken.map((link) => `  ${link.source}: ${link.href} (${link.reason})`);
            throw new Error(
              `[build-checks] ${broken.length} broken link(s) in the built site. Fix the link or the page it points to:\n${lines.join('\n')}`,
            );
          }
        },
      };
    },
  };
}

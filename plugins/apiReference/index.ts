import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { mergeRsbuildConfig } from '@rsbuild/core';
import type { RouteMeta, RspressPlugin, UserConfig } from '@rspress/core';
import { STATIC_PAGES_FOLDER_DEFINE, STATIC_PAGES_PATH } from '../../site/contracts';
import { ROUTE_TABLE_MODULE, routeTableCode } from '../rspressCompat/routeTable';
import { normalizedSidebars } from '../rspressCompat/sidebars';
import { sidebarStubs } from './sidebarFiles';
import { pageFilesByPath, writePageFiles } from './pageFiles';
import { waitForPageFiles } from './pageFilesWait';
import { REFERENCE_CODE } from './referenceCache';
import type { ApiReference } from './referenceTypes';

export { apiTwinSections } from './twinSections';
export { documentApi } from './documentApi';
export { readErrorEntryFences } from './errorEntryFiles';
export type { ApiPageGroup, ApiReference, ApiVersionInput, DocumentApiOptions } from './referenceTypes';

/**
 * The theme modules the API pages run on in the browser, as absolute paths. The site's config
 * names them (`new URL('./theme/…', import.meta.url)`), so that the import graph
 * (scripts/sourceTree.test.ts) sees each edge; a plugin never names a theme file itself.
 */
export interface ApiThemeModules {
  /** The page module every API route names: it shows a page's file (theme/components/StaticHtmlPage). */
  pageModule: string;
  /** The module that makes the API pages' route entries in the browser (theme/routeLoading/staticHtmlRoutes.ts). */
  routesModule: string;
  /** The module whose `addSidebars` puts sidebars loaded with their pages into the site (theme/rspressCompat/sidebars.ts). */
  sidebarsModule: string;
}

/** Where pluginApiReference finds the project and the theme's modules, and writes the pages. */
export interface ApiReferencePluginOptions {
  /** The theme modules the pages run on. */
  themeModules: ApiThemeModules;
  /** Folder the site's config lives in. @default process.cwd() */
  projectRoot?: string;
  /** Where the pages are written on every build (generated, never committed). @default '<projectRoot>/.generated/api-reference' */
  outDir?: string;
}

/** The dev server's folder of page files, named before the pages are rendered; it answers them without writing them (pageFilesWait.ts). */
const DEV_PAGES_FOLDER = `${STATIC_PAGES_PATH}/dev`;

/**
 * The config with the one channel that says where this build's page files are
 * (`STATIC_PAGES_FOLDER_DEFINE`, read by theme/components/StaticHtmlPage/staticHtml.ts): the browser
 * gets their folder under the site root, the server bundles (SSG) the same folder on disk, which
 * never reaches the browser.
 */
function withPagesFolder(config: UserConfig, folder: { url: string; disk: string }): UserConfig {
  const define = (value: string) => ({ source: { define: { [STATIC_PAGES_FOLDER_DEFINE]: JSON.stringify(value) } } });
  const builderConfig = mergeRsbuildConfig(config.builderConfig ?? {}, define(folder.disk), {
    environments: { web: define(folder.url) },
  });
  return { ...config, builderConfig };
}

/**
 * Hands a documented API reference (documentApi.ts) to Rspress: its pages as routes that share one
 * page module, each with its JSON file (title, frontmatter, outline, body) served beside the build
 * and read from disk when the server renders a page (pageFiles.ts); a route table that lists them
 * compactly (plugins/rspressCompat/routeTable.ts); and its sidebars, which come with the pages'
 * code, the theme config keeping a stub of each for the navbar (sidebarFiles.ts).
 */
export function pluginApiReference(reference: ApiReference, options: ApiReferencePluginOptions): RspressPlugin {
  const projectRoot = options.projectRoot ?? process.cwd();
  const outDir = options.outDir ?? path.join(projectRoot, '.generated/api-reference');
  const publicDir = path.join(outDir, 'public');
  const { pageModule: moduleFile, routesModule, sidebarsModule } = options.themeModules;
  const sidebarsFile = path.join(outDir, 'sidebars.json');
  const { sidebars, base: referenceBase } = reference;
  const routePaths = reference.pageGroups.flatMap((group) => group.pages.map((page) => page.routePath));
  // Rspress hands the routes (the hand-written pages' and these) to routeGenerated only, and asks
  // for the route table afterwards, in addRuntimeModules, which it hands the config alone: this
  // promise is the one value passed from one hook to another.
  let giveRoutes!: (routes: RouteMeta[]) => void;
  const generatedRoutes = new Promise<RouteMeta[]>((resolve) => (giveRoutes = resolve));
  return {
    name: 'graphql-js-docs:api-reference',
    async config(config, _utils, isProd) {
      const base = config.base ?? '/';
      if (base !== referenceBase) {
        // `rspress build --base` sets the base after the config made the pages: their links would all miss.
        throw new Error(
          `[api-reference] The site's base is ${base} but the API pages were made for ${referenceBase}. Set BASE_URL in site/constants.ts instead of passing --base.`,
        );
      }
      const themeConfig = config.themeConfig ?? {};
      // A build's folder of page files is named by the rendered pages: a build waits for them here.
      const folder = isProd ? (await reference.pages).folder : DEV_PAGES_FOLDER;
      // Only stubs: the sidebars themselves come with the API pages' code (sidebarFiles.ts).
      return {
        ...withPagesFolder(config, { url: folder, disk: path.join(publicDir, folder) }),
        themeConfig: { ...themeConfig, sidebar: { ...(themeConfig.sidebar ?? {}), ...sidebarStubs(sidebars) } },
      };
    },
    builderConfig: {
      server: {
        // Served by the dev server at the site root and copied into the build.
        publicDir: [{ name: publicDir }],
        // The dev server does not wait for the pages: on a cold start they are still being
        // rendered, while their routes, and every other page, can be served.
        setup: (context) => {
          if (context.action !== 'dev') return;
          const files = reference.pages.then((rendered) => pageFilesByPath({ ...rendered, folder: DEV_PAGES_FOLDER }));
          // The reference's process has printed its own error; this says what it means here.
          files.catch(() =>
            console.error(
              '[api-reference] The API pages could not be made: they answer with an error until the dev server restarts.',
            ),
          );
          context.server.middlewares.use(waitForPageFiles({ base: referenceBase, folder: DEV_PAGES_FOLDER, files }));
        },
      },
      // The reference is made once, by the config: `rspress dev` starts afresh when its code or the installed packages change.
      dev: {
        watchFiles: {
          paths: [...REFERENCE_CODE, 'package-lock.json'].map((entry) => path.join(projectRoot, entry)),
          type: 'restart' as never,
        },
      },
    },
    // The pages' routes, after writing their sidebars and, for a build, their files.
    async addPages(_config, isProd) {
      await mkdir(outDir, { recursive: true });
      await writeFile(sidebarsFile, JSON.stringify(normalizedSidebars(sidebars)));
      if (isProd) await writePageFiles(await reference.pages, publicDir);
      return routePaths.map((routePath) => ({ routePath, filepath: moduleFile }));
    },
    routeGenerated(routes) {
      giveRoutes(routes);
    },
    // Rspress hands this hook the list of pages that then becomes the page data in the bundle every
    // page loads (virtual-page-data). The API pages' entries there (route, language, version) come
    // with each page's route module instead (theme/routeLoading/staticHtmlRoutes.ts): dropped, they
    // are off every first load. Search by Rspress is off; plugins/search indexes them.
    modifySearchIndexData(pages) {
      for (let index = pages.length - 1; index >= 0; index--) {
        if ((pages[index] as { _filepath?: string })._filepath === moduleFile) pages.splice(index, 1);
      }
    },
    // A plugin's runtime module takes the place of Rspress's own of that name (plugins/rspressCompat/README.md:
    // Rspress has no documented door for it).
    async addRuntimeModules() {
      return {
        [ROUTE_TABLE_MODULE]: routeTableCode(await generatedRoutes, {
          moduleFile,
          routesModule,
          sidebars: { file: sidebarsFile, addModule: sidebarsModule },
        }),
      };
    },
  };
}

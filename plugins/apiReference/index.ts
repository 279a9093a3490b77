import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { RouteMeta, RspressPlugin } from '@rspress/core';
import { STATIC_PAGES_PATH } from '../../site/contracts';
import type { ApiReference } from './documentApi';
import { removeOtherPageFiles, type RenderedPage, writePageFiles } from './pageFiles';
import { type DevPageFiles, devPageFiles, waitForPageFiles } from './pageFilesWait';
import { REFERENCE_CODE } from './referenceCache';
import { ROUTE_TABLE_MODULE, routeTableCode } from './routeTable';
import { normalizedSidebars, sidebarStubs } from './sidebarFiles';

export { apiTwinSections } from './twinSections';
export {
  documentApi,
  type ApiReference,
  type ApiPageGroup,
  type ApiVersionInput,
  type DocumentApiOptions,
} from './documentApi';

export interface ApiReferencePluginOptions {
  /** Folder the site's config lives in. @default process.cwd() */
  projectRoot?: string;
  /** Where the pages are written on every build (generated, never committed). @default '<projectRoot>/.generated/api-reference' */
  outDir?: string;
}

/** The theme's page module of every API page: it shows a page's file. */
const STATIC_PAGE_MODULE = 'theme/components/StaticHtmlPage/index.tsx';

/** The theme's module that makes the API pages' route entries in the browser. */
const STATIC_ROUTES_MODULE = 'theme/routeLoading/staticHtmlRoutes.ts';

/**
 * The dev server's folder of page files: named before the pages are made, so not by their hash but
 * by the reference's key (what made them), which differs whenever their content can.
 */
const DEV_PAGES_FOLDER_PREFIX = `${STATIC_PAGES_PATH}/dev-`;
const devPagesFolder = (referenceKey: string) => `${DEV_PAGES_FOLDER_PREFIX}${referenceKey}`;

/** The theme's module that adds sidebars loaded with their pages to the site. */
const ADD_SIDEBARS_MODULE = 'theme/rspressCompat/sidebars.ts';

/**
 * Hands a documented API reference (documentApi.ts) to Rspress: its pages as routes that share one
 * page module, each with its own file (title, frontmatter, outline, body) served beside the build
 * and read from disk when the server renders a page (pageFiles.ts); a route table that lists them
 * compactly (routeTable.ts); and its sidebars, which come with the pages' code, the theme config
 * keeping a stub of each for the navbar (sidebarFiles.ts).
 */
export function pluginApiReference(reference: ApiReference, options: ApiReferencePluginOptions = {}): RspressPlugin {
  const projectRoot = options.projectRoot ?? process.cwd();
  const outDir = options.outDir ?? path.join(projectRoot, '.generated/api-reference');
  const publicDir = path.join(outDir, 'public');
  const moduleFile = path.join(projectRoot, STATIC_PAGE_MODULE);
  const sidebarsFile = path.join(outDir, 'sidebars.json');
  let folder = '';
  let routes: RouteMeta[] = [];
  const { sidebars, base: referenceBase, key: referenceKey } = reference;
  const routePaths = reference.pageGroups.flatMap((group) => group.pages.map((page) => page.routePath));
  // The rendered pages (tens of MB of HTML) are held only until addPages has written them, not for
  // the rest of the build, whose peak memory they raised; nothing else here keeps `reference`.
  let unwritten: Promise<RenderedPage[]> | null = reference.pages;
  let added: Promise<{ routePath: string; filepath: string }[]> | null = null;
  // In dev, the page files being written (see addPages).
  let devFiles: DevPageFiles | null = null;
  /**
   * The pages' routes, after writing their sidebars and, for a build, their files. The dev server
   * does not wait for the files: on a cold start the pages are still being rendered, while their
   * routes, and every other page, can be served. Their folder is then named before they exist, and
   * a request for one of them waits until they are written (pageFilesWait.ts).
   */
  const addApiPages = async (isProd: boolean) => {
    await mkdir(outDir, { recursive: true });
    await writeFile(sidebarsFile, JSON.stringify(normalizedSidebars(sidebars)));
    const rendered = unwritten!;
    unwritten = null;
    if (isProd) {
      folder = await writePageFiles(await rendered, publicDir);
    } else {
      folder = devPagesFolder(referenceKey);
      await removeOtherPageFiles(publicDir, folder);
      const written = rendered.then(async (pages) => void (await writePageFiles(pages, publicDir, folder)));
      // The reference's process has printed its own error; this says what it means here.
      written.catch(() =>
        console.error(
          '[api-reference] The API pages could not be made: they answer with an error until the dev server restarts.',
        ),
      );
      devFiles = devPageFiles(written);
    }
    return routePaths.map((routePath) => ({ routePath, filepath: moduleFile }));
  };
  return {
    name: 'graphql-js-docs:api-reference',
    config(config) {
      const base = config.base ?? '/';
      if (base !== referenceBase) {
        // `rspress build --base` sets the base after the config made the pages: their links would all miss.
        throw new Error(
          `[api-reference] The site's base is ${base} but the API pages were made for ${referenceBase}. Set BASE_URL in site/constants.ts instead of passing --base.`,
        );
      }
      const themeConfig = config.themeConfig ?? {};
      // Only stubs: the sidebars themselves come with the API pages' code (sidebarFiles.ts).
      return {
        ...config,
        themeConfig: { ...themeConfig, sidebar: { ...(themeConfig.sidebar ?? {}), ...sidebarStubs(sidebars) } },
      };
    },
    builderConfig: {
      server: {
        // Served by the dev server at the site root and copied into the build.
        publicDir: [{ name: publicDir }],
        setup: (context) => {
          if (context.action === 'dev')
            context.server.middlewares.use(
              waitForPageFiles(`${referenceBase}${DEV_PAGES_FOLDER_PREFIX}`, () => devFiles),
            );
        },
      },
      // Where the server bundle reads page files from (theme/components/StaticHtmlPage/staticHtml.ts).
      source: { define: { 'process.env.GJS_STATIC_HTML_ROOT': JSON.stringify(publicDir) } },
      // The reference is made once, by the config: `rspress dev` starts afresh when its code or the installed packages change.
      dev: {
        watchFiles: {
          paths: [...REFERENCE_CODE, 'package-lock.json'].map((entry) => path.join(projectRoot, entry)),
          type: 'restart' as never,
        },
      },
    },
    addPages(_config, isProd) {
      added ??= addApiPages(isProd);
      return added;
    },
    routeGenerated(generated) {
      routes = generated;
    },
    // Rspress hands this hook the list of pages that then becomes the page data in the bundle every
    // page loads (virtual-page-data). The API pages' entries there (route, language, version) come
    // with each page's route module instead (theme/routeLoading/staticHtmlRoutes.ts): dropped, they
    // take 655 entries off every first load. Search by Rspress is off; plugins/search indexes them.
    modifySearchIndexData(pages) {
      for (let index = pages.length - 1; index >= 0; index--) {
        if ((pages[index] as { _filepath?: string })._filepath === moduleFile) pages.splice(index, 1);
      }
    },
    // Called after routeGenerated; a plugin's runtime module takes the place of Rspress's own of that name.
    addRuntimeModules() {
      return {
        [ROUTE_TABLE_MODULE]: routeTableCode(routes, {
          moduleFile,
          folder,
          routesModule: path.join(projectRoot, STATIC_ROUTES_MODULE),
          sidebars: { file: sidebarsFile, addModule: path.join(projectRoot, ADD_SIDEBARS_MODULE) },
        }),
      };
    },
  };
}

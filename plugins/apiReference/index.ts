import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import type { ApiReference } from './documentApi';
import { type PageFolders, writePageModules } from './pageModules';
import { REFERENCE_CODE } from './referenceCache';

export { documentApi, type ApiReference, type ApiPageGroup, type ApiVersionInput, type DocumentApiOptions } from './documentApi';

export interface ApiReferencePluginOptions {
  /** Folder the site's config lives in. @default process.cwd() */
  projectRoot?: string;
  /** Where the pages are written on every build (generated, never committed). @default '<projectRoot>/.generated/api-reference' */
  outDir?: string;
}

/** The theme component every generated page module renders its body with. */
const STATIC_PAGE_COMPONENT = 'theme/components/StaticHtmlPage/index.tsx';

/**
 * Hands a documented API reference (documentApi.ts) to Rspress: its sidebars into the theme
 * config, and its pages as small generated modules added as routes (pageModules.ts), whose bodies
 * are static files served beside the build and read from disk when the server renders a page.
 */
export function pluginApiReference(reference: ApiReference, options: ApiReferencePluginOptions = {}): RspressPlugin {
  const projectRoot = options.projectRoot ?? process.cwd();
  const outDir = options.outDir ?? path.join(projectRoot, '.generated/api-reference');
  const folders: PageFolders = {
    modulesDir: path.join(outDir, 'modules'),
    publicDir: path.join(outDir, 'public'),
    componentFile: path.join(projectRoot, STATIC_PAGE_COMPONENT),
  };
  return {
    name: 'graphql-js-docs:api-reference',
    config(config) {
      const base = config.base ?? '/';
      if (base !== reference.base) {
        // `rspress build --base` sets the base after the config made the pages: their links would all miss.
        throw new Error(`[api-reference] The site's base is ${base} but the API pages were made for ${reference.base}. Set BASE_URL in site/constants.ts instead of passing --base.`);
      }
      const themeConfig = config.themeConfig ?? {};
      return { ...config, themeConfig: { ...themeConfig, sidebar: { ...(themeConfig.sidebar ?? {}), ...reference.sidebars } } };
    },
    builderConfig: {
      // Served by the dev server at the site root and copied into the build.
      server: { publicDir: [{ name: folders.publicDir }] },
      // Where the server bundle reads bodies from (theme/components/StaticHtmlPage/staticHtml.ts).
      source: { define: { 'process.env.GJS_STATIC_HTML_ROOT': JSON.stringify(folders.publicDir) } },
      // The reference is made once, by the config: `rspress dev` starts afresh when its code or the installed packages change.
      dev: { watchFiles: { paths: [...REFERENCE_CODE, 'package-lock.json'].map((entry) => path.join(projectRoot, entry)), type: 'restart' as never } },
    },
    async addPages() {
      return writePageModules(reference.pages, folders);
    },
  };
}

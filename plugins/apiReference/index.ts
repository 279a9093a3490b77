import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import type { ApiReference } from './documentApi';
import { writePageModules } from './pageModules';

export { documentApi, type ApiReference, type ApiPageGroup, type ApiVersionInput, type DocumentApiOptions } from './documentApi';

export interface ApiReferencePluginOptions {
  /** Folder the site's config lives in. @default process.cwd() */
  projectRoot?: string;
  /** Where the pages' modules are written on every build (generated, never committed). @default '<projectRoot>/.generated/api-pages' */
  pagesDir?: string;
}

/** The theme component every generated page module renders its HTML with. */
const STATIC_PAGE_COMPONENT = 'theme/components/StaticHtmlPage/index.tsx';

/**
 * Hands a documented API reference (documentApi.ts) to Rspress: its sidebars into the theme
 * config, and its pages as small generated modules (pageModules.ts) added as routes.
 */
export function pluginApiReference(reference: ApiReference, options: ApiReferencePluginOptions = {}): RspressPlugin {
  const projectRoot = options.projectRoot ?? process.cwd();
  return {
    name: 'graphql-js-docs:api-reference',
    config(config) {
      const themeConfig = config.themeConfig ?? {};
      return { ...config, themeConfig: { ...themeConfig, sidebar: { ...(themeConfig.sidebar ?? {}), ...reference.sidebars } } };
    },
    async addPages() {
      return writePageModules(reference.pages, {
        dir: options.pagesDir ?? path.join(projectRoot, '.generated/api-pages'),
        componentFile: path.join(projectRoot, STATIC_PAGE_COMPONENT),
      });
    },
  };
}

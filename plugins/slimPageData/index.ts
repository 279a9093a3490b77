import type { RspressPlugin } from '@rspress/core';

/**
 * Fields of every page's entry in the client bundle that the app reads from the page's own module
 * instead: the title and the frontmatter (whose description the theme's Layout passes on, see
 * theme/index.tsx) come with the page's code.
 */
const FIELDS_FROM_PAGE_MODULE = ['toc', 'frontmatter', '_relativePath', 'title', 'description'] as const;

/**
 * Rspress ships a list of every page with its table of contents and frontmatter in the main bundle
 * loaded by every page. The app takes both from the current page's own module (initPageData lets
 * the module's values win), and the theme's only other reader, the Overview component, is unused
 * here: dropping them took a large part of the main bundle (all API members' headings) off every load.
 */
export function pluginSlimPageData(): RspressPlugin {
  return {
    name: 'graphql-js-docs:slim-page-data',
    extendPageData(pageData) {
      const page = pageData as unknown as Record<string, unknown>;
      for (const field of FIELDS_FROM_PAGE_MODULE) delete page[field];
    },
  };
}

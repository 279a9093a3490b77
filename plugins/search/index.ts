import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { SEARCH_INDEX_PATH, SEARCH_INDEX_VERSION, type SearchIndex } from '../../site/contracts';
import { SEARCH_ROUTE } from '../../site/siteMap';
import type { ApiModel } from '../apiReference/types';
import { readSiteDocuments } from './realIndex';

export interface SearchOptions {
  /** The docs root (hand-written pages). */
  docsRoot: string;
  /** The API models to index (plugins/apiReference documentApi), the default version first. */
  apiModels: ApiModel[];
  /** Absolute path of the component the `/search` page renders (the theme's search page). */
  searchPage: string;
}

/**
 * The site's own search: one JSON index of the pages and the API, written beside the build (and
 * served by the dev server), fetched by the browser on first search; and the `/search?q=` page.
 */
export function pluginSearch({ docsRoot, apiModels, searchPage }: SearchOptions): RspressPlugin {
  const buildIndex = (): SearchIndex => ({
    version: SEARCH_INDEX_VERSION,
    documents: readSiteDocuments({ docsRoot, excludeRoutes: [SEARCH_ROUTE], apiModels }),
  });
  /** The index a production build made before bundling, as the JSON it writes. */
  let builtIndex: string | undefined;

  return {
    name: 'graphql-js-docs:search',
    addPages() {
      return [
        {
          routePath: SEARCH_ROUTE,
          content: `---\ntitle: Search\ndescription: Search the graphql-js tutorial and API reference.\nsidebar: false\noutline: false\nfooter: false\n---\n\nimport SearchPage from ${JSON.stringify(searchPage)};\n\n# Search\n\n<SearchPage />\n`,
        },
      ];
    },
    builderConfig: {
      server: {
        // The dev server builds the index on request, so that it follows the pages as they are edited.
        setup: ({ action, server }) => {
          if (action !== 'dev') return;
          server.middlewares.use((request, response, next) => {
            if (!request.url?.startsWith(SEARCH_INDEX_PATH)) return next();
            response.setHeader('Content-Type', 'application/json; charset=utf-8');
            response.end(JSON.stringify(buildIndex()));
          });
        },
      },
    },
    // The index comes from the docs' sources and the API models, not from the build: a production
    // build makes it before bundling and writes it at the end. Made at the end, its parse of every
    // page came on top of the bundler's memory, at the build's peak (the heap grew by about 60 MiB
    // while it was made, process.memoryUsage() before and after).
    beforeBuild(_config, isProd) {
      if (isProd) builtIndex = JSON.stringify(buildIndex());
    },
    afterBuild(config, isProd) {
      if (!isProd || builtIndex === undefined) return;
      writeFileSync(path.join(path.resolve(config.outDir ?? 'doc_build'), SEARCH_INDEX_PATH), builtIndex);
      builtIndex = undefined;
    },
  };
}

import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { SEARCH_INDEX_PATH, SEARCH_INDEX_VERSION, type SearchIndex } from '../../site/contracts';
import { ERROR_LOOKUP_PATH } from '../../site/errorMessages';
import { SEARCH_ROUTE } from '../../site/siteMap';
import type { ApiModel } from '../apiReference/types';
import { errorLookupFromDocuments } from './errorLookup';
import { readSiteDocuments } from './realIndex';

export interface SearchOptions {
  /** The docs root (hand-written pages). */
  docsRoot: string;
  /** The API models to index (plugins/apiReference documentApi), the default version first. */
  apiModels: ApiModel[];
  /** Absolute path of the component the `/search` page renders (the theme's search page). */
  searchPage: string;
  /**
   * Folder a production build writes the index into before bundling; the build copies it to the site root
   * (generated, never committed). @default '<cwd>/.generated/search'
   */
  outDir?: string;
  /** Folder the `/search` page's file is written into (generated, never committed). @default '<cwd>/.generated' */
  pageOutDir?: string;
}

/**
 * The site's own search: one JSON index of the pages and the API, written beside the build (and
 * served by the dev server), fetched by the browser on first search; the error reference's
 * message lookup beside it, fetched by a run that printed something; and the `/search?q=` page.
 */
export function pluginSearch({ docsRoot, apiModels, searchPage, outDir, pageOutDir }: SearchOptions): RspressPlugin {
  const publicDir = outDir ?? path.resolve('.generated/search');
  const pageDir = pageOutDir ?? path.resolve('.generated');
  const buildIndex = (): SearchIndex => ({
    version: SEARCH_INDEX_VERSION,
    documents: readSiteDocuments({ docsRoot, excludeRoutes: [SEARCH_ROUTE], apiModels }),
  });

  return {
    name: 'graphql-js-docs:search',
    // The page is a file of the project, not `content`: Rspress writes `content` under
    // node_modules/.rspress, and where node_modules is a link to another checkout the bundler reads
    // it by its real path, so the page's frontmatter (sidebar: false, outline: false) is filed under
    // a name the route never asks for and the page gets the default columns.
    addPages() {
      const filepath = path.join(pageDir, 'search.mdx');
      mkdirSync(pageDir, { recursive: true });
      writeFileSync(
        filepath,
        `---\ntitle: Search\ndescription: Search the graphql-js tutorial and API reference.\nsidebar: false\noutline: false\nfooter: false\n---\n\nimport SearchPage from ${JSON.stringify(searchPage)};\n\n# Search\n\n<SearchPage />\n`,
      );
      return [{ routePath: SEARCH_ROUTE, filepath }];
    },
    builderConfig: {
      server: {
        // Copied into the build at its root, where the browser fetches the index.
        publicDir: [{ name: publicDir }],
        // The dev server builds the index on request, so that it follows the pages as they are edited.
        setup: ({ action, server }) => {
          if (action !== 'dev') return;
          server.middlewares.use((request, response, next) => {
            const isIndex = request.url?.startsWith(SEARCH_INDEX_PATH);
            if (!isIndex && !request.url?.startsWith(ERROR_LOOKUP_PATH)) return next();
            const index = buildIndex();
            response.setHeader('Content-Type', 'application/json; charset=utf-8');
            response.end(JSON.stringify(isIndex ? index : errorLookupFromDocuments(index.documents)));
          });
        },
      },
    },
    // The index comes from the docs' sources and the API models, not from the build: a production
    // build makes and writes it before bundling, so that its parse of every page does not add to the
    // bundler's memory at the build's peak (figures in PERF.md).
    beforeBuild(_config, isProd) {
      if (!isProd) return;
      mkdirSync(publicDir, { recursive: true });
      const index = buildIndex();
      writeFileSync(path.join(publicDir, SEARCH_INDEX_PATH), JSON.stringify(index));
      writeFileSync(path.join(publicDir, ERROR_LOOKUP_PATH), JSON.stringify(errorLookupFromDocuments(index.documents)));
    },
  };
}

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { SearchDocument } from '../../site/contracts';
import type { ApiModel } from '../apiReference/types';
import { stripMdxStatements } from '../shared/stripMdxStatements';
import { isPageFile, routeFromDocsFile } from '../../site/siteMap';
import { documentsFromApiModel, documentsFromMarkdown } from './buildIndex';

export interface SiteDocumentsOptions {
  /** The docs root (hand-written pages). */
  docsRoot: string;
  /** Routes not to index (the search page itself). */
  excludeRoutes?: string[];
  apiModels: ApiModel[];
}

/** Every searchable document of the site: hand-written pages and the API reference. */
export function readSiteDocuments({ docsRoot, excludeRoutes = [], apiModels }: SiteDocumentsOptions): SearchDocument[] {
  const files = (readdirSync(docsRoot, { recursive: true, encoding: 'utf8' }) as string[]).filter(isPageFile).sort();
  const pages = files
    .map((file) => ({ file, route: routeFromDocsFile(file) }))
    .filter(({ route }) => !excludeRoutes.includes(route))
    .flatMap(({ file, route }) =>
      documentsFromMarkdown({ markdown: stripMdxStatements(readFileSync(path.join(docsRoot, file), 'utf8')), route }),
    );
  return [...pages, ...apiModels.flatMap(documentsFromApiModel)];
}

/** The search step: the size of the built search index and how long a query takes to rank its documents. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { SearchIndex } from '../../site/contracts';
import { rankDocuments } from '../../theme/search/rankDocuments';
import { toSearchableIndex } from '../../theme/search/searchableIndex';
import { median, percentile } from './stats';

/** Queries a reader types: API names (whole and half typed), topics and packages. */
export const SEARCH_QUERIES = [
  'execute',
  'GraphQLSchema',
  'GraphQLObj',
  'ObjectType',
  'parse',
  'validate',
  'Kind',
  'visit',
  'buildSchema',
  'printSchema',
  'argument',
  'mutation',
  'input type',
  'context',
  'resolver',
  'non-null',
  'list',
  'variables',
  'express',
  'graphql-http',
];

/** Queries timed, going round the list: one query alone is too quick to time reliably. */
const TIMED_QUERIES = 50;

/** The search index in `outDir`: documents, raw and gzipped size, median and p95 time of a query. */
export function measureSearch(outDir: string) {
  const raw = readFileSync(path.join(outDir, 'search-index.json'));
  const index = JSON.parse(raw.toString('utf8')) as SearchIndex;
  // Prepared once, as the browser does when the index loads: what is timed is a query, as on each keystroke.
  const searchable = toSearchableIndex(index.documents);
  const times: number[] = [];
  for (let run = 0; run < TIMED_QUERIES; run += 1) {
    const query = SEARCH_QUERIES[run % SEARCH_QUERIES.length]!;
    const started = performance.now();
    rankDocuments(searchable, query);
    times.push(performance.now() - started);
  }
  return {
    documents: index.documents.length,
    rawBytes: raw.length,
    gzipBytes: gzipSync(raw, { level: 9 }).length,
    medianMs: median(times),
    p95Ms: percentile(times, 95),
  };
}

/** What the search step measured. */
export type SearchMeasures = ReturnType<typeof measureSearch>;

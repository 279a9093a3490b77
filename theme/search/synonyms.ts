import { stem, wordsOf } from './searchWords';

/** A reader's word or phrase, and the words the site uses for it. */
export interface SearchSynonym {
  /** What a reader may type: `persisted queries`. Matched as whole words, singular or plural. */
  readers: string;
  /** What the pages call it: `trusted documents`. Each entry is searched as well as the reader's words. */
  ours: readonly string[];
}

/**
 * Readers' words → the site's words. Applied at query time: the index stays as the pages wrote it,
 * an entry changes without a rebuild, and only a query that contains a reader's word pays for it.
 */
export const SEARCH_SYNONYMS: readonly SearchSynonym[] = [
  { readers: 'persisted queries', ours: ['trusted documents'] },
  { readers: 'apq', ours: ['trusted documents'] },
  { readers: 'allowlist', ours: ['trusted documents'] },
  { readers: 'n+1', ours: ['dataloader'] },
  { readers: 'batch', ours: ['dataloader'] },
  { readers: 'auth', ours: ['authorization', 'authentication'] },
  { readers: 'permissions', ours: ['authorization'] },
  { readers: 'access control', ours: ['authorization'] },
  { readers: 'login', ours: ['authentication'] },
  { readers: 'websocket', ours: ['subscriptions'] },
  { readers: 'realtime', ours: ['subscriptions'] },
  { readers: 'error handling', ours: ['errors'] },
  { readers: 'exceptions', ours: ['errors'] },
  { readers: 'throttling', ours: ['rate limits'] },
  { readers: 'query complexity', ours: ['operation limits'] },
  { readers: 'query cost', ours: ['operation limits'] },
  { readers: 'depth limit', ours: ['operation limits'] },
  { readers: 'complexity', ours: ['operation limits'] },
  { readers: 'cost', ours: ['operation limits'] },
  { readers: 'depth', ours: ['operation limits'] },
  { readers: 'dos', ours: ['operation limits'] },
  { readers: 'denial of service', ours: ['operation limits'] },
  { readers: 'security', ours: ['hardening for production'] },
  { readers: 'hardening', ours: ['hardening for production'] },
  { readers: 'validation', ours: ['validate'] },
  { readers: 'schema validation', ours: ['validateSchema'] },
  { readers: 'sse', ours: ['graphql-sse'] },
  { readers: 'enum', ours: ['GraphQLEnumType'] },
  { readers: 'cancel', ours: ['abort signals'] },
  { readers: 'cancellation', ours: ['abort signals'] },
  { readers: 'cache', ours: ['caching'] },
  { readers: 'paginate', ours: ['pagination'] },
  { readers: 'cursor', ours: ['pagination'] },
  { readers: 'upgrade', ours: ['upgrading to graphql 17'] },
  { readers: 'migration', ours: ['upgrading to graphql 17'] },
  { readers: 'v17', ours: ['upgrading to graphql 17'] },
  { readers: 'opentelemetry', ours: ['tracing channels'] },
  { readers: 'monitoring', ours: ['tracing channels'] },
  { readers: 'unit tests', ours: ['testing'] },
  { readers: 'test', ours: ['testing'] },
  { readers: 'nullable', ours: ['nullability'] },
  { readers: 'codegen', ours: ['code generation'] },
  { readers: 'upload', ours: ['file uploads'] },
  { readers: 'multipart', ours: ['file uploads'] },
  { readers: 'stitching', ours: ['schema stitching'] },
  { readers: 'supergraph', ours: ['federation'] },
  { readers: 'ide', ours: ['graphiql'] },
  { readers: 'schema first', ours: ['constructing types'] },
  { readers: 'sdl first', ours: ['constructing types'] },
  { readers: 'code first', ours: ['constructing types'] },
  { readers: 'disable introspection', ours: ['introspection and suggestions', 'NoSchemaIntrospectionCustomRule'] },
];

const stemmedWords = (text: string) => wordsOf(text).map(stem);

/** Each entry with its words stemmed once, for the comparison below. */
const STEMMED_SYNONYMS = SEARCH_SYNONYMS.map((synonym) => ({ ...synonym, words: stemmedWords(synonym.readers) }));

/**
 * The query again with a reader's words replaced by the site's, once per meaning: `persisted
 * queries` → [`trusted documents`]; `auth header` → [`authorization header`, `authentication
 * header`]. Empty when the query holds no reader's word.
 */
export function queriesWithSynonyms(query: string): string[] {
  const words = wordsOf(query);
  const stemmed = words.map(stem);
  const rewritten: string[] = [];
  for (const synonym of STEMMED_SYNONYMS) {
    const length = synonym.words.length;
    for (let start = 0; start + length <= stemmed.length; start += 1) {
      if (!synonym.words.every((word, offset) => stemmed[start + offset] === word)) continue;
      for (const ours of synonym.ours)
        rewritten.push([...words.slice(0, start), ours, ...words.slice(start + length)].join(' '));
      break;
    }
  }
  return [...new Set(rewritten)];
}

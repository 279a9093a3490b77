import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { readSiteDocuments } from '../plugins/search/realIndex';
import type { SearchDocument } from '../site/contracts';
import type { SearchRouteFilter } from '../site/siteMap';
import { rankDocuments, snippetFor } from '../theme/search/rankDocuments';
import { type SearchableIndex, toSearchableIndex } from '../theme/search/searchableIndex';
import { loadApiModels } from './lib/apiModels';
import { loadFactor } from './lib/machineLoad';

// Ranking on the site's real index: the docs pages and the API of both documented graphql versions
// (16.15.0 and 17.1.0), as the build makes it. The index is built by plugins/search and ranked by
// theme/search, so the test lives with the whole-site tests in scripts/ rather than on either side
// (theme and plugins never import each other).
const repoRoot = path.resolve(import.meta.dirname, '..');
let documents: SearchableIndex;

// The index is built once for all tests; its limit stands for a hang, so it grows with the machine's load.
beforeAll(async () => {
  documents = toSearchableIndex(
    readSiteDocuments({ docsRoot: path.join(repoRoot, 'docs'), apiModels: await loadApiModels() }),
  );
}, 120_000 * loadFactor());

const top = (query: string, count = 5) =>
  rankDocuments(documents, query, { preferredVersion: 'v16' })
    .slice(0, count)
    .map((result) => result.document.apiName ?? `${result.document.page} › ${result.document.section ?? ''}`);

describe('search ranking on the real index', () => {
  it('an exact API name comes first: execute is the function before pages that mention it', () => {
    const [first] = rankDocuments(documents, 'execute');
    expect(first).toMatchObject({
      reason: 'exact-name',
      document: { apiName: 'execute', url: '/api/graphql-js/function/execute' },
    });
  });

  it('is case-insensitive', () => {
    expect(top('graphqlschema', 1)).toEqual(['GraphQLSchema']);
    expect(top('KIND', 1)).toEqual(['Kind']);
  });

  it('a prefix finds the names it starts: GraphQLObj finds GraphQLObjectType', () => {
    expect(top('GraphQLObj', 3)).toContain('GraphQLObjectType');
    expect(rankDocuments(documents, 'GraphQLObj')[0]!.reason).toBe('name-prefix');
  });

  it('camelCase parts match: ObjectType finds GraphQLObjectType and isObjectType, after names that start with it', () => {
    const results = rankDocuments(documents, 'ObjectType');
    const position = (name: string) => results.findIndex((result) => result.document.apiName === name);
    expect(results[position('GraphQLObjectType')]!.reason).toBe('name-part');
    expect(results[position('isObjectType')]!.reason).toBe('name-part');
    expect(position('ObjectTypeDefinitionNode')).toBeLessThan(position('GraphQLObjectType'));
    const firstProse = results.findIndex((result) => result.reason === 'heading' || result.reason === 'text');
    expect(firstProse === -1 || firstProse > position('GraphQLObjectType')).toBe(true);
  });

  it('pages about the word, then API names, then headings that mention it, then body text', () => {
    const results = rankDocuments(documents, 'argument');
    const reasons = results.map((result) => result.reason);
    // Pages and sections about arguments (the "Passing arguments" tutorial) come before API names
    // that start with or contain the word; an exact API name sits among them by its own score.
    const order = [
      'title',
      'title-words',
      'heading-words',
      'name-prefix',
      'name-part',
      'name-contains',
      'heading',
      'text',
    ];
    const withoutExact = reasons.filter((reason) => reason !== 'exact-name');
    expect([...withoutExact].sort((a, b) => order.indexOf(a) - order.indexOf(b))).toEqual(withoutExact);
    expect(reasons.lastIndexOf('exact-name')).toBeLessThan(reasons.indexOf('name-prefix'));
    expect(results[0]!.document.url).toMatch(/^\/docs\/(guides\/fragment-arguments|tutorials\/passing-arguments)$/);
  });

  it('finds members by their own name: getType finds GraphQLSchema.getType', () => {
    expect(top('getType', 3)).toContain('GraphQLSchema.getType');
  });

  it('finds tutorial sections by heading', () => {
    const [first] = rankDocuments(documents, 'Do not build query strings by hand');
    expect(first!.document.url).toBe('/docs/tutorials/passing-arguments#do-not-build-query-strings-by-hand');
  });

  it('finds prose by body text, all words required', () => {
    const results = rankDocuments(documents, 'WWW-Authenticate header');
    expect(results[0]!.document.url.startsWith('/docs/tutorials/authentication-and-express-middleware')).toBe(true);
    expect(rankDocuments(documents, 'WWW-Authenticate zebra')).toEqual([]);
  });

  it('a reader who searches "persisted queries" finds the trusted documents guide first', () => {
    const [first] = rankDocuments(documents, 'persisted queries');
    expect(first!.document.url.startsWith('/docs/guides/trusted-documents')).toBe(true);
  });

  it('validation rules are found by their Rule suffix name', () => {
    expect(top('NoSchemaIntrospection', 1)).toEqual(['NoSchemaIntrospectionCustomRule']);
  });

  it('nothing matches nonsense, and an empty query returns nothing', () => {
    expect(rankDocuments(documents, 'qwertyuiopasdf')).toEqual([]);
    expect(rankDocuments(documents, '   ')).toEqual([]);
  });
});

/** The first URL the search dialog lists (12 results, the default API version preferred), and the reason. */
const dialogUrls = (query: string) =>
  rankDocuments(documents, query, { limit: 12, preferredVersion: 'v16' }).map((result) => result.document.url);

describe('search by topic', () => {
  // Each word names a guide's topic: the guide (or its section) comes first, above every API member.
  it.each([
    ['defer', '/docs/guides/defer-and-stream'],
    ['subscriptions', '/docs/guides/subscriptions'],
    ['subscription', '/docs/guides/subscriptions'],
    ['errors', '/docs/guides/errors'],
    ['error', '/docs/guides/errors'],
    ['resolver', '/docs/guides/resolver-anatomy'],
    ['context', '/docs/guides/resolver-anatomy#per-request-context'],
    ['rate limit', '/docs/guides/rate-limiting'],
    ['pagination', '/docs/guides/pagination'],
    ['directives', '/docs/guides/directives'],
    ['custom scalar', '/docs/guides/custom-scalars'],
    ['nullability', '/docs/guides/nullability'],
    ['mutations', '/docs/tutorials/mutations-and-input-types'],
  ])('%s → %s first', (query, url) => {
    expect(dialogUrls(query)[0]).toBe(url);
  });

  it('a guide whose title is the word comes above any API member of that name; API items follow', () => {
    const results = rankDocuments(documents, 'errors', { limit: 12, preferredVersion: 'v16' });
    const firstApi = results.findIndex((result) => result.document.apiName !== null);
    expect(results[0]!.reason).toBe('title');
    expect(firstApi).toBeGreaterThan(0);
    expect(results.slice(firstApi).map((result) => result.document.apiName)).toContain('ExecutionResult.errors');
  });

  it('a word that is both an API name and in guide titles keeps the API item first', () => {
    expect(dialogUrls('graphql')[0]).toBe('/api/graphql-js/function/graphql');
    expect(dialogUrls('execute')[0]).toBe('/api/graphql-js/function/execute');
    expect(dialogUrls('GraphQLSchema')[0]).toBe('/api/graphql-js/class/GraphQLSchema');
    expect(dialogUrls('validate')[0]).toBe('/api/graphql-js/function/validate');
  });
});

describe("readers' words find the site's words", () => {
  it.each([
    ['persisted queries', '/docs/guides/trusted-documents'],
    ['N+1', '/docs/guides/dataloader'],
    ['auth', '/docs/guides/authorization'],
    ['websocket', '/docs/guides/subscriptions'],
    ['error handling', '/docs/guides/errors'],
    ['throttling', '/docs/guides/rate-limiting'],
    ['upgrade', '/docs/guides/upgrade-to-17'],
    ['complexity', '/docs/guides/operation-limits'],
    ['cost', '/docs/guides/operation-limits'],
    ['DoS', '/docs/guides/operation-limits'],
    ['security', '/docs/guides/production-hardening'],
    ['validation', '/api/graphql-js/function/validate'],
    ['schema validation', '/api/graphql-js/function/validateSchema'],
    ['interface vs union', '/docs/guides/abstract-types'],
    ['schema first', '/docs/tutorials/constructing-types'],
    ['code first', '/docs/tutorials/constructing-types'],
    ['disable introspection', '/api/graphql-js/function/NoSchemaIntrospectionCustomRule'],
  ])('%s → %s first', (query, url) => {
    expect(dialogUrls(query)[0]).toBe(url);
  });

  it('marks what came through a synonym, with the words that matched', () => {
    const [first] = rankDocuments(documents, 'error handling');
    expect(first).toMatchObject({ via: 'synonym', matchedQuery: 'errors' });
  });
});

describe('topics the site does not teach find the ecosystem page', () => {
  it.each([
    'file upload',
    'file uploads',
    'upload',
    'federation',
    'schema stitching',
    'codegen',
    'code generation',
    'graphiql',
    'client',
    'apollo',
    'relay',
  ])('%s → the ecosystem page in the top 3', (query) => {
    const urls = dialogUrls(query)
      .slice(0, 3)
      .map((url) => url.replace(/#.*/, ''));
    expect(urls).toContain('/docs/guides/ecosystem');
  });
});

describe('words past the start of a section, and names in its code', () => {
  it.each([
    ['graphql mesh', '/docs/guides/ecosystem'],
    ['envelop', '/docs/guides/ecosystem'],
    ['hive gateway', '/docs/guides/ecosystem'],
    ['urql', '/docs/guides/ecosystem'],
    ['sse', '/docs/guides/ecosystem'],
    ['maskResult', '/docs/guides/errors#masking-unexpected-errors'],
    ['AbortSignal.timeout', '/docs/guides/abort-signals'],
  ])('%s → %s in the top 3', (query, url) => {
    const urls = dialogUrls(query).slice(0, 3);
    expect(urls.some((found) => found === url || found.replace(/#.*/, '') === url)).toBe(true);
  });

  it('a short query matches where a word starts, not inside one: sse is not in assertName', () => {
    expect(dialogUrls('sse').filter((url) => url.includes('/function/assert'))).toEqual([]);
  });
});

describe("constants' members and members named by a common word", () => {
  it('enum typed in small letters finds the enum type, not Kind.ENUM', () => {
    expect(top('enum', 1)).toEqual(['GraphQLEnumType']);
  });

  it('in its own capitals a constant member is found by name, above names that merely start with it', () => {
    const names = rankDocuments(documents, 'ENUM', { preferredVersion: 'v16' }).map(
      (result) => result.document.apiName,
    );
    expect(names).toContain('Kind.ENUM');
    expect(names.indexOf('Kind.ENUM')).toBeLessThan(names.indexOf('EnumValueNode'));
    expect(top('Kind.ENUM', 1)).toEqual(['Kind.ENUM']);
  });

  it("a section about the word comes above a member that merely has the word's name", () => {
    const [first] = rankDocuments(documents, 'list', { preferredVersion: 'v16' });
    expect(first!.document.apiName).toBeNull();
  });
});

describe('typos', () => {
  it.each([
    ['dataloadr', '/docs/guides/dataloader'],
    ['subscripton', '/docs/guides/subscriptions'],
    ['paginaton', '/docs/guides/pagination'],
    ['directivs', '/docs/guides/directives'],
    ['GraphQLSchma', '/api/graphql-js/class/GraphQLSchema'],
    ['exectue', '/api/graphql-js/function/execute'],
  ])('%s → %s first', (query, url) => {
    expect(dialogUrls(query)[0]).toBe(url);
  });

  it('says what it searched instead', () => {
    const [first] = rankDocuments(documents, 'dataloadr');
    expect(first).toMatchObject({ via: 'typo', matchedQuery: 'dataloader' });
  });

  it('leaves a word being typed alone: a prefix of a word is no typo', () => {
    expect(rankDocuments(documents, 'subscr').every((result) => result.via === 'query')).toBe(true);
  });

  it('corrects nothing into a false match: words the pages use are not corrected', () => {
    // The subscriptions guide uses both words (its pub/sub's notifications, a queue's push).
    const pushNotification = rankDocuments(documents, 'push notification');
    expect(pushNotification.map((result) => `${result.document.page} › ${result.document.section}`)).toEqual([
      'Subscriptions › An in-process pub/sub',
    ]);
    expect(pushNotification.every((result) => result.via === 'query')).toBe(true);
    expect(rankDocuments(documents, 'qwertyuiopasdf')).toEqual([]);
  });
});

describe('filters', () => {
  const urlsIn = (query: string, filter: SearchRouteFilter) =>
    rankDocuments(documents, query, { limit: 500, filter }).map((result) => result.document.url);

  it('narrows to the guides, the tutorial or the API', () => {
    const guides = urlsIn('schema', { scope: 'guides' });
    expect(guides.length).toBeGreaterThan(0);
    expect(guides.every((url) => url.startsWith('/docs/guides/'))).toBe(true);
    const tutorial = urlsIn('schema', { scope: 'tutorial' });
    expect(tutorial.length).toBeGreaterThan(0);
    expect(tutorial.every((url) => url.startsWith('/docs/tutorials/'))).toBe(true);
    const api = urlsIn('schema', { scope: 'api' });
    expect(api.length).toBeGreaterThan(0);
    expect(api.every((url) => url.startsWith('/api/'))).toBe(true);
  });

  it('narrows the API to a version', () => {
    const v17 = rankDocuments(documents, 'execute', { limit: 500, filter: { scope: 'api', version: 'v17' } });
    expect(v17[0]!.document.url).toBe('/api/graphql-js/v17/function/execute');
    expect(v17.every((result) => result.document.version === 'v17')).toBe(true);
  });
});

describe('snippetFor', () => {
  it('cuts around the first match', () => {
    const text = `${'a '.repeat(100)}needle${' b'.repeat(100)}`;
    const snippet = snippetFor(text, 'needle', 60);
    expect(snippet).toContain('needle');
    expect(snippet.startsWith('…')).toBe(true);
    expect(snippet.endsWith('…')).toBe(true);
  });
});

describe('rankDocuments with two API versions', () => {
  const doc = (apiName: string, version: string | null): SearchDocument => ({
    url: `/api/${version ?? 'prose'}/${apiName}`,
    page: apiName,
    section: null,
    apiName: version ? apiName : null,
    apiKind: version ? 'function' : null,
    text: '',
    version,
  });
  const twoVersions = [
    doc('validate', 'v16'),
    doc('validate', 'v17'),
    doc('validateInputValue', 'v17'),
    doc('formatError', 'v16'),
    doc('validate', null),
  ];
  const urls = (query: string, preferredVersion: string | null) =>
    rankDocuments(toSearchableIndex(twoVersions), query, { preferredVersion }).map((result) => result.document.url);

  it('lists a name documented in both versions once, in the preferred version', () => {
    // The exact API name first, then the page titled with the word, then a longer API name.
    expect(urls('validate', 'v17')).toEqual([
      '/api/v17/validate',
      '/api/prose/validate',
      '/api/v17/validateInputValue',
    ]);
    expect(urls('validate', 'v16')).toEqual([
      '/api/v16/validate',
      '/api/prose/validate',
      '/api/v17/validateInputValue',
    ]);
  });

  it('still finds what only the other version has', () => {
    expect(urls('formatError', 'v17')).toEqual(['/api/v16/formatError']);
  });

  it('keeps every version without a preference', () => {
    expect(urls('validate', null)).toHaveLength(4);
  });

  it('a version typed beside a name (17, v17, 17.1.0) finds that version first, whatever the preference', () => {
    for (const query of ['validate 17', 'v17 validate', 'validate 17.1.0'])
      expect(urls(query, 'v16')[0]).toBe('/api/v17/validate');
    expect(urls('validate 16', 'v17')[0]).toBe('/api/v16/validate');
    // A major the site does not document is an ordinary word.
    expect(urls('validate 15', 'v16')).toEqual([]);
  });
});

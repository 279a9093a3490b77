import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadTypeDoc } from '../plugins/apiReference/load';
import { toApiModel } from '../plugins/apiReference/model';
import { readSiteDocuments } from '../plugins/search/realIndex';
import type { SearchDocument } from '../site/contracts';
import { rankDocuments, snippetFor } from '../theme/search/rankDocuments';

// Ranking on the site's real index: the tutorial pages and the API of graphql 16.15.0. The index is
// built by plugins/search and ranked by theme/search, so the test lives with the whole-site tests
// in scripts/ rather than on either side (theme and plugins never import each other).
const repoRoot = path.resolve(import.meta.dirname, '..');
let documents: SearchDocument[];

beforeAll(async () => {
  const { json, packageVersion } = await loadTypeDoc({
    packageDir: path.join(repoRoot, 'node_modules/graphql'),
    cacheDir: path.join(repoRoot, 'node_modules/.cache/api-reference'),
  });
  const model = toApiModel({
    json,
    package: {
      name: 'graphql',
      slug: 'graphql-js',
      version: packageVersion,
      repositoryUrl: 'https://github.com/graphql/graphql-js',
      sourceTag: `v${packageVersion}`,
    },
  });
  documents = readSiteDocuments({ docsRoot: path.join(repoRoot, 'docs'), apiModels: [model] });
}, 60_000);

const top = (query: string, count = 5) =>
  rankDocuments(documents, query)
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

  it('names come before headings, headings before body text', () => {
    const reasons = rankDocuments(documents, 'argument').map((result) => result.reason);
    const order = ['exact-name', 'name-prefix', 'name-part', 'name-contains', 'heading', 'text'];
    expect([...reasons].sort((a, b) => order.indexOf(a) - order.indexOf(b))).toEqual(reasons);
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
  const urls = (query: string, preferred: string | null) =>
    rankDocuments(twoVersions, query, 50, preferred).map((result) => result.document.url);

  it('lists a name documented in both versions once, in the preferred version', () => {
    expect(urls('validate', 'v17')).toEqual([
      '/api/v17/validate',
      '/api/v17/validateInputValue',
      '/api/prose/validate',
    ]);
    expect(urls('validate', 'v16')).toEqual([
      '/api/v16/validate',
      '/api/v17/validateInputValue',
      '/api/prose/validate',
    ]);
  });

  it('still finds what only the other version has', () => {
    expect(urls('formatError', 'v17')).toEqual(['/api/v16/formatError']);
  });

  it('keeps every version without a preference', () => {
    expect(urls('validate', null)).toHaveLength(4);
  });
});

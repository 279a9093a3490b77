import * as graphql16 from 'graphql';
import * as graphql17 from 'graphql-17';
import { describe, expect, it } from 'vitest';
import { START_HERE, START_HERE_LINES } from './startHere';
import { startHereSection } from './startHereSection';
import { fixtureModel, pageHtmlOf } from './testing';
import { apiPage } from './pages';

const model = fixtureModel();
// Both packages, called the same way: their types differ, so 17 is typed as 16 here.
const bothVersions = [graphql16, graphql17 as unknown as typeof graphql16];
const groups = [{ task: 'Measure things', names: ['measure', 'Shape'] }];

describe('START_HERE', () => {
  it('lists only names both documented versions of graphql export', () => {
    const names = START_HERE.graphql!.flatMap((group) => group.names);
    expect(names.filter((name) => !(name in graphql16))).toEqual([]);
    expect(names.filter((name) => !(name in graphql17))).toEqual([]);
  });
});

describe('START_HERE_LINES', () => {
  const lines = START_HERE_LINES.graphql!;

  it('gives lines only to listed names, and a per-version line for 16 and 17', () => {
    const names = START_HERE.graphql!.flatMap((group) => group.names);
    expect(Object.keys(lines).filter((name) => !names.includes(name))).toEqual([]);
    for (const line of Object.values(lines))
      if (typeof line !== 'string') expect(Object.keys(line).sort()).toEqual(['16', '17']);
  });

  // What the lines say, checked against the installed packages: an upgrade that changes it fails here.
  it('print: GraphQL source text, indented two spaces a level, in 16 and 17', () => {
    for (const { print, parse } of bothVersions) expect(print(parse('{ a { b } }'))).toBe('{\n  a {\n    b\n  }\n}');
  });

  it('GraphQLSchema and GraphQLObjectType: root types, types, directives; a field resolves without a resolver', () => {
    for (const graphql of bothVersions) {
      const query = new graphql.GraphQLObjectType({
        name: 'Query',
        fields: { a: { type: graphql.GraphQLString }, b: { type: graphql.GraphQLString, resolve: () => 'b' } },
      });
      const schema = new graphql.GraphQLSchema({ query, directives: graphql.specifiedDirectives });
      expect(schema.getQueryType()).toBe(query);
      expect(schema.getMutationType()).toBeUndefined();
      expect(schema.getSubscriptionType()).toBeUndefined();
      expect(schema.getType('String')).toBe(graphql.GraphQLString);
      expect(schema.getDirective('skip')).toBeDefined();
      const result = graphql.graphqlSync({ schema, source: '{ a b }', rootValue: { a: 'a' } });
      expect(result).toEqual({ data: { a: 'a', b: 'b' } });
    }
  });

  it('specifiedRules: the spec’s rules and MaxIntrospectionDepthRule, and in 17 four for @defer and @stream', () => {
    const names16 = graphql16.specifiedRules.map((rule) => rule.name);
    const names17 = graphql17.specifiedRules.map((rule) => rule.name);
    // recommendedRules: graphql's own list of the rules it adds beyond the spec.
    for (const graphql of bothVersions)
      expect(graphql.recommendedRules.map((rule) => rule.name)).toEqual(['MaxIntrospectionDepthRule']);
    expect(names16).toContain('MaxIntrospectionDepthRule');
    // 17 adds a spec rule (the draft's Operation Type Existence) and four for @defer and @stream.
    expect(names17.filter((name) => !names16.includes(name))).toEqual([
      'KnownOperationTypesRule',
      'DeferStreamDirectiveOnRootFieldRule',
      'DeferStreamDirectiveOnValidOperationsRule',
      'DeferStreamDirectiveLabelRule',
      'StreamDirectiveOnListFieldRule',
    ]);
    expect(names16.filter((name) => !names17.includes(name))).toEqual([]);
    // The rule rejects a deeply nested introspection query, and validate applies it by default.
    for (const graphql of bothVersions) {
      const schema = graphql.buildSchema('type Query { a: String }');
      const deep = graphql.parse('{ __schema { types { fields { type { fields { type { fields { name } } } } } } } }');
      expect(graphql.validate(schema, deep).map((error) => error.message)).toEqual([
        'Maximum introspection depth exceeded',
      ]);
    }
  });
});

describe('startHereSection', () => {
  it('lists each task’s exports, linked, with the first sentence of their doc comment', async () => {
    const html = await pageHtmlOf(
      apiPage('/api/tricky-js', { title: 'tricky', description: 'tricky' }, startHereSection(model, groups)),
    );
    expect(html).toContain('id="start-here"');
    expect(html).toContain('id="start-here-measure-things"');
    expect(html).toMatch(
      /<li><a href="\/api\/tricky-js\/function\/measure" class="rp-link"><code>measure<\/code><\/a>: [^<]+\.<\/li>/,
    );
    expect(html).toContain('<code>Shape</code></a>');
  });

  it('fails, naming the list’s file, when the version does not export a listed name', () => {
    expect(() => startHereSection(model, [{ task: 'Build a schema', names: ['measure', 'buildSchema'] }])).toThrow(
      'plugins/apiReference/startHere.ts lists buildSchema, which tricky@1.2.3 does not export',
    );
  });

  it('shows a line of our own instead of the doc comment’s sentence, the one for the version’s major', async () => {
    const html = await pageHtmlOf(
      apiPage(
        '/api/tricky-js',
        { title: 'tricky', description: 'tricky' },
        startHereSection(model, groups, { measure: 'Measures `things`.', Shape: { 1: 'A shape in 1.', 2: 'In 2.' } }),
      ),
    );
    expect(html).toContain('<code>measure</code></a>: Measures <code>things</code>.</li>');
    expect(html).toContain('<code>Shape</code></a>: A shape in 1.</li>');
    expect(html).not.toContain('In 2.');
  });

  it('fails, naming the list’s file, when a per-version line has none for the version’s major', () => {
    expect(() => startHereSection(model, groups, { Shape: { 2: 'In 2.' } })).toThrow(
      'plugins/apiReference/startHere.ts gives Shape a line for versions 2, but none for tricky@1.2.3',
    );
  });

  it('adds nothing for a package without a list', () => {
    expect(startHereSection(model)).toEqual([]);
  });
});

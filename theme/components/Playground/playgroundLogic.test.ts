import * as graphql from 'graphql';
import * as graphql17 from 'graphql-17';
import { describe, expect, it } from 'vitest';
import { TOO_DEEP_MESSAGE } from './nestingDepth';
import { checkPlayground, type GraphQLModule, runPlayground, SCHEMA_ERRORS_MESSAGE } from './playgroundLogic';

const schema = 'type Query {\n  greeting(name: String!): String\n  count: Int\n}';
const rootValue = { greeting: ({ name }: { name: string }) => `Hello, ${name}!`, count: () => 3 };

describe('checkPlayground', () => {
  it('refuses a query nested past the limit without handing it to graphql, and Run answers with that error', async () => {
    const deep = `${'{ a '.repeat(1000)}${'}'.repeat(1000)}`;
    const parse: GraphQLModule['parse'] = (source, options) => {
      if (source === deep) throw new Error('parse was called');
      return graphql.parse(source, options);
    };
    const checked = checkPlayground({ ...graphql, parse }, { schema, query: deep, variables: '' });
    expect(checked.diagnostics).toEqual([{ pane: 'query', message: TOO_DEEP_MESSAGE, line: null, column: null }]);
    expect(JSON.parse(await runPlayground(graphql, checked, rootValue))).toEqual({
      errors: [{ message: TOO_DEEP_MESSAGE }],
    });
    expect(
      checkPlayground(graphql, {
        schema: `type Query { a: ${'['.repeat(200)}Int${']'.repeat(200)} }`,
        query: '{ a }',
        variables: '',
      }).diagnostics,
    ).toEqual([{ pane: 'schema', message: TOO_DEEP_MESSAGE, line: null, column: null }]);
  });

  it("shows what graphql's parser threw when it is not a GraphQLError, and Run answers with it", async () => {
    const parse = () => {
      throw new RangeError('Maximum call stack size exceeded');
    };
    const checked = checkPlayground({ ...graphql, parse }, { schema: '', query: '{ a }', variables: '' });
    const message = 'graphql could not read it: Maximum call stack size exceeded';
    expect(checked.diagnostics).toContainEqual({ pane: 'query', message, line: null, column: null });
    const { schema: built } = checkPlayground(graphql, { schema, query: '{ count }', variables: '' });
    const answer = await runPlayground(graphql, { ...checked, schema: built }, rootValue);
    expect(JSON.parse(answer)).toEqual({ errors: [{ message }] });
  });

  it('accepts a valid schema, query and variables', () => {
    const checked = checkPlayground(graphql, {
      schema,
      query: 'query ($name: String!) { greeting(name: $name) }',
      variables: '{ "name": "Ada" }',
    });
    expect(checked.diagnostics).toEqual([]);
    expect(checked.variables).toEqual({ values: { name: 'Ada' } });
  });

  it('reports a syntax error in the query at its line and column', () => {
    const checked = checkPlayground(graphql, { schema, query: '{\n  count\n  greeting(\n}', variables: '' });
    expect(checked.diagnostics).toEqual([
      { pane: 'query', message: 'Syntax Error: Expected Name, found "}".', line: 4, column: 1 },
    ]);
  });

  it('reports validation errors against the schema, where they are', () => {
    const checked = checkPlayground(graphql, { schema, query: '{\n  cuont\n}', variables: '' });
    expect(checked.diagnostics).toEqual([
      {
        pane: 'query',
        message: 'Cannot query field "cuont" on type "Query". Did you mean "count"?',
        line: 2,
        column: 3,
      },
    ]);
  });

  it('reports schema errors: syntax with a line, rules without one', () => {
    expect(
      checkPlayground(graphql, { schema: 'type Query {\n  a: Strin\n', query: '{ a }', variables: '' }).diagnostics[0],
    ).toMatchObject({ pane: 'schema', line: 3 });
    expect(
      checkPlayground(graphql, { schema: 'type Query { a: Missing }', query: '{ a }', variables: '' }).diagnostics,
    ).toEqual([{ pane: 'schema', message: 'Unknown type "Missing".', line: null, column: null }]);
  });

  it('reports variables that are not a JSON object, at the line JSON says when it says one', () => {
    expect(checkPlayground(graphql, { schema, query: '{ count }', variables: '[1]' }).diagnostics).toEqual([
      { pane: 'variables', message: 'Variables must be a JSON object, like { "id": 1 }.', line: 1, column: 1 },
    ]);
    const broken = checkPlayground(graphql, { schema, query: '{ count }', variables: '{\n  "name": }' })
      .diagnostics[0]!;
    expect(broken.pane).toBe('variables');
    expect(broken.message).toMatch(/^Invalid JSON: /);
  });

  it('uses a schema built in code instead of the schema pane', () => {
    const fromCode = graphql.buildSchema('type Query { answer: Int }');
    expect(
      checkPlayground(graphql, { schema: 'not SDL', query: '{ answer }', variables: '' }, fromCode).diagnostics,
    ).toEqual([]);
  });
});

describe('runPlayground', () => {
  it('executes a valid query with its variables and returns the JSON result', async () => {
    const checked = checkPlayground(graphql, {
      schema,
      query: 'query ($name: String!) { greeting(name: $name) count }',
      variables: '{ "name": "Ada" }',
    });
    expect(JSON.parse((await runPlayground(graphql, checked, rootValue))!)).toEqual({
      data: { greeting: 'Hello, Ada!', count: 3 },
    });
  });

  it('returns execution errors as GraphQL returns them', async () => {
    const checked = checkPlayground(graphql, {
      schema,
      query: 'query ($name: String!) { greeting(name: $name) }',
      variables: '{}',
    });
    const result = JSON.parse((await runPlayground(graphql, checked, rootValue))!) as {
      errors: { message: string; locations: unknown[] }[];
    };
    expect(result.errors[0]!.message).toBe('Variable "$name" of required type "String!" was not provided.');
    expect(result.errors[0]!.locations).toEqual([{ line: 1, column: 8 }]);
  });

  // The site runs graphql 16; the answer's shape is the same on 17 (the version the guides look ahead to).
  describe.each([
    { version: graphql.version, module: graphql },
    { version: graphql17.version, module: graphql17 as unknown as GraphQLModule },
  ])('on graphql $version', ({ module }) => {
    const run = async (input: { schema?: string; query: string; variables?: string }) =>
      runPlayground(module, checkPlayground(module, { schema, variables: '', ...input }), rootValue);

    it("answers a query that does not validate as a server does: graphql's errors, no data", async () => {
      const query = '{\n  cuont\n}';
      const expected = module.validate(module.buildSchema(schema), module.parse(query)).map((error) => error.toJSON());
      expect(expected).toEqual([
        {
          message: 'Cannot query field "cuont" on type "Query". Did you mean "count"?',
          locations: [{ line: 2, column: 3 }],
        },
      ]);
      expect(JSON.parse(await run({ query }))).toEqual({ errors: expected });
    });

    it('answers a query that does not parse with the syntax error', async () => {
      expect(JSON.parse(await run({ query: '{\n  count(\n}' }))).toEqual({
        errors: [{ message: 'Syntax Error: Expected Name, found "}".', locations: [{ line: 3, column: 1 }] }],
      });
    });

    it('answers variables that are not a JSON object with an error that says so, before looking at the query', async () => {
      const notJson = JSON.parse(await run({ query: '{ nope }', variables: '{ "name": ' })) as {
        errors: { message: string }[];
      };
      expect(Object.keys(notJson)).toEqual(['errors']);
      expect(notJson.errors).toHaveLength(1);
      expect(notJson.errors[0]!.message).toMatch(/^Variables are not valid JSON: /);
      expect(JSON.parse(await run({ query: '{ count }', variables: '[1]' }))).toEqual({
        errors: [{ message: 'Variables must be a JSON object, like { "id": 1 }.' }],
      });
    });
  });

  it('says why nothing ran when the schema does not build: there is no server to answer', async () => {
    const checked = checkPlayground(graphql, { schema: 'type Query { a: Missing }', query: '{ a }', variables: '' });
    expect(await runPlayground(graphql, checked, rootValue)).toBe(SCHEMA_ERRORS_MESSAGE);
  });
});

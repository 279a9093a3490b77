import * as graphql from 'graphql';
import { describe, expect, it } from 'vitest';
import { answerRequest, limitResult, timedOutMessage } from './playgroundRun';

const seeds = {
  greet: { rootValue: { greeting: ({ name }: { name: string }) => `Hello, ${name}!` } },
  fromCode: {
    createSchema: (module: typeof graphql) => module.buildSchema('type Query { answer: Int }'),
    rootValue: { answer: 42 },
  },
};
const input = (query: string, schema = 'type Query { greeting(name: String!): String }', variables = '') => ({
  schema,
  query,
  variables,
});

describe('the worker side of a playground run', () => {
  it('runs the query with the seed resolvers and returns the JSON result', async () => {
    const reply = await answerRequest(graphql, seeds, {
      id: 7,
      seed: 'greet',
      action: 'run',
      input: input('{ greeting(name: "Ada") }'),
    });
    expect(reply).toMatchObject({ id: 7, diagnostics: [], schemaText: null });
    expect(JSON.parse(reply.text!)).toEqual({ data: { greeting: 'Hello, Ada!' } });
  });

  it('checks without running, reporting mistakes at their line; a run answers with the errors', async () => {
    const reply = await answerRequest(graphql, seeds, {
      id: 2,
      seed: 'greet',
      action: 'check',
      input: input('{\n  nope\n}'),
    });
    expect(reply.text).toBeNull();
    expect(reply.diagnostics).toEqual([
      { pane: 'query', message: 'Cannot query field "nope" on type "Query".', line: 2, column: 3 },
    ]);
    const run = await answerRequest(graphql, seeds, { id: 3, seed: 'greet', action: 'run', input: input('{ nope }') });
    expect(run.diagnostics).toHaveLength(1);
    expect(JSON.parse(run.text!)).toEqual({
      errors: [{ message: 'Cannot query field "nope" on type "Query".', locations: [{ line: 1, column: 3 }] }],
    });
  });

  it('builds a schema from code once, ignores the schema pane and returns the schema as SDL', async () => {
    const schemas = new WeakMap();
    const reply = await answerRequest(
      graphql,
      seeds,
      { id: 1, seed: 'fromCode', action: 'run', input: input('{ answer }', 'not SDL') },
      schemas,
    );
    expect(JSON.parse(reply.text!)).toEqual({ data: { answer: 42 } });
    expect(reply.schemaText).toBe('type Query {\n  answer: Int\n}');
    expect(schemas.has(seeds.fromCode)).toBe(true);
  });

  it('names a seed it does not know', async () => {
    expect(
      (await answerRequest(graphql, seeds, { id: 3, seed: 'missing', action: 'run', input: input('{ a }') })).text,
    ).toMatch(/No playground named "missing"/);
  });
});

describe('limits on what a playground shows', () => {
  it('keeps a result under the limit and replaces a larger one with its size', () => {
    expect(limitResult('{"data":{}}', 100)).toBe('{"data":{}}');
    expect(limitResult('x'.repeat(1_400_000), 100_000)).toBe(
      'Stopped: the result is 1.4 MB, more than a playground shows (100 KB). Ask for less and run it again.',
    );
  });

  it('names the time limit in seconds, for a run and for a check', () => {
    expect(timedOutMessage(2000, 'run')).toMatch(/^Stopped after 2 s: the query was still running/);
    expect(timedOutMessage(2000, 'check')).toMatch(/^Stopped after 2 s: checking the query took too long/);
  });
});

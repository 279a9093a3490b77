import * as graphql from 'graphql';
import { describe, expect, it } from 'vitest';
import { answerCompletion, completionsAt } from './schemaCompletions';

const schema = graphql.buildSchema(`
type Query {
  book(id: ID!, upper: Boolean = false): Book
  books(kind: Kind): [Book!]!
}
type Book { title: String! pageCount: Int kind: Kind }
enum Kind { NOVEL POEM }
`);

/** The completions at the `|` in a query. */
const at = (query: string) => completionsAt(schema, query.replace('|', ''), query.indexOf('|'));
const labels = (query: string) => at(query).map(({ label }) => label);

describe('completionsAt', () => {
  it("offers the fields of the selection set's type, in the schema's order, with their types", () => {
    expect(at('{ |').slice(0, 2)).toEqual([
      { label: 'book', detail: 'Book', kind: 'field' },
      { label: 'books', detail: '[Book!]!', kind: 'field' },
    ]);
    expect(labels('{ book(id: 1) {\n    |\n  }\n}')).toEqual(['title', 'pageCount', 'kind', '__typename']);
  });

  it('offers the fields that fit a name being typed', () => {
    expect(labels('{ book(id: 1) { pa| } }')).toContain('pageCount');
  });

  it("offers a field's arguments, the schema's types for a variable, and enum values", () => {
    expect(at('{ book(|) }')).toEqual([
      { label: 'id', detail: 'ID!', kind: 'argument' },
      { label: 'upper', detail: 'Boolean', kind: 'argument' },
    ]);
    expect(at('query ($id: |) { book(id: $id) { title } }')).toContainEqual({ label: 'ID', detail: '', kind: 'type' });
    expect(at('{ books(kind: |) { title } }').map(({ label, kind }) => `${kind} ${label}`)).toEqual([
      'value NOVEL',
      'value POEM',
    ]);
  });

  it('offers the variables of the operation where a value goes', () => {
    expect(at('query ($id: ID!) { book(id: $|) { title } }')).toEqual([
      { label: '$id', detail: 'ID', kind: 'variable' },
    ]);
  });

  it('offers nothing inside a string or a comment', () => {
    expect(at('{ book(id: "a|") { title } }')).toEqual([]);
    expect(at('# a comment |\n{ books { title } }')).toEqual([]);
  });
});

describe('answerCompletion', () => {
  const seeds = {
    fromPane: {},
    fromCode: { createSchema: (module: typeof graphql) => module.buildSchema('type Query { answer: Int }') },
  };
  const request = (seed: string, schemaText: string) => ({
    id: 4,
    seed,
    action: 'complete' as const,
    input: { schema: schemaText, query: '{ }', variables: '' },
    cursor: 2,
  });

  it("answers with the schema pane's fields, or the code-built schema's, and nothing when the schema does not build", () => {
    const schemas = new WeakMap();
    expect(answerCompletion(seeds, request('fromPane', 'type Query { hello: String }'), schemas)).toEqual({
      id: 4,
      completions: expect.arrayContaining([{ label: 'hello', detail: 'String', kind: 'field' }]),
    });
    expect(answerCompletion(seeds, request('fromCode', 'not SDL'), schemas).completions[0]).toEqual({
      label: 'answer',
      detail: 'Int',
      kind: 'field',
    });
    expect(answerCompletion(seeds, request('fromPane', 'type Query {'), schemas)).toEqual({ id: 4, completions: [] });
    expect(answerCompletion(seeds, request('missing', ''), schemas)).toEqual({ id: 4, completions: [] });
  });
});

import { attemptAsync, messagesOf, prototypeOf } from '../helpers';
import type { GraphqlModule, Probe } from '../types';

const librarySdl = `
  enum Color { RED, GREEN }
  input Filter { color: Color!, limit: Int }
  type Query {
    book(id: ID!): String
    books(filter: Filter): [String]
    echo(n: Int): Int
    count: Int
    names: [String]
  }
`;

/** The first error message of a request against the library schema, or its data. */
async function firstMessage(g: GraphqlModule, source: string, variableValues?: unknown, rootValue?: unknown) {
  const result = await g.graphql({ schema: g.buildSchema(librarySdl), source, variableValues, rootValue });
  return result.errors ? result.errors[0].message : result.data;
}

/** The error messages of a request against a schema from SDL. */
async function messagesOfRequest(g: GraphqlModule, schemaSdl: string, source: string, variableValues: unknown) {
  return messagesOf((await g.graphql({ schema: g.buildSchema(schemaSdl), source, variableValues })).errors);
}

/** Scalars that reject odd numbers by throwing a plain Error. */
function evenSchema(g: GraphqlModule) {
  const check = (value: number) => {
    if (value % 2 !== 0) throw new Error(`Not even: ${value}`);
    return value;
  };
  const Even = new g.GraphQLScalarType({
    name: 'Even',
    parseValue: check,
    parseLiteral: (ast: { value: string }) => check(Number(ast.value)),
  });
  const query = new g.GraphQLObjectType({
    name: 'Query',
    fields: {
      half: {
        type: g.GraphQLInt,
        args: { n: { type: Even } },
        resolve: (_: unknown, args: { n: number }) => args.n / 2,
      },
    },
  });
  return new g.GraphQLSchema({ query });
}

async function* ticks() {
  yield { tick: 1 };
}

/** Executing operations: resolver arguments, results, errors and subscriptions. */
export const executionProbes: Probe[] = [
  {
    id: 'execution.args-prototype',
    area: 'execution',
    title: "the prototype of a resolver's args, of an input object from a variable and of one written in the document",
    run: async ({ g }) => {
      const seen: string[] = [];
      const schema = g.buildSchema('input F { a: Int }  type Query { f(n: Int, o: F, p: F): Int }');
      const rootValue = {
        f: (args: { o: object; p: object }) => {
          seen.push(`args: ${prototypeOf(args)}`, `args.o: ${prototypeOf(args.o)}`, `args.p: ${prototypeOf(args.p)}`);
          return 1;
        },
      };
      const source = 'query ($o: F) { f(n: 1, o: $o, p: { a: 2 }) }';
      await g.graphql({ schema, rootValue, source, variableValues: { o: { a: 1 } } });
      return seen;
    },
  },
  {
    id: 'execution.args-has-own-property',
    area: 'execution',
    title: 'args.hasOwnProperty in a resolver',
    run: async ({ g }) => {
      const schema = g.buildSchema('type Query { f(n: Int): Boolean }');
      // biome-ignore lint/suspicious/noPrototypeBuiltins: the probe is what a resolver written for 16 calls.
      const rootValue = { f: (args: { hasOwnProperty: (key: string) => boolean }) => args.hasOwnProperty('n') };
      const result = await g.graphql({ schema, rootValue, source: '{ f(n: 1) }' });
      return result.errors ? messagesOf(result.errors) : result.data;
    },
  },
  {
    id: 'execution.info-variable-values',
    area: 'execution',
    title: 'info.variableValues.term in a resolver',
    run: async ({ g }) => {
      const schema = g.buildSchema('type Query { s(term: String): String }');
      const rootValue = {
        s: (_: unknown, _context: unknown, info: { variableValues: Record<string, unknown> }) =>
          JSON.stringify(Object.keys(info.variableValues)),
      };
      const source = 'query ($term: String) { s(term: $term) }';
      return (await g.graphql({ schema, rootValue, source, variableValues: { term: 'x' } })).data;
    },
  },
  {
    id: 'execution.variable-required-message',
    area: 'execution',
    title: 'a required variable left out',
    run: ({ g }) => firstMessage(g, 'query ($id: ID!) { book(id: $id) }', {}),
  },
  {
    id: 'execution.variable-wrong-type-message',
    area: 'execution',
    title: 'a variable of the wrong scalar type',
    run: ({ g }) => firstMessage(g, 'query ($id: ID!) { book(id: $id) }', { id: true }),
  },
  {
    id: 'execution.variable-enum-message',
    area: 'execution',
    title: 'an unknown enum value inside an input object variable',
    run: ({ g }) => firstMessage(g, 'query ($f: Filter) { books(filter: $f) }', { f: { color: 'BLUE' } }),
  },
  {
    id: 'execution.variable-oneof-message',
    area: 'execution',
    title: 'a oneOf input variable with two keys',
    run: ({ g }) =>
      messagesOfRequest(
        g,
        'input Pick @oneOf { a: Int, b: Int }  type Query { f(p: Pick): Int }',
        'query ($p: Pick) { f(p: $p) }',
        {
          p: { a: 1, b: 2 },
        },
      ),
  },
  {
    id: 'execution.variable-unknown-field-message',
    area: 'execution',
    title: 'an input object variable with an unknown field',
    run: ({ g }) =>
      messagesOfRequest(g, 'input I { a: Int }  type Query { f(i: I): Int }', 'query ($i: I) { f(i: $i) }', {
        i: { a: 1, b: 2 },
      }),
  },
  {
    id: 'execution.variable-list-item-null-message',
    area: 'execution',
    title: 'a null item in a list variable of non-null items',
    run: ({ g }) =>
      messagesOfRequest(g, 'type Query { f(l: [Int!]): Int }', 'query ($l: [Int!]) { f(l: $l) }', { l: [1, null] }),
  },
  {
    id: 'execution.null-variable-non-null-argument-message',
    area: 'execution',
    title: 'a variable with a default, sent as null, into a non-null argument',
    run: ({ g }) => firstMessage(g, 'query ($id: ID = "1") { book(id: $id) }', { id: null }),
  },
  {
    id: 'execution.scalar-plain-error-variable-message',
    area: 'execution',
    title: 'a custom scalar whose parseValue throws a plain Error',
    run: async ({ g }) =>
      messagesOf(
        (
          await g.graphql({
            schema: evenSchema(g),
            source: 'query ($n: Even) { half(n: $n) }',
            variableValues: { n: 3 },
          })
        ).errors,
      ),
  },
  {
    id: 'execution.scalar-plain-error-literal-message',
    area: 'execution',
    title: 'a custom scalar whose parseLiteral throws a plain Error',
    run: async ({ g }) => messagesOf((await g.graphql({ schema: evenSchema(g), source: '{ half(n: 3) }' })).errors),
  },
  {
    id: 'execution.serializer-undefined-message',
    area: 'execution',
    title: 'a scalar whose serializer returns undefined',
    run: async ({ g }) => {
      const Odd = new g.GraphQLScalarType({ name: 'Odd', serialize: () => undefined });
      const query = new g.GraphQLObjectType({ name: 'Query', fields: { a: { type: Odd, resolve: () => 1 } } });
      return messagesOf((await g.graphql({ schema: new g.GraphQLSchema({ query }), source: '{ a }' })).errors);
    },
  },
  {
    id: 'execution.unvalidated-argument-messages',
    area: 'execution',
    title: 'execute without validate: a required argument left out, and a string literal for an Int',
    run: async ({ g }) => {
      // Servers that skip validation (a persisted query trusted as valid) meet getArgumentValues' own messages.
      const schema = g.buildSchema('type Query { a(x: Int!): Int, b(x: Int): Int }');
      const document = g.parse('{ a b(x: "s") }');
      return messagesOf((await g.execute({ schema, document, rootValue: { a: 1, b: 1 } })).errors);
    },
  },
  {
    id: 'execution.resolve-type-message',
    area: 'execution',
    title: 'resolveType returning a type object, and returning a number',
    run: async ({ g }) => {
      const schema = g.buildSchema(
        'interface Node { id: ID }  type A implements Node { id: ID }  type Query { n: Node }',
      );
      const messages = [];
      for (const resolveType of [() => schema.getType('A'), () => 5]) {
        schema.getType('Node').resolveType = resolveType;
        const result = await g.graphql({ schema, source: '{ n { id } }', rootValue: { n: {} } });
        messages.push(...messagesOf(result.errors));
      }
      return messages;
    },
  },
  {
    id: 'execution.unparsed-variables',
    area: 'execution',
    title: 'variableValues passed as JSON text',
    run: ({ g }) =>
      attemptAsync(() =>
        firstMessage(g, 'query ($n: Int) { echo(n: $n) }', '{"n": 7}', { echo: ({ n }: { n: number }) => n }),
      ),
  },
  {
    id: 'execution.bigint-result',
    area: 'execution',
    title: 'a resolver returning a BigInt for an Int field',
    run: ({ g }) => firstMessage(g, '{ count }', undefined, { count: () => 42n }),
  },
  {
    id: 'execution.async-iterable-list',
    area: 'execution',
    title: 'a resolver returning an async generator for a list field',
    run: ({ g }) =>
      firstMessage(g, '{ names }', undefined, {
        async *names() {
          yield 'Ada';
        },
      }),
  },
  {
    id: 'execution.subscribe-return',
    area: 'execution',
    title: 'what subscribe returns for a valid subscription: a promise to chain .then() on, or the stream',
    run: ({ g }) => {
      const schema = g.buildSchema('type Query { ok: Boolean }  type Subscription { tick: Int }');
      const returned = g.subscribe({ schema, document: g.parse('subscription { tick }'), rootValue: { tick: ticks } });
      return typeof returned.then;
    },
  },
  {
    id: 'execution.subscribe-resolver-not-iterable',
    area: 'execution',
    title: 'a subscription resolver that returns 5',
    run: ({ g }) => {
      const schema = g.buildSchema('type Query { ok: Boolean }  type Subscription { tick: Int }');
      return attemptAsync(async () => {
        const result = await g.subscribe({
          schema,
          document: g.parse('subscription { tick }'),
          rootValue: { tick: () => 5 },
        });
        return `resolved: ${messagesOf(result.errors)}`;
      });
    },
  },
  {
    id: 'execution.subscribe-query',
    area: 'execution',
    title: 'a query operation given to subscribe',
    run: ({ g }) => {
      const schema = g.buildSchema('type Query { ok: Boolean }  type Subscription { tick: Int }');
      return attemptAsync(async () => {
        const result = await g.subscribe({ schema, document: g.parse('{ ok }') });
        return `resolved: ${messagesOf(result.errors)}`;
      });
    },
  },
  {
    id: 'execution.create-source-event-stream-args',
    area: 'execution',
    title: 'createSourceEventStream given execution arguments',
    run: ({ g }) => {
      const schema = g.buildSchema('type Query { ok: Boolean }  type Subscription { tick: Int }');
      return attemptAsync(async () => {
        const stream = await g.createSourceEventStream({
          schema,
          document: g.parse('subscription { tick }'),
          rootValue: { tick: ticks },
        });
        return typeof stream[Symbol.asyncIterator];
      });
    },
  },
];

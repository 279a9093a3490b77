import { attempt, attemptAsync, messagesOf } from '../helpers';
import type { Probe } from '../types';

const introspectedWithDefaults = `
  input F { a: Int = 1, b: String }
  type Query { f(n: Int = 5, o: F): Int }
`;

/** Building schemas: type constructors, SDL, introspection and schema validation. */
export const schemaProbes: Probe[] = [
  {
    id: 'schema.sdl-default-value',
    area: 'schema',
    title: 'arg.defaultValue and arg.default of an argument from SDL',
    run: ({ g }) => {
      const [arg] = g.buildSchema('type Query { f(n: Int = 10): Int }').getQueryType().getFields().f.args;
      return { defaultValue: arg.defaultValue, default: arg.default?.literal?.kind ?? null };
    },
  },
  {
    id: 'schema.client-schema-default-value',
    area: 'schema',
    title: 'arg.defaultValue of an argument from buildClientSchema',
    run: ({ g }) => {
      const introspection = g.introspectionFromSchema(g.buildSchema(introspectedWithDefaults));
      const [arg] = g.buildClientSchema(introspection).getQueryType().getFields().f.args;
      return { defaultValue: arg.defaultValue, default: arg.default ? Object.keys(arg.default) : null };
    },
  },
  {
    id: 'schema.extend-schema-default-value',
    area: 'schema',
    title: 'arg.defaultValue of an argument added by extendSchema',
    run: ({ g }) => {
      const schema = g.buildSchema('type Query { a: Int }');
      const extended = g.extendSchema(schema, g.parse('extend type Query { f(n: Int = 5): Int }'));
      return extended.getQueryType().getFields().f.args[0].defaultValue;
    },
  },
  {
    id: 'schema.builtin-directive-default-value',
    area: 'schema',
    title: 'GraphQLDeprecatedDirective.args[0].defaultValue',
    run: ({ g }) => g.GraphQLDeprecatedDirective.args[0].defaultValue,
  },
  {
    id: 'schema.invalid-sdl-default',
    area: 'schema',
    title: 'an SDL default that does not fit its type: validateSchema and a request',
    run: ({ g }) => {
      const schema = g.buildSchema('type Query { page(size: Int = "ten"): Int }');
      const result = g.graphqlSync({ schema, source: '{ page }' });
      return { validateSchema: messagesOf(g.validateSchema(schema)), request: 'data' in result ? 'data' : 'errors' };
    },
  },
  {
    id: 'schema.invalid-introspected-default',
    area: 'schema',
    title: 'an invalid default in an introspection result given to buildClientSchema',
    run: ({ g }) => {
      const introspection = g.introspectionFromSchema(g.buildSchema('type Query { page(size: Int = 1): Int }'));
      const query = introspection.__schema.types.find((type: { name: string }) => type.name === 'Query');
      query.fields[0].args[0].defaultValue = '"ten"';
      const schema = g.buildClientSchema(introspection);
      const result = g.graphqlSync({ schema, source: '{ __typename }' });
      return result.errors ? messagesOf(result.errors) : result.data;
    },
  },
  {
    id: 'schema.shared-root-type',
    area: 'schema',
    title: 'one type as query and mutation root',
    run: ({ g }) =>
      messagesOf(g.validateSchema(g.buildSchema('schema { query: Root, mutation: Root }  type Root { n: Int }'))),
  },
  {
    id: 'schema.oneof-cycle',
    area: 'schema',
    title: 'a oneOf input whose only field is itself',
    run: ({ g }) =>
      messagesOf(g.validateSchema(g.buildSchema('input Node @oneOf { child: Node }  type Query { f(n: Node): Int }'))),
  },
  {
    id: 'schema.input-cycle-message',
    area: 'schema',
    title: 'an input object whose non-null field is itself, `input I { a: I! }`',
    run: ({ g }) => messagesOf(g.validateSchema(g.buildSchema('input I { a: I! }  type Query { f(i: I): Int }'))),
  },
  {
    id: 'schema.interface-required-argument-message',
    area: 'schema',
    title: "an object field with a required argument its interface's field does not have",
    run: ({ g }) =>
      messagesOf(
        g.validateSchema(
          g.buildSchema('interface I { x: Int }  type A implements I { x(b: Int!): Int }  type Query { a: A }'),
        ),
      ),
  },
  {
    id: 'schema.defer-in-sdl',
    area: 'schema',
    title: 'executing any operation on a schema that declares @defer',
    run: ({ g }) => {
      const schema = g.buildSchema(`
        directive @defer(if: Boolean, label: String) on FRAGMENT_SPREAD | INLINE_FRAGMENT
        type Query { a: Int }
      `);
      return attempt(() => g.graphqlSync({ schema, source: '{ a }' }).data);
    },
  },
  {
    id: 'schema.resolve-not-a-function',
    area: 'schema',
    title: 'a field config with `resolve: 5`',
    run: ({ g }) =>
      attempt(() => {
        const query = new g.GraphQLObjectType({ name: 'Query', fields: { a: { type: g.GraphQLInt, resolve: 5 } } });
        const schema = new g.GraphQLSchema({ query });
        return messagesOf(g.graphqlSync({ schema, source: '{ a }' }).errors);
      }),
  },
  {
    id: 'schema.enum-values-not-configs',
    area: 'schema',
    title: 'an enum type with `values: { RED: 1 }` (a value, not a config)',
    run: ({ g }) => attempt(() => new g.GraphQLEnumType({ name: 'Color', values: { RED: 1 } }).getValue('RED').value),
  },
  {
    id: 'schema.non-null-of-non-null',
    area: 'schema',
    title: '`new GraphQLNonNull(new GraphQLNonNull(GraphQLInt))` in a schema',
    run: ({ g }) =>
      attempt(() => {
        const type = new g.GraphQLNonNull(new g.GraphQLNonNull(g.GraphQLInt));
        const query = new g.GraphQLObjectType({ name: 'Query', fields: { a: { type } } });
        return { type: String(type), validateSchema: messagesOf(g.validateSchema(new g.GraphQLSchema({ query }))) };
      }),
  },
  {
    id: 'schema.fields-array',
    area: 'schema',
    title: 'an object type with `fields: []`',
    run: ({ g }) => attempt(() => Object.keys(new g.GraphQLObjectType({ name: 'A', fields: [] }).getFields())),
  },
  {
    id: 'schema.interfaces-object',
    area: 'schema',
    title: 'an object type with `interfaces: {}`',
    run: ({ g }) =>
      attempt(() =>
        String(
          new g.GraphQLObjectType({ name: 'A', fields: { a: { type: g.GraphQLInt } }, interfaces: {} }).getInterfaces(),
        ),
      ),
  },
  {
    id: 'schema.list-of-non-type',
    area: 'schema',
    title: '`new GraphQLList({})`',
    run: ({ g }) => attempt(() => String(new g.GraphQLList({}))),
  },
  {
    id: 'schema.build-ast-schema-non-document',
    area: 'schema',
    title: '`buildASTSchema({})`',
    run: ({ g }) => attempt(() => g.buildASTSchema({})),
  },
  {
    id: 'schema.execute-without-document',
    area: 'schema',
    title: '`execute({ schema })` without a document',
    run: ({ g }) =>
      attemptAsync(() => g.execute({ schema: g.buildSchema('type Query { a: Int }') })).then((outcome) =>
        typeof outcome === 'string' ? outcome : 'returned',
      ),
  },
  {
    id: 'schema.elements-are-classes',
    area: 'schema',
    title: 'String() and JSON.stringify of a field, an argument and an enum value',
    run: ({ g }) => {
      const schema = g.buildSchema('enum Color { RED }  type Query { paint(color: Color): String }');
      const field = schema.getQueryType().getFields().paint;
      return [field, field.args[0], schema.getType('Color').getValue('RED')].map(
        (element) => `${element.constructor.name} ${String(element)} ${JSON.stringify(element).slice(0, 20)}`,
      );
    },
  },
  {
    id: 'schema.scalar-hooks-after-build',
    area: 'schema',
    title: "graphql 16's scalar hook names set on a type after buildSchema",
    run: ({ g }) => {
      const schema = g.buildSchema('scalar Upper  type Query { echo(text: Upper): Upper }');
      Object.assign(schema.getType('Upper'), {
        serialize: (value: unknown) => String(value).toUpperCase(),
        parseValue: (value: unknown) => String(value).toUpperCase(),
      });
      const rootValue = { echo: ({ text }: { text: string }) => `${text}!` };
      const source = 'query ($t: Upper) { echo(text: $t) }';
      return g.graphqlSync({ schema, rootValue, source, variableValues: { t: 'hi' } }).data;
    },
  },
];

import { attempt } from '../helpers';
import type { Probe } from '../types';

const defaultsSdl = `
  input F { a: Int = 1, b: String }
  type Query { f(o: F = { b: "z" }, e: F = {}, id: ID = 123): Int }
`;

/** What `print`, `printSchema` and introspection write. */
export const printProbes: Probe[] = [
  {
    id: 'print.object-literal-spaces',
    area: 'print',
    title: 'print of an object literal',
    run: ({ g }) => g.print(g.parse('{ books(filter: {genre: "poetry"}) }')),
  },
  {
    id: 'print.emptied-selection-set',
    area: 'print',
    title: 'print after a visitor removed every subfield of a field',
    run: ({ g }) => {
      const document = g.parse('{ a b { c } }');
      const stripped = g.visit(document, {
        Field: (node: { name: { value: string } }) => (node.name.value === 'c' ? null : undefined),
      });
      return g.stripIgnoredCharacters(g.print(stripped));
    },
  },
  {
    id: 'print.schema-default-spaces',
    area: 'print',
    title: 'printSchema of an argument whose default is an object',
    run: ({ g }) => {
      const schema = g.buildSchema('input Filter { genre: String } type Query { b(f: Filter = {genre: "n"}): Int }');
      return g
        .printSchema(schema)
        .split('\n')
        .find((line: string) => line.includes('b('));
    },
  },
  {
    id: 'print.schema-default-as-written',
    area: 'print',
    title: 'printSchema of defaults: input-field defaults filled in, an ID given as a number',
    run: ({ g }) =>
      g
        .printSchema(g.buildSchema(defaultsSdl))
        .split('\n')
        .find((line: string) => line.includes('f(')),
  },
  {
    id: 'print.introspection-default-as-written',
    area: 'print',
    title: "introspection's defaultValue for the same defaults",
    run: ({ g }) => {
      const schema = g.buildSchema(defaultsSdl);
      const { data } = g.graphqlSync({
        schema,
        source: '{ __type(name: "Query") { fields { args { defaultValue } } } }',
      });
      return data.__type.fields[0].args.map((arg: { defaultValue: string }) => arg.defaultValue);
    },
  },
  {
    id: 'print.introspection-default-spaces',
    area: 'print',
    title: "introspection's defaultValue of an object default",
    run: ({ g }) => {
      const schema = g.buildSchema('input F { genre: String } type Query { b(f: F = {genre: "n"}): Int }');
      const source = '{ __type(name: "Query") { fields { args { defaultValue } } } }';
      return g.graphqlSync({ schema, source }).data.__type.fields[0].args[0].defaultValue;
    },
  },
  {
    id: 'print.include-deprecated-null',
    area: 'print',
    title: 'introspection with `includeDeprecated: null`',
    run: ({ g }) => {
      const schema = g.buildSchema('type Query { a: Int }');
      const source = '{ __type(name: "Query") { fields(includeDeprecated: null) { name } } }';
      const result = g.graphqlSync({ schema, source });
      return result.errors ? result.errors[0].message : result.data;
    },
  },
  {
    id: 'print.deprecated-reason-null',
    area: 'print',
    title: '@deprecated(reason: null) in SDL',
    run: ({ g }) => attempt(() => g.buildSchema('type Query { a: Int @deprecated(reason: null) }') && 'builds'),
  },
  {
    id: 'print.introspection-schema',
    area: 'print',
    title:
      'printIntrospectionSchema: the lines with includeDeprecated, the deprecation reason and variable definitions',
    run: ({ g }) =>
      g
        .printIntrospectionSchema(g.buildSchema('type Query { a: Int }'))
        .split('\n')
        .filter((line: string) => /includeDeprecated|reason:|VARIABLE_DEFINITION|variable definition/.test(line))
        .map((line: string) => line.trim()),
  },
  {
    id: 'print.directive-locations',
    area: 'print',
    title: 'how many values introspection lists for __DirectiveLocation',
    run: ({ g }) => {
      const schema = g.buildSchema('type Query { a: Int }');
      const source = '{ __type(name: "__DirectiveLocation") { enumValues { name } } }';
      return g.graphqlSync({ schema, source }).data.__type.enumValues.length;
    },
  },
];

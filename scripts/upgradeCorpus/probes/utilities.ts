import type { GraphqlModule, Probe } from '../types';

/** Breaking and dangerous changes between two schemas given as SDL. */
function changes(g: GraphqlModule, before: string, after: string): string[][] {
  const [oldSchema, newSchema] = [g.buildSchema(before), g.buildSchema(after)];
  return [...g.findBreakingChanges(oldSchema, newSchema), ...g.findDangerousChanges(oldSchema, newSchema)].map(
    ({ type, description }: { type: string; description: string }) => [type, description],
  );
}

/** One argument's default written two ways that mean the same value. */
const sameDefault = (id: string, type: string, before: string, after: string, extra = ''): Probe => ({
  id,
  area: 'utilities',
  title: `findDangerousChanges between \`${type} = ${before}\` and \`${type} = ${after}\``,
  run: ({ g }) =>
    changes(
      g,
      `${extra} type Query { f(x: ${type} = ${before}): Int }`,
      `${extra} type Query { f(x: ${type} = ${after}): Int }`,
    ),
});

/** Schema change detection: findBreakingChanges and findDangerousChanges. */
export const utilitiesProbes: Probe[] = [
  {
    id: 'utilities.change-descriptions',
    area: 'utilities',
    title: 'the descriptions of a removed field and a removed argument',
    run: ({ g }) => changes(g, 'type Query { a: Int, b(f: Int): Int }', 'type Query { b: Int }'),
  },
  {
    id: 'utilities.more-change-descriptions',
    area: 'utilities',
    title:
      'the descriptions of a changed field type, a changed argument type, a required argument, input field and enum value added, and a removed directive',
    run: ({ g }) => [
      ...changes(g, 'type Query { a: Int }', 'type Query { a: String }'),
      ...changes(g, 'type Query { a(x: Int): Int }', 'type Query { a(x: String): Int }'),
      ...changes(g, 'type Query { a: Int }', 'type Query { a(x: Int!): Int }'),
      ...changes(
        g,
        'input I { a: Int }  type Query { f(i: I): Int }',
        'input I { a: Int, b: Int! }  type Query { f(i: I): Int }',
      ),
      ...changes(g, 'enum E { A }  type Query { a: E }', 'enum E { A B }  type Query { a: E }'),
      ...changes(g, 'directive @d on FIELD  type Query { a: Int }', 'type Query { a: Int }'),
    ],
  },
  {
    id: 'utilities.directive-change-descriptions',
    area: 'utilities',
    title:
      "the descriptions of a directive's required argument added, argument removed, repeatable flag and location removed",
    run: ({ g }) =>
      changes(
        g,
        'directive @d(a: Int) repeatable on FIELD | QUERY  type Query { a: Int }',
        'directive @d(b: Int!) on FIELD  type Query { a: Int }',
      ),
  },
  {
    id: 'utilities.further-change-descriptions',
    area: 'utilities',
    title:
      'the descriptions of a changed argument default, a removed enum value, an optional argument and input field added',
    run: ({ g }) => [
      ...changes(g, 'type Query { a(x: Int = 1): Int }', 'type Query { a(x: Int = 2): Int }'),
      ...changes(g, 'enum E { A B }  type Query { a: E }', 'enum E { A }  type Query { a: E }'),
      ...changes(
        g,
        'input I { a: Int }  type Query { a: Int, f(i: I): Int }',
        'input I { a: Int, b: Int }  type Query { a(x: Int): Int, f(i: I): Int }',
      ),
    ],
  },
  {
    id: 'utilities.input-field-default-change',
    area: 'utilities',
    title: 'a changed default on an input field',
    run: ({ g }) =>
      changes(
        g,
        'input F { g: String = "novel" }  type Query { b(f: F): Int }',
        'input F { g: String = "poetry" }  type Query { b(f: F): Int }',
      ),
  },
  sameDefault('utilities.same-default-block-string', 'String', '"a"', '"""a"""'),
  sameDefault('utilities.same-default-int-as-float', 'Float', '1', '1.0'),
  sameDefault('utilities.same-default-list-of-one', '[Int]', '[1]', '1'),
  sameDefault('utilities.same-default-id-number', 'ID', '1', '"1"'),
  sameDefault('utilities.same-default-filled-field', 'F', '{}', '{ a: 1 }', 'input F { a: Int = 1 }'),
];

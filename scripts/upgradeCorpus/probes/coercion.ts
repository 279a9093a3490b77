import { attempt, prototypeOf } from '../helpers';
import type { Probe } from '../types';

/** The input helpers: coerceInputValue, getVariableValues, valueFromAST and friends. */
export const coercionProbes: Probe[] = [
  {
    id: 'coercion.coerce-input-value-invalid',
    area: 'coercion',
    title: 'coerceInputValue of an input object missing a required field',
    run: ({ g }) => {
      const Range = g.buildSchema('input Range { from: Int!, to: Int }  type Query { a: Int }').getType('Range');
      return attempt(() => g.coerceInputValue({ to: 5 }, Range));
    },
  },
  {
    id: 'coercion.coerce-input-value-prototype',
    area: 'coercion',
    title: 'the prototype of the object coerceInputValue returns for a valid input object',
    run: ({ g }) => {
      const filter = g.buildSchema('input Filter { a: Int = 1, b: String }  type Query { f(x: Filter): Int }');
      return prototypeOf(g.coerceInputValue({ b: 'x' }, filter.getType('Filter')));
    },
  },
  {
    id: 'coercion.coerce-input-value-on-error',
    area: 'coercion',
    title: "coerceInputValue's onError callback, for a list with an invalid item",
    run: ({ g }) => {
      const reported: string[] = [];
      const value = g.coerceInputValue(
        [1, 'x'],
        new g.GraphQLList(g.GraphQLInt),
        (path: unknown[], _: unknown, error: Error) => reported.push(`${path.join('.')}: ${error.message}`),
      );
      return { value: value ?? null, reported };
    },
  },
  {
    id: 'coercion.get-variable-values-shape',
    area: 'coercion',
    title: 'what getVariableValues returns for an operation with variables',
    run: ({ g }) => {
      const schema = g.buildSchema('type Query { f(n: Int): Int }');
      const [operation] = g.parse('query ($n: Int) { f(n: $n) }').definitions;
      return g.getVariableValues(schema, operation.variableDefinitions, { n: 1 });
    },
  },
  {
    id: 'coercion.get-variable-values-no-variables',
    area: 'coercion',
    title: 'getVariableValues for an operation without variables',
    run: ({ g }) => {
      const schema = g.buildSchema('type Query { f(n: Int): Int }');
      const [operation] = g.parse('{ f }').definitions;
      const result = g.getVariableValues(schema, operation.variableDefinitions, {});
      return result.errors ? result.errors.map((error: Error) => error.message) : Object.keys(result);
    },
  },
  {
    id: 'coercion.directive-values-plain-variables',
    area: 'coercion',
    title: 'getDirectiveValues with a plain map of variables',
    run: ({ g }) => {
      const [operation] = g.parse('query ($on: Boolean!) { a @include(if: $on) }').definitions;
      const field = operation.selectionSet.selections[0];
      return attempt(() => g.getDirectiveValues(g.GraphQLIncludeDirective, field, { on: true }));
    },
  },
  {
    id: 'coercion.value-from-ast-input-field-defaults',
    area: 'coercion',
    title: 'valueFromAST of an input object whose field has an SDL default',
    run: ({ g }) => {
      const F = g.buildSchema('input F { a: Int = 1, b: String }  type Query { f(o: F): Int }').getType('F');
      return g.valueFromAST(g.parseValue('{ b: "q" }'), F);
    },
  },
  {
    id: 'coercion.type-info-default-value',
    area: 'coercion',
    title: 'TypeInfo.getDefaultValue() at an argument with an SDL default',
    run: ({ g }) => {
      const schema = g.buildSchema('type Query { f(n: Int = 10): Int }');
      const typeInfo = new g.TypeInfo(schema);
      const seen: unknown[] = [];
      g.visit(
        g.parse('{ f(n: 1) }'),
        g.visitWithTypeInfo(typeInfo, { Argument: () => void seen.push(typeInfo.getDefaultValue()) }),
      );
      return seen;
    },
  },
  {
    id: 'coercion.enum-coerce-methods',
    area: 'coercion',
    title: "an enum type's coerceOutputValue method",
    run: ({ g }) =>
      typeof g.buildSchema('enum Color { RED }  type Query { c: Color }').getType('Color').coerceOutputValue,
  },
];

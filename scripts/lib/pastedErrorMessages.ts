/**
 * Real error messages for the error-reference search test: each case runs graphql (16.15.0 as
 * `graphql`, 17.1.0 as `graphql-17`) on inputs whose type, field and variable names are not the
 * entries' own, and says which template (as the entry's `error-message` fence writes it) the
 * message comes from, per version. How the reader pastes it (`form`) varies.
 */
import type * as Graphql16 from 'graphql';

/** The graphql module a case runs on (16's typings; 17's runtime has the same exports the cases use). */
type GraphqlModule = typeof Graphql16;

/** How the message is pasted: as `error.message`; its stack (message line and two frames); `error.toString()` (location suffix); without its trailing period; as a JSON string literal. */
export type PasteForm = 'message' | 'stack' | 'toString' | 'no-period' | 'json-string';

export interface PastedMessageCase {
  name: string;
  form: PasteForm;
  /** The template the message comes from on each major it runs on (16, 17). */
  templates: Partial<Record<'16' | '17', string>>;
  /** Runs graphql and gives the error it reports. */
  run: (graphql: GraphqlModule) => Promise<Error> | Error;
}

const SDL = `
  type Query { shelf(label: String!): Shelf shelves: [Shelf] owner: Librarian! pet: Critter }
  type Shelf { title: String tags: [String] }
  type Librarian { name: String }
  interface Critter { legs: Int }
  type Cat implements Critter { legs: Int }
  type Subscription { loans: Int }
`;

/** The error `fn` throws (the case fails if it throws none). */
function thrown(fn: () => unknown): Error {
  try {
    fn();
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected an error, none was thrown');
}

/** The first error of a result, or the error the call threw. */
async function firstError(result: unknown): Promise<Error> {
  const settled = await Promise.resolve(result).catch((error: Error) => error);
  if (settled instanceof Error) return settled;
  const errors = (settled as { errors?: readonly Error[] }).errors;
  if (!errors?.[0]) throw new Error(`expected errors, got ${JSON.stringify(settled)}`);
  return errors[0];
}

const schemaOf = (graphql: GraphqlModule) => graphql.buildSchema(SDL);
const validated = (graphql: GraphqlModule, source: string) =>
  graphql.validate(schemaOf(graphql), graphql.parse(source))[0] ?? new Error('expected a validation error');
const executed = (graphql: GraphqlModule, source: string, extra: object = {}) =>
  firstError(graphql.execute({ schema: schemaOf(graphql), document: graphql.parse(source), ...extra }));
const both = (template: string) => ({ '16': template, '17': template });

export const PASTED_MESSAGE_CASES: PastedMessageCase[] = [
  {
    name: 'a brace too many',
    form: 'stack',
    templates: both('Syntax Error: Unexpected {token}.'),
    run: (graphql) => thrown(() => graphql.parse('query Shelves { shelves { title } } }')),
  },
  {
    name: 'an unclosed brace',
    form: 'no-period',
    templates: both('Syntax Error: Expected {kind}, found {token}.'),
    run: (graphql) => thrown(() => graphql.parse('{ shelves { title }')),
  },
  {
    name: 'an unterminated string',
    form: 'message',
    templates: both('Syntax Error: Unterminated string.'),
    run: (graphql) => thrown(() => graphql.parse('{ shelf(label: "north) { title } }')),
  },
  {
    name: 'an argument without a name',
    form: 'toString',
    templates: both('Syntax Error: Expected {kind}, found {token}.'),
    // Not a missing punctuator: `Expected ":", found …` reads the same as a missing keyword's
    // `Expected "{keyword}", found …`, and the search lists both entries for it.
    run: (graphql) => thrown(() => graphql.parse('query Shelves { shelf(: "x") { title } }')),
  },
  {
    name: 'a misspelt field, with a suggestion',
    form: 'message',
    templates: both('Cannot query field "{fieldName}" on type "{type}".{suggestion}'),
    run: (graphql) => validated(graphql, '{ shelves { titel } }'),
  },
  {
    name: 'an unknown root field',
    form: 'no-period',
    templates: both('Cannot query field "{fieldName}" on type "{type}".{suggestion}'),
    run: (graphql) => validated(graphql, '{ warehouse }'),
  },
  {
    name: 'an unknown argument',
    form: 'json-string',
    templates: {
      '16': 'Unknown argument "{argName}" on field "{parentType}.{fieldName}".{suggestion}',
      '17': 'Unknown argument "{argName}" on field "{fieldDef}".{suggestion}',
    },
    run: (graphql) => validated(graphql, '{ shelf(label: "a", colour: "red") { title } }'),
  },
  {
    name: 'an unused variable',
    form: 'message',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: an error template: `$` then a placeholder, as the page writes it.
    templates: both('Variable "${variableName}" is never used in operation "{operationName}".'),
    run: (graphql) => validated(graphql, 'query Browse($cursor: String) { shelves { title } }'),
  },
  {
    name: 'an undefined type in SDL',
    form: 'stack',
    templates: both('Unknown type "{typeName}".{suggestion}'),
    run: (graphql) => thrown(() => graphql.buildSchema('type Query { loan: Loan }')),
  },
  {
    name: 'two types with one name',
    form: 'stack',
    templates: both('Schema must contain uniquely named types but contains multiple types named "{typeName}".'),
    run: (graphql) =>
      thrown(() => {
        const coin = () =>
          new graphql.GraphQLObjectType({ name: 'Coin', fields: { value: { type: graphql.GraphQLInt } } });
        return new graphql.GraphQLSchema({
          query: new graphql.GraphQLObjectType({
            name: 'Treasury',
            fields: { gold: { type: coin() }, silver: { type: coin() } },
          }),
        });
      }),
  },
  {
    name: 'a schema without a query type',
    form: 'no-period',
    templates: both('Query root type must be provided.'),
    run: (graphql) => graphql.validateSchema(graphql.buildSchema('type Shelf { id: ID }'))[0]!,
  },
  {
    name: 'fields that are not an object',
    form: 'stack',
    templates: {
      '16': '{typeName} fields must be an object with field names as keys or a function which returns such an object.',
    },
    run: (graphql) => thrown(() => new graphql.GraphQLObjectType({ name: 'Ledger', fields: 3 as never }).getFields()),
  },
  {
    name: 'fields from a thunk that gives no object',
    form: 'no-period',
    templates: {
      '16': '{typeName} fields must be an object with field names as keys or a function which returns such an object.',
    },
    run: (graphql) =>
      thrown(() => new graphql.GraphQLObjectType({ name: 'Receipt', fields: (() => 'none') as never }).getFields()),
  },
  {
    name: 'a scalar where an object type is asserted',
    form: 'message',
    templates: both('Expected {type} to be a GraphQL Object type.'),
    run: (graphql) => thrown(() => graphql.assertObjectType(graphql.GraphQLBoolean)),
  },
  {
    name: 'a required variable left out',
    form: 'message',
    templates: {
      // biome-ignore lint/suspicious/noTemplateCurlyInString: an error template: `$` then a placeholder, as the page writes it.
      '16': 'Variable "${varName}" of required type "{type}" was not provided.',
      '17': 'Expected a value of non-null type "{type}" to be provided.',
    },
    run: (graphql) =>
      executed(graphql, 'query Find($label: String!) { shelf(label: $label) { title } }', { variableValues: {} }),
  },
  {
    name: 'a word for an Int variable',
    form: 'message',
    templates: both('Int cannot represent non-integer value: {value}'),
    run: (graphql) =>
      firstError(
        graphql.execute({
          schema: graphql.buildSchema('type Query { page(number: Int): String }'),
          document: graphql.parse('query Read($number: Int) { page(number: $number) }'),
          variableValues: { number: 'seven' },
        }),
      ),
  },
  {
    name: 'null for a non-null field',
    form: 'stack',
    templates: both('Cannot return null for non-nullable field {parentType}.{fieldName}.'),
    run: (graphql) => executed(graphql, '{ owner { name } }', { rootValue: { owner: null } }),
  },
  {
    name: 'a number for a list',
    form: 'no-period',
    templates: both('Expected Iterable, but did not find one for field "{parentType}.{fieldName}".'),
    run: (graphql) => executed(graphql, '{ shelves { title } }', { rootValue: { shelves: 12 } }),
  },
  {
    name: 'an interface without resolveType',
    form: 'toString',
    templates: both(
      'Abstract type "{returnType}" must resolve to an Object type at runtime for field "{parentType}.{fieldName}". Either the "{returnType}" type should provide a "resolveType" function or each possible type should provide an "isTypeOf" function.',
    ),
    run: (graphql) => executed(graphql, '{ pet { legs } }', { rootValue: { pet: { legs: 4 } } }),
  },
  {
    name: 'a subscribe that returns a number',
    form: 'stack',
    templates: both('Subscription field must return Async Iterable. Received: {value}.'),
    run: (graphql) =>
      firstError(
        graphql.subscribe({
          schema: schemaOf(graphql),
          document: graphql.parse('subscription { loans }'),
          rootValue: { loans: () => 3 },
        }),
      ),
  },
  {
    name: 'a subscription on a schema without one',
    form: 'json-string',
    templates: both('Schema is not configured to execute subscription operation.'),
    run: (graphql) =>
      firstError(
        graphql.subscribe({
          schema: graphql.buildSchema('type Query { shelves: [String] }'),
          document: graphql.parse('subscription Watch { shelves }'),
        }),
      ),
  },
];

/** The text a reader pastes for an error, in a given form. */
export function pastedText(error: Error, form: PasteForm): string {
  switch (form) {
    case 'message':
      return error.message;
    case 'stack':
      return (error.stack ?? '').split('\n').slice(0, 3).join('\n');
    case 'toString':
      return error.toString();
    case 'no-period':
      return error.message.replace(/\.$/, '');
    case 'json-string':
      return JSON.stringify(error.message);
  }
}

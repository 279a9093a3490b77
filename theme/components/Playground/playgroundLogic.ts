import type { DocumentNode, GraphQLError, GraphQLSchema } from 'graphql';
import { isWithinNestingLimit, TOO_DEEP_MESSAGE } from './nestingDepth';

/** The graphql module, loaded in the browser only when the reader first uses a playground. */
export type GraphQLModule = typeof import('graphql');

export type PlaygroundPane = 'schema' | 'query' | 'variables';

/** A problem in one of the panes, at a line when graphql (or JSON) says where. */
export interface Diagnostic {
  pane: PlaygroundPane;
  message: string;
  /** 1-based; null when the error has no location. */
  line: number | null;
  column: number | null;
}

export interface PlaygroundInput {
  /** The schema in the schema language; ignored when the schema comes from code. */
  schema: string;
  query: string;
  /** JSON object of variable values; empty means none. */
  variables: string;
}

export interface Checked {
  diagnostics: Diagnostic[];
  schema: GraphQLSchema | null;
  /** The query, parsed and valid against the schema (only parsed when there is none); null when `queryErrors` says why not. */
  document: DocumentNode | null;
  /** The query's syntax error or its validation errors, as graphql gives them: what a server answers instead of a result. */
  queryErrors: readonly GraphQLError[];
  /** The variables' values, or why they cannot be sent, in the words of a server's answer. */
  variables: { values: Record<string, unknown> } | { error: string };
}

const fromGraphQLError = (pane: PlaygroundPane, error: GraphQLError): Diagnostic[] =>
  error.locations?.length
    ? error.locations.map((location) => ({
        pane,
        message: error.message,
        line: location.line,
        column: location.column,
      }))
    : [{ pane, message: error.message, line: null, column: null }];

/** Line and column of a character offset in a text. */
function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: before.at(-1)!.length + 1 };
}

/** The variables' values, or why there are none: as a diagnostic in the pane, and as a server would say it. */
function parseVariables(source: string): { variables: Checked['variables']; diagnostics: Diagnostic[] } {
  if (!source.trim()) return { variables: { values: {} }, diagnostics: [] };
  try {
    const value: unknown = JSON.parse(source);
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
      const message = 'Variables must be a JSON object, like { "id": 1 }.';
      return { variables: { error: message }, diagnostics: [{ pane: 'variables', message, line: 1, column: 1 }] };
    }
    return { variables: { values: value as Record<string, unknown> }, diagnostics: [] };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const position = /position (\d+)/.exec(message)?.[1];
    const where = position === undefined ? { line: null, column: null } : lineAndColumn(source, Number(position));
    return {
      variables: { error: `Variables are not valid JSON: ${message}` },
      diagnostics: [{ pane: 'variables', message: `Invalid JSON: ${message}`, ...where }],
    };
  }
}

/**
 * A document from its source, or the error to show: graphql's own (a GraphQLError, with its
 * place), or one made from anything else it threw, and none is attempted for a text nested past
 * the playground's limit (graphql's parser recurses per level, out of stack in a browser).
 */
function parseDocument(graphql: GraphQLModule, source: string): DocumentNode | GraphQLError {
  if (!isWithinNestingLimit(source)) return new graphql.GraphQLError(TOO_DEEP_MESSAGE);
  try {
    return graphql.parse(source);
  } catch (error) {
    if (error instanceof graphql.GraphQLError) return error;
    return new graphql.GraphQLError(
      `graphql could not read it: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

/** The schema from its source: syntax errors and schema-language rule violations, with their lines where known. */
export function buildSchemaFrom(
  graphql: GraphQLModule,
  source: string,
): { schema: GraphQLSchema | null; diagnostics: Diagnostic[] } {
  const document = parseDocument(graphql, source);
  if (document instanceof graphql.GraphQLError)
    return { schema: null, diagnostics: fromGraphQLError('schema', document) };
  let schema: GraphQLSchema;
  try {
    schema = graphql.buildASTSchema(document);
  } catch (error) {
    // buildASTSchema joins its rule violations into one message, without locations.
    return {
      schema: null,
      diagnostics: [{ pane: 'schema', message: (error as Error).message, line: null, column: null }],
    };
  }
  const errors = graphql.validateSchema(schema);
  return {
    schema: errors.length ? null : schema,
    diagnostics: errors.flatMap((error) => fromGraphQLError('schema', error)),
  };
}

/**
 * Everything wrong with the panes, as the reader types: the schema (unless it comes from code), the
 * query's syntax and its validation against the schema, and the variables' JSON.
 */
export function checkPlayground(
  graphql: GraphQLModule,
  input: PlaygroundInput,
  schemaFromCode: GraphQLSchema | null = null,
): Checked {
  const built = schemaFromCode ? { schema: schemaFromCode, diagnostics: [] } : buildSchemaFrom(graphql, input.schema);
  const { variables, diagnostics: variableDiagnostics } = parseVariables(input.variables);
  const parsed = parseDocument(graphql, input.query);
  const document = parsed instanceof graphql.GraphQLError ? null : parsed;
  let queryErrors: readonly GraphQLError[] = document ? [] : [parsed as GraphQLError];
  if (document && built.schema) queryErrors = graphql.validate(built.schema, document);
  return {
    diagnostics: [
      ...built.diagnostics,
      ...queryErrors.flatMap((error) => fromGraphQLError('query', error)),
      ...variableDiagnostics,
    ],
    schema: built.schema,
    document: queryErrors.length ? null : document,
    queryErrors,
    variables,
  };
}

/** What Run shows when the schema does not build: there is no server to ask, so no GraphQL answer. */
export const SCHEMA_ERRORS_MESSAGE =
  'Not run: the schema has errors (listed under it), so there is no server to answer. Fix the schema and run again.';

const toJson = (value: unknown) => JSON.stringify(value, null, 2);

/**
 * What Run shows, as JSON, as a GraphQL server answers the request: variables that are not a JSON
 * object are a bad request, a query that does not parse or validate gets graphql's errors and no
 * data, and a valid one is executed (execution errors included). A schema that does not build has
 * no server, so no answer: `SCHEMA_ERRORS_MESSAGE` says so.
 */
export async function runPlayground(graphql: GraphQLModule, checked: Checked, rootValue: unknown): Promise<string> {
  const { schema, document, queryErrors, variables } = checked;
  if (!schema) return SCHEMA_ERRORS_MESSAGE;
  // A GraphQL-over-HTTP server rejects such a request (400) before it reads the query.
  if ('error' in variables) return toJson({ errors: [new graphql.GraphQLError(variables.error).toJSON()] });
  if (!document) return toJson({ errors: queryErrors.map((error) => error.toJSON()) });
  return toJson(await graphql.execute({ schema, document, rootValue, variableValues: variables.values }));
}

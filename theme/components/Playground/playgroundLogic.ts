import type { DocumentNode, GraphQLError, GraphQLSchema } from 'graphql';

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
  document: DocumentNode | null;
  variables: Record<string, unknown> | null;
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

function parseVariables(source: string): { variables: Record<string, unknown> | null; diagnostics: Diagnostic[] } {
  if (!source.trim()) return { variables: {}, diagnostics: [] };
  try {
    const value: unknown = JSON.parse(source);
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
      return {
        variables: null,
        diagnostics: [
          { pane: 'variables', message: 'Variables must be a JSON object, like { "id": 1 }.', line: 1, column: 1 },
        ],
      };
    }
    return { variables: value as Record<string, unknown>, diagnostics: [] };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const position = /position (\d+)/.exec(message)?.[1];
    const where = position === undefined ? { line: null, column: null } : lineAndColumn(source, Number(position));
    return { variables: null, diagnostics: [{ pane: 'variables', message: `Invalid JSON: ${message}`, ...where }] };
  }
}

/** The schema from its source: syntax errors and schema-language rule violations, with their lines where known. */
function buildSchemaFrom(
  graphql: GraphQLModule,
  source: string,
): { schema: GraphQLSchema | null; diagnostics: Diagnostic[] } {
  let document: DocumentNode;
  try {
    document = graphql.parse(source);
  } catch (error) {
    return { schema: null, diagnostics: fromGraphQLError('schema', error as GraphQLError) };
  }
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
  let document: DocumentNode | null = null;
  const queryDiagnostics: Diagnostic[] = [];
  try {
    document = graphql.parse(input.query);
  } catch (error) {
    queryDiagnostics.push(...fromGraphQLError('query', error as GraphQLError));
  }
  if (document && built.schema) {
    for (const error of graphql.validate(built.schema, document))
      queryDiagnostics.push(...fromGraphQLError('query', error));
  }
  return {
    diagnostics: [...built.diagnostics, ...queryDiagnostics, ...variableDiagnostics],
    schema: built.schema,
    document: queryDiagnostics.length ? null : document,
    variables,
  };
}

/** Runs the query when the panes are valid: the result as GraphQL returns it (errors included), as JSON. */
export async function runPlayground(
  graphql: GraphQLModule,
  checked: Checked,
  rootValue: unknown,
): Promise<string | null> {
  if (checked.diagnostics.length || !checked.schema || !checked.document || !checked.variables) return null;
  const result = await graphql.execute({
    schema: checked.schema,
    document: checked.document,
    rootValue,
    variableValues: checked.variables,
  });
  return JSON.stringify(result, null, 2);
}

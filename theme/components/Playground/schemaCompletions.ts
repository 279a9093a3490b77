/**
 * What the query editor offers at the caret: the names the playground's schema allows there
 * (fields, arguments, types, …), found by graphql-language-service, the engine of GraphiQL's and
 * cm6-graphql's completion. Worker only, like everything that needs graphql (servePlaygrounds.ts).
 */
import type { GraphQLSchema } from 'graphql';
import * as graphql from 'graphql';
import {
  getAutocompleteSuggestions,
  getContextAtPosition,
  offsetToPosition,
  RuleKinds,
} from 'graphql-language-service';
import { buildSchemaFrom } from './playgroundLogic';
import {
  type CompletionKind,
  type CompletionReply,
  type CompletionRequest,
  type PlaygroundCompletion,
  type PlaygroundSeedCode,
  type SchemasFromCode,
  schemaFromCode,
} from './playgroundRun';

type ParserState = NonNullable<ReturnType<typeof getContextAtPosition>>['state'];

/**
 * What the names offered at a place in the query are, from the parser's state there (the one the
 * suggestions were chosen by): the language service's own item kinds are editor icons, reused
 * loosely (type names come as variables, keywords as functions).
 */
function kindAt({ kind, step }: ParserState): CompletionKind {
  switch (kind) {
    case RuleKinds.SELECTION_SET:
    case RuleKinds.FIELD:
    case RuleKinds.ALIASED_FIELD:
    case RuleKinds.OBJECT_VALUE:
      return 'field';
    case RuleKinds.OBJECT_FIELD:
      return step === 0 ? 'field' : 'value';
    case RuleKinds.ARGUMENTS:
      return 'argument';
    case RuleKinds.ARGUMENT:
      return step === 0 ? 'argument' : 'value';
    case RuleKinds.ENUM_VALUE:
    case RuleKinds.LIST_VALUE:
      return 'value';
    case RuleKinds.VARIABLE:
      return 'variable';
    case RuleKinds.TYPE_CONDITION:
    case RuleKinds.NAMED_TYPE:
    case RuleKinds.LIST_TYPE:
    case RuleKinds.VARIABLE_DEFINITION:
      return 'type';
    case RuleKinds.FRAGMENT_SPREAD:
      return 'fragment';
    case RuleKinds.DIRECTIVE:
      return 'directive';
    default:
      return 'keyword';
  }
}

/** The names the schema allows at `cursor` (an offset into `query`), best first, as plain data for the page. */
export function completionsAt(schema: GraphQLSchema, query: string, cursor: number): PlaygroundCompletion[] {
  const position = offsetToPosition(query, cursor);
  const items = getAutocompleteSuggestions(schema, query, position);
  if (!items.length) return [];
  // As getAutocompleteSuggestions reads the place: the token that ends at the caret.
  const context = getContextAtPosition(query, position, schema, undefined, undefined, 1);
  const kind = context ? kindAt(context.state) : 'keyword';
  return items.map((item) => ({
    label: item.label,
    detail: item.type ? String(item.type) : (item.detail ?? ''),
    kind,
  }));
}

/** The worker's answer to a completion request: what the seed's schema (or the pane's, when it builds) allows at the caret. */
export function answerCompletion(
  seeds: Record<string, PlaygroundSeedCode>,
  request: CompletionRequest,
  schemas: SchemasFromCode,
): CompletionReply {
  const { id, input, cursor } = request;
  const seed = seeds[request.seed];
  const schema = seed && (schemaFromCode(graphql, seed, schemas) ?? buildSchemaFrom(graphql, input.schema).schema);
  return { id, completions: schema ? completionsAt(schema, input.query, cursor) : [] };
}

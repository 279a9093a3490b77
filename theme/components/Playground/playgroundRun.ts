/**
 * What crosses between a playground on the page and the Web Worker that does all of its graphql
 * work: the messages, and the pure answer the worker computes for one. Checking and running live in
 * the worker so that a query that runs away (a huge list, a slow resolver, a validation that takes
 * seconds) can be ended without freezing the page, and the page itself never loads graphql.
 */
import type { GraphQLSchema } from 'graphql';
import { PLAYGROUND_RESULT_LIMIT_CHARS } from '../../../site/constants';
import {
  checkPlayground,
  type Diagnostic,
  type GraphQLModule,
  type PlaygroundInput,
  runPlayground,
} from './playgroundLogic';

/** The code side of a playground: what the worker needs to run it (resolvers cannot be sent to it). */
export interface PlaygroundSeedCode {
  createSchema?: (graphql: GraphQLModule) => GraphQLSchema;
  rootValue?: unknown;
}

/**
 * `check`: what is wrong with the panes, as the reader types. `run`: check, then answer as a server
 * would. `complete`: what could be typed at the caret in the query (see schemaCompletions.ts).
 */
export type PlaygroundAction = 'check' | 'run' | 'complete';

interface RequestFor<Action extends PlaygroundAction> {
  id: number;
  /** The seed's export name in its folder's `_playgrounds`. */
  seed: string;
  action: Action;
  input: PlaygroundInput;
}

/** A check or a run, answered with a `PlaygroundReply`. */
export type PlaygroundRequest = RequestFor<'check' | 'run'>;

/** A completion request, answered with a `CompletionReply`. */
export interface CompletionRequest extends RequestFor<'complete'> {
  /** Where the caret is in the query, as an offset into its text. */
  cursor: number;
}

export interface PlaygroundReply {
  id: number;
  diagnostics: Diagnostic[];
  /** The schema language of a schema built in code, shown read-only; null for an SDL schema. */
  schemaText: string | null;
  /** For a run: the result as JSON, or a sentence saying why there is none. Null for a check. */
  text: string | null;
}

/** What the schema offers at the caret: a field, argument, type or other name, and what it is. */
export interface PlaygroundCompletion {
  /** The name, as it is typed. */
  label: string;
  /** Its type, e.g. `[Book!]!` for a field or an argument; empty when it has none. */
  detail: string;
  kind: CompletionKind;
}

/** What an offered name is, which the editor shows as an icon beside it. */
export type CompletionKind =
  'field' | 'argument' | 'type' | 'value' | 'variable' | 'directive' | 'fragment' | 'keyword';

export interface CompletionReply {
  id: number;
  /** Best first; empty when nothing fits there (or the schema does not build). */
  completions: PlaygroundCompletion[];
}

/** What a worker posts once it has loaded, before any reply. */
export const WORKER_READY = 'ready';

/** How a page's playground reaches the worker that knows its seed. */
export interface PlaygroundWorkerLink {
  seed: string;
  openWorker: () => Worker;
}

const formatSize = (chars: number) =>
  chars >= 1_000_000 ? `${(chars / 1_000_000).toFixed(1)} MB` : `${Math.round(chars / 1000)} KB`;

/** The result text a playground shows, or the message that replaces a result too large to show. */
export function limitResult(json: string, limit = PLAYGROUND_RESULT_LIMIT_CHARS): string {
  if (json.length <= limit) return json;
  return `Stopped: the result is ${formatSize(json.length)}, more than a playground shows (${formatSize(limit)}). Ask for less and run it again.`;
}

/** The message shown when a check or run took longer than the time limit and its worker was ended. */
export const timedOutMessage = (limitMs: number, action: PlaygroundRequest['action']) =>
  action === 'run'
    ? `Stopped after ${limitMs / 1000} s: the query was still running, so it was ended. Ask for less (a smaller list, fewer fields) and run it again.`
    : `Stopped after ${limitMs / 1000} s: checking the query took too long, so it was ended. Make the query smaller and try again.`;

/** The schemas a worker's seeds have built in code, each built once. */
export type SchemasFromCode = WeakMap<PlaygroundSeedCode, GraphQLSchema>;

/** The schema a seed builds in code, built on first use and then kept; null for a seed whose schema is the pane's. */
export function schemaFromCode(
  graphql: GraphQLModule,
  seed: PlaygroundSeedCode,
  schemas: SchemasFromCode,
): GraphQLSchema | null {
  if (!seed.createSchema) return null;
  const schema = schemas.get(seed) ?? seed.createSchema(graphql);
  schemas.set(seed, schema);
  return schema;
}

/** The worker's answer to one request: check the panes and, for a run, answer as a server would with the seed's resolvers. */
export async function answerRequest(
  graphql: GraphQLModule,
  seeds: Record<string, PlaygroundSeedCode>,
  request: PlaygroundRequest,
  schemas: SchemasFromCode = new WeakMap(),
): Promise<PlaygroundReply> {
  const { id, seed: name, action, input } = request;
  const seed = seeds[name];
  if (!seed)
    return {
      id,
      diagnostics: [],
      schemaText: null,
      text: `No playground named "${name}" is known to this page's worker.`,
    };
  const fromCode = schemaFromCode(graphql, seed, schemas);
  const checked = checkPlayground(graphql, input, fromCode);
  const schemaText = fromCode && graphql.printSchema(fromCode);
  if (action === 'check') return { id, diagnostics: checked.diagnostics, schemaText, text: null };
  const text = limitResult(await runPlayground(graphql, checked, seed.rootValue));
  return { id, diagnostics: checked.diagnostics, schemaText, text };
}

/**
 * What crosses between a playground on the page and the Web Worker that does all of its graphql
 * work: the messages, and the pure answer the worker computes for one. Checking and running live in
 * the worker so that a query that runs away (a huge list, a slow resolver, a validation that takes
 * seconds) can be ended without freezing the page, and the page itself never loads graphql.
 */
import type { GraphQLSchema } from 'graphql';
import { PLAYGROUND_RESULT_LIMIT_CHARS } from '../../constants';
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

/** `check`: what is wrong with the panes, as the reader types. `run`: check, then execute. */
export type PlaygroundAction = 'check' | 'run';

export interface PlaygroundRequest {
  id: number;
  /** The seed's export name in its folder's `_playgrounds`. */
  seed: string;
  action: PlaygroundAction;
  input: PlaygroundInput;
}

export interface PlaygroundReply {
  id: number;
  diagnostics: Diagnostic[];
  /** The schema language of a schema built in code, shown read-only; null for an SDL schema. */
  schemaText: string | null;
  /** For a run: the result as JSON, or a sentence saying why there is none. Null for a check. */
  text: string | null;
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
export const timedOutMessage = (limitMs: number, action: PlaygroundAction) =>
  action === 'run'
    ? `Stopped after ${limitMs / 1000} s: the query was still running, so it was ended. Ask for less (a smaller list, fewer fields) and run it again.`
    : `Stopped after ${limitMs / 1000} s: checking the query took too long, so it was ended. Make the query smaller and try again.`;

/** The worker's answer to one request: check the panes and, for a run, execute with the seed's resolvers. */
export async function answerRequest(
  graphql: GraphQLModule,
  seeds: Record<string, PlaygroundSeedCode>,
  request: PlaygroundRequest,
  schemas = new Map<string, GraphQLSchema>(),
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
  let fromCode: GraphQLSchema | null = null;
  if (seed.createSchema) {
    fromCode = schemas.get(name) ?? seed.createSchema(graphql);
    schemas.set(name, fromCode);
  }
  const checked = checkPlayground(graphql, input, fromCode);
  const schemaText = fromCode && graphql.printSchema(fromCode);
  if (action === 'check') return { id, diagnostics: checked.diagnostics, schemaText, text: null };
  const json = await runPlayground(graphql, checked, seed.rootValue);
  return { id, diagnostics: checked.diagnostics, schemaText, text: json === null ? null : limitResult(json) };
}

/**
 * The body of a playground worker: answers each request with the seeds it was given. A folder of
 * seeds has a `worker.ts` that calls this; the page never checks or runs a query on its own thread.
 */
import * as graphql from 'graphql';
import type { GraphQLSchema } from 'graphql';
import {
  answerRequest,
  type PlaygroundReply,
  type PlaygroundRequest,
  type PlaygroundSeedCode,
  WORKER_READY,
} from './playgroundRun';

/** Answers playground requests posted to this worker. */
export function servePlaygrounds(seeds: Record<string, PlaygroundSeedCode>) {
  const schemas = new Map<string, GraphQLSchema>();
  self.addEventListener('message', (event: MessageEvent<PlaygroundRequest>) => {
    const { id } = event.data;
    void answerRequest(graphql, seeds, event.data, schemas)
      .catch((error: unknown): PlaygroundReply => ({
        id,
        diagnostics: [],
        schemaText: null,
        text: `The playground failed: ${error instanceof Error ? error.message : String(error)}`,
      }))
      .then((reply) => self.postMessage(reply));
  });
  self.postMessage(WORKER_READY);
}

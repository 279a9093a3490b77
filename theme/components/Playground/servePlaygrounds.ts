/**
 * The body of a playground worker: answers each request with the seeds it was given. A folder of
 * seeds has a `worker.ts` that calls this; the page never checks, runs or completes a query on its
 * own thread.
 */
import * as graphql from 'graphql';
import {
  answerRequest,
  type CompletionRequest,
  type PlaygroundReply,
  type PlaygroundRequest,
  type PlaygroundSeedCode,
  type SchemasFromCode,
  WORKER_READY,
} from './playgroundRun';
import { answerCompletion } from './schemaCompletions';

/** Answers playground requests posted to this worker. */
export function servePlaygrounds(seeds: Record<string, PlaygroundSeedCode>) {
  const schemas: SchemasFromCode = new WeakMap();
  self.addEventListener('message', (event: MessageEvent<PlaygroundRequest | CompletionRequest>) => {
    const request = event.data;
    const { id } = request;
    if (request.action === 'complete') {
      let reply: ReturnType<typeof answerCompletion>;
      try {
        reply = answerCompletion(seeds, request, schemas);
      } catch {
        // Completion is a convenience: a failure offers nothing rather than a message.
        reply = { id, completions: [] };
      }
      self.postMessage(reply);
      return;
    }
    void answerRequest(graphql, seeds, request, schemas)
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

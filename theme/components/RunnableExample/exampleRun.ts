/**
 * Running one of a page's examples, the page's side: it opens a fresh worker for every run (so
 * each run starts from nothing, like `node file.mjs`), hands it a channel of its own with the
 * request, starts the clock once the worker has loaded graphql, and ends the worker when the run
 * is done or out of time. The worker never sees the page: only the files and the version.
 */
import { EXAMPLE_OUTPUT_LIMIT_CHARS, EXAMPLE_RUN_TIME_LIMIT_MS, NO_RUNNER_MESSAGE } from '../../../site/constants';
import { cappedProblem, fromWorkerMessage } from './exampleMessages';
import type { ExampleFiles } from './exampleModules';

export type { ExampleWorkerMessage } from './exampleMessages';

/** The graphql majors an example can run on. */
export type GraphqlMajor = '16' | '17';

export interface ExampleRunRequest {
  files: ExampleFiles;
  entry: string;
  major: GraphqlMajor;
  /** Print each `// =>` and `// throws` claim of the entry as it runs (an API page's example: claimPrints.ts). */
  printClaims?: boolean;
}

/** How a run ended, with everything it printed that is shown. */
export interface ExampleRunResult {
  output: string;
  /** What was thrown and not caught, the reason the example could not run, or why it was stopped. */
  problem: string | null;
  /** Characters printed beyond what is shown; 0 when all is shown. */
  hiddenChars: number;
}

export const stoppedMessage = (limitMs: number) =>
  `Stopped after ${limitMs / 1000} s: the example was still running, and examples in the page run for ${limitMs / 1000} s at most. Run it with node to let it finish; if it should have ended, look for a loop that never ends, a timer left running or a promise that never settles.`;

export { NO_RUNNER_MESSAGE };

/**
 * Runs an example in the worker `openWorker` makes; `onOutput` hears each printed line as it
 * comes, so that a run that is stopped still shows what it printed. The page listens only on a
 * MessageChannel it hands the worker with the request (exampleWorker.ts keeps the port from the
 * reader's code): what the reader's code posts on the worker's own channel reaches no listener,
 * so a flood of it costs the page nothing and forges nothing.
 */
export function runExample(
  request: ExampleRunRequest,
  openWorker: () => Worker,
  onOutput: (text: string) => void = () => {},
  timeLimitMs = EXAMPLE_RUN_TIME_LIMIT_MS,
): Promise<ExampleRunResult> {
  return new Promise((resolve) => {
    const worker = openWorker();
    const channel = new MessageChannel();
    let output = '';
    let timer: ReturnType<typeof setTimeout> | undefined;
    let deadline = Number.POSITIVE_INFINITY;
    let finished = false;
    const finish = (problem: string | null, hiddenChars = 0) => {
      finished = true;
      clearTimeout(timer);
      channel.port1.close();
      worker.terminate();
      resolve({ output, problem, hiddenChars: Math.max(0, hiddenChars) });
    };
    channel.port1.onmessage = (event) => {
      if (finished) return;
      // A timer is late when the page's thread is busy: each message checks the clock too.
      if (Date.now() >= deadline) return finish(stoppedMessage(timeLimitMs));
      const message = fromWorkerMessage(event.data);
      if (message?.type === 'started' && timer === undefined) {
        deadline = Date.now() + timeLimitMs;
        timer = setTimeout(() => finish(stoppedMessage(timeLimitMs)), timeLimitMs);
      } else if (message?.type === 'output') {
        // Once the output is full, the rest is counted by the worker and only said at the end.
        const kept = message.text.slice(0, Math.max(0, EXAMPLE_OUTPUT_LIMIT_CHARS - output.length));
        output += kept;
        if (kept) onOutput(kept);
      } else if (message?.type === 'done') {
        finish(message.problem, message.printedChars - output.length);
      }
    };
    // A worker script that fails to load or parse reports here, never with a message.
    worker.addEventListener('error', (event) => {
      event.preventDefault();
      if (!finished)
        finish(
          timer === undefined ? NO_RUNNER_MESSAGE : cappedProblem(`The example's runner failed: ${event.message}`),
        );
    });
    worker.postMessage(request, [channel.port2]);
  });
}

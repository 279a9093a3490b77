/**
 * Running one of a page's examples: the messages between the page and the example worker, and the
 * page's side, which opens a fresh worker for every run (so each run starts from nothing, like
 * `node file.mjs`), starts the clock once the worker has loaded graphql, and ends the worker when
 * the run is done or out of time. The worker never sees the page: only the files and the version.
 */
import { EXAMPLE_OUTPUT_LIMIT_CHARS, EXAMPLE_RUN_TIME_LIMIT_MS } from '../../constants';
import type { ExampleFiles } from './exampleModules';

/** The graphql majors an example can run on. */
export type GraphqlMajor = '16' | '17';

export interface ExampleRunRequest {
  files: ExampleFiles;
  entry: string;
  major: GraphqlMajor;
}

/** What the worker posts: `started` once graphql is loaded, each kept line, then `done` once. */
export type ExampleWorkerMessage =
  | { type: 'started' }
  | { type: 'output'; text: string }
  | { type: 'done'; problem: string | null; printedChars: number };

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

export const NO_RUNNER_MESSAGE = 'The example could not load its runner. Check your connection and try again.';

/**
 * Runs an example in the worker `openWorker` makes; `onOutput` hears each printed line as it
 * comes, so that a run that is stopped still shows what it printed.
 */
export function runExample(
  request: ExampleRunRequest,
  openWorker: () => Worker,
  onOutput: (text: string) => void = () => {},
  timeLimitMs = EXAMPLE_RUN_TIME_LIMIT_MS,
): Promise<ExampleRunResult> {
  return new Promise((resolve) => {
    const worker = openWorker();
    let output = '';
    let timer: ReturnType<typeof setTimeout> | undefined;
    let finished = false;
    const finish = (problem: string | null, hiddenChars = 0) => {
      finished = true;
      clearTimeout(timer);
      worker.terminate();
      resolve({ output, problem, hiddenChars: Math.max(0, hiddenChars) });
    };
    // The reader's code can post to this channel too: the page keeps its own limit and order.
    worker.addEventListener('message', (event: MessageEvent<ExampleWorkerMessage>) => {
      const message = event.data as Partial<Record<string, unknown>> | null;
      if (finished || !message) return;
      if (message.type === 'started') {
        timer ??= setTimeout(() => finish(stoppedMessage(timeLimitMs)), timeLimitMs);
      } else if (message.type === 'output') {
        const kept = String(message.text).slice(0, Math.max(0, EXAMPLE_OUTPUT_LIMIT_CHARS - output.length));
        output += kept;
        if (kept) onOutput(kept);
      } else if (message.type === 'done') {
        const problem = typeof message.problem === 'string' ? message.problem : null;
        finish(problem, Number(message.printedChars) - output.length || 0);
      }
    });
    // A worker script that fails to load or parse reports here, never with a message.
    worker.addEventListener('error', (event) => {
      event.preventDefault();
      finish(timer === undefined ? NO_RUNNER_MESSAGE : `The example's runner failed: ${event.message}`);
    });
    worker.postMessage(request);
  });
}

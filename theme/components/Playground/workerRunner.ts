/**
 * The page's side of a playground worker: one worker at a time, opened on first use. A check or run
 * that outlasts the time limit ends the worker (a loop cannot be interrupted any other way), every
 * request still waiting is answered with why, and the next request opens a fresh worker. The clock
 * starts once the worker has loaded and said it is ready, so a slow download never counts.
 * A completion request never ends the worker: past the limit it is given up (nothing offered).
 * It is asked for on every keystroke, and waits behind a check or run the worker is busy with: had
 * it the power to end the worker, a slow machine would see the reader's run stopped, its result
 * replaced by a time-out message, because a list of names was late. A worker truly stuck is still
 * ended, by the check that follows every keystroke.
 */
import { PLAYGROUND_TIME_LIMIT_MS } from '../../../site/constants';
import type { PlaygroundInput } from './playgroundLogic';
import {
  type CompletionReply,
  type CompletionRequest,
  type PlaygroundCompletion,
  type PlaygroundReply,
  type PlaygroundRequest,
  type PlaygroundWorkerLink,
  timedOutMessage,
  WORKER_READY,
} from './playgroundRun';

/** The worker's reply, or why there is none. */
export type RunnerAnswer = { reply: PlaygroundReply } | { stopped: string };

export interface WorkerRunner {
  /** Opens the worker ahead of the first request. */
  warm: () => void;
  request: (action: PlaygroundRequest['action'], input: PlaygroundInput) => Promise<RunnerAnswer>;
  /** What the schema offers at `cursor` in the query; nothing when the worker cannot say in time. */
  complete: (input: PlaygroundInput, cursor: number) => Promise<PlaygroundCompletion[]>;
  dispose: () => void;
}

type WorkerReply = PlaygroundReply | CompletionReply;
type WorkerAnswer = { reply: WorkerReply } | { stopped: string };

interface OpenWorker {
  instance: Worker;
  ready: Promise<boolean>;
  pending: Map<number, (answer: WorkerAnswer) => void>;
}

/** Resolves true once the worker says it is ready, false if it fails to load. */
function readiness(instance: Worker): Promise<boolean> {
  return new Promise((resolve) => {
    const settle = (loaded: boolean) => {
      instance.removeEventListener('message', onReady);
      instance.removeEventListener('error', onFailure);
      resolve(loaded);
    };
    const onReady = (event: MessageEvent) => {
      if (event.data === WORKER_READY) settle(true);
    };
    const onFailure = () => settle(false);
    instance.addEventListener('message', onReady);
    instance.addEventListener('error', onFailure);
  });
}

/** A runner for one playground, with a time limit per request. */
export function createWorkerRunner(link: PlaygroundWorkerLink, timeLimitMs = PLAYGROUND_TIME_LIMIT_MS): WorkerRunner {
  let worker: OpenWorker | null = null;
  let nextId = 1;

  const open = (): OpenWorker => {
    if (worker) return worker;
    const instance = link.openWorker();
    const opened: OpenWorker = { instance, ready: readiness(instance), pending: new Map() };
    instance.addEventListener('message', (event: MessageEvent<WorkerReply | typeof WORKER_READY>) => {
      if (event.data === WORKER_READY) return;
      opened.pending.get(event.data.id)?.({ reply: event.data });
    });
    instance.addEventListener('error', (event) =>
      end(opened, `The playground failed: ${event.message || 'its worker stopped'}. Try again.`),
    );
    worker = opened;
    return opened;
  };

  /** Ends a worker, answering whatever it still owed. */
  const end = (opened: OpenWorker, why: string) => {
    opened.instance.terminate();
    if (worker === opened) worker = null;
    for (const answer of opened.pending.values()) answer({ stopped: why });
    opened.pending.clear();
  };

  /**
   * Posts a request once the worker is ready and waits for its reply. Past the time limit, the
   * worker is ended with `endedBecause` as every waiting request's answer; or, when that is null,
   * only this request is given up and the worker keeps going.
   */
  const post = async (
    message: Omit<PlaygroundRequest, 'id' | 'seed'> | Omit<CompletionRequest, 'id' | 'seed'>,
    endedBecause: string | null,
  ): Promise<WorkerAnswer> => {
    const opened = open();
    if (!(await opened.ready)) {
      end(opened, '');
      return { stopped: 'The playground could not load its runner. Check your connection and try again.' };
    }
    const id = nextId++;
    return new Promise<WorkerAnswer>((resolve) => {
      const settle = (answer: WorkerAnswer) => {
        clearTimeout(timer);
        opened.pending.delete(id);
        resolve(answer);
      };
      const timer = setTimeout(
        () => (endedBecause === null ? settle({ stopped: 'Given up: no reply in time.' }) : end(opened, endedBecause)),
        timeLimitMs,
      );
      opened.pending.set(id, settle);
      opened.instance.postMessage({ ...message, id, seed: link.seed });
    });
  };

  const request = async (action: PlaygroundRequest['action'], input: PlaygroundInput): Promise<RunnerAnswer> => {
    const answer = await post({ action, input }, timedOutMessage(timeLimitMs, action));
    return 'stopped' in answer ? answer : { reply: answer.reply as PlaygroundReply };
  };

  const complete = async (input: PlaygroundInput, cursor: number): Promise<PlaygroundCompletion[]> => {
    const answer = await post({ action: 'complete', input, cursor }, null);
    return 'stopped' in answer ? [] : (answer.reply as CompletionReply).completions;
  };

  return {
    warm: () => void open(),
    request,
    complete,
    dispose: () => worker && end(worker, 'The playground was closed.'),
  };
}

/**
 * The page's side of a playground worker: one worker at a time, opened on first use. A request
 * that outlasts the time limit ends the worker (a loop cannot be interrupted any other way), every
 * request still waiting is answered with why, and the next request opens a fresh worker. The clock
 * starts once the worker has loaded and said it is ready, so a slow download never counts.
 */
import { PLAYGROUND_TIME_LIMIT_MS } from '../../constants';
import type { PlaygroundInput } from './playgroundLogic';
import {
  type PlaygroundAction,
  type PlaygroundReply,
  type PlaygroundWorkerLink,
  timedOutMessage,
  WORKER_READY,
} from './playgroundRun';

/** The worker's reply, or why there is none. */
export type RunnerAnswer = { reply: PlaygroundReply } | { stopped: string };

export interface WorkerRunner {
  /** Opens the worker ahead of the first request. */
  warm: () => void;
  request: (action: PlaygroundAction, input: PlaygroundInput) => Promise<RunnerAnswer>;
  dispose: () => void;
}

interface OpenWorker {
  instance: Worker;
  ready: Promise<boolean>;
  pending: Map<number, (answer: RunnerAnswer) => void>;
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
    instance.addEventListener('message', (event: MessageEvent<PlaygroundReply | typeof WORKER_READY>) => {
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

  const request = async (action: PlaygroundAction, input: PlaygroundInput): Promise<RunnerAnswer> => {
    const opened = open();
    if (!(await opened.ready)) {
      end(opened, '');
      return { stopped: 'The playground could not load its runner. Check your connection and try again.' };
    }
    const id = nextId++;
    return new Promise<RunnerAnswer>((resolve) => {
      const timer = setTimeout(() => end(opened, timedOutMessage(timeLimitMs, action)), timeLimitMs);
      opened.pending.set(id, (answer) => {
        clearTimeout(timer);
        opened.pending.delete(id);
        resolve(answer);
      });
      opened.instance.postMessage({ id, seed: link.seed, action, input });
    });
  };

  return { warm: () => void open(), request, dispose: () => worker && end(worker, 'The playground was closed.') };
}

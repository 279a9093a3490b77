/**
 * The example worker's end of its channel to the page. The page sends the run's request with a
 * MessagePort of its own channel, the only one it listens on; the port stays in this module's
 * closure and is posted to with the MessagePort method taken when the worker starts, so the
 * reader's code, which runs later in the same global scope, can neither reach the port nor change
 * what goes through it. The worker's global channel is closed: its `postMessage` is removed, so the
 * reader's code cannot post to the page at all (a 100-million-character message posted there, with
 * no listener, still stalled the page over a second, its copy made on the page's thread). Every
 * message leaves cut to the page's limits (toPageMessage).
 */
import type { ExampleRunRequest } from './exampleRun';
import { type ExampleWorkerMessage, toPageMessage } from './exampleMessages';

const { apply } = Reflect;
const { postMessage } = MessagePort.prototype;

export interface PageChannel {
  /** Sends a message to the page; dropped before the request has come, or when it is not one the page takes. */
  post: (message: ExampleWorkerMessage) => void;
  /** Calls `run` once, with the page's request, when it comes. */
  receive: (run: (request: ExampleRunRequest) => void) => void;
}

/** The channel to the page of the worker whose global scope is `scope`, whose own channel it closes. */
export function pageChannel(scope: Pick<EventTarget, 'addEventListener'>): PageChannel {
  for (let target: object | null = scope; target; target = Object.getPrototypeOf(target))
    if (Object.hasOwn(target, 'postMessage')) Reflect.deleteProperty(target, 'postMessage');
  let port: MessagePort | undefined;
  return {
    post(message) {
      const sent = toPageMessage(message);
      if (port && sent) apply(postMessage, port, [sent]);
    },
    receive(run) {
      scope.addEventListener(
        'message',
        (event) => {
          const { data, ports } = event as MessageEvent<ExampleRunRequest>;
          port = ports[0];
          run(data);
        },
        { once: true },
      );
    },
  };
}

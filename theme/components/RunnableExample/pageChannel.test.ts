import { afterEach, describe, expect, it } from 'vitest';
import { EXAMPLE_OUTPUT_LIMIT_CHARS, EXAMPLE_PROBLEM_LIMIT_CHARS } from '../../../site/constants';
import { cappedProblem, toPageMessage } from './exampleMessages';
import { pageChannel } from './pageChannel';

const request = { files: { 'a.mjs': '' }, entry: 'a.mjs', major: '16' as const };
const { postMessage } = MessagePort.prototype;
const { slice } = String.prototype;

afterEach(() => {
  MessagePort.prototype.postMessage = postMessage;
});

/** The worker's channel after the page's request has come, and what the page's end of it hears. */
function openedChannel() {
  const scope = new EventTarget();
  const { port1, port2 } = new MessageChannel();
  const channel = pageChannel(scope);
  const requests: unknown[] = [];
  channel.receive((received) => requests.push(received));
  scope.dispatchEvent(new MessageEvent('message', { data: request, ports: [port2] }));
  const next = () =>
    new Promise((resolve) => port1.addEventListener('message', (event) => resolve(event.data), { once: true }));
  return { channel, requests, next, close: () => port1.close() };
}

describe("the example worker's channel to the page", () => {
  it("takes the page's request and its port once, and sends on that port", async () => {
    const { channel, requests, next, close } = openedChannel();
    expect(requests).toEqual([request]);
    channel.post({ type: 'output', text: 'a\n' });
    await expect(next()).resolves.toEqual({ type: 'output', text: 'a\n' });
    close();
  });

  it("keeps sending on the page's port as it did when the reader's code replaces what it sends with", async () => {
    const { channel, next, close } = openedChannel();
    const stolen: unknown[] = [];
    MessagePort.prototype.postMessage = function (this: MessagePort) {
      stolen.push(this);
    };
    // Only around the post: the test's own tools use slice too.
    String.prototype.slice = () => ({ not: 'text' }) as unknown as string;
    try {
      channel.post({ type: 'output', text: 'x'.repeat(EXAMPLE_OUTPUT_LIMIT_CHARS + 1) });
    } finally {
      String.prototype.slice = slice;
    }
    const sent = (await next()) as { text: string };
    expect(stolen).toEqual([]);
    expect(sent.text).toHaveLength(EXAMPLE_OUTPUT_LIMIT_CHARS);
    close();
  });

  it("closes the worker's own channel to the page: the reader's code finds no postMessage", () => {
    class GlobalScope extends EventTarget {
      postMessage() {}
    }
    const scope = new GlobalScope();
    pageChannel(scope);
    expect('postMessage' in scope).toBe(false);
  });

  it('sends strings cut to their limits and counts, and nothing else', () => {
    const long = `Uncaught Error: ${'x'.repeat(1e7)}`;
    expect(toPageMessage({ type: 'done', problem: long, printedChars: 3 })).toEqual({
      type: 'done',
      problem: `${long.slice(0, EXAMPLE_PROBLEM_LIMIT_CHARS)}… and 9,996,016 more characters, not shown.`,
      printedChars: 3,
    });
    expect(cappedProblem('short')).toBe('short');
    const forged = { type: 'output', text: [[], []] } as unknown as { type: 'output'; text: string };
    expect(toPageMessage(forged)).toBeNull();
    expect(toPageMessage({ type: 'output', text: '' })).toBeNull();
    expect(toPageMessage({ type: 'done', problem: null, printedChars: -1 })).toEqual({
      type: 'done',
      problem: null,
      printedChars: 0,
    });
  });
});

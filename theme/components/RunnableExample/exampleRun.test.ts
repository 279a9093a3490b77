import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EXAMPLE_OUTPUT_LIMIT_CHARS, EXAMPLE_PROBLEM_LIMIT_CHARS } from '../../../site/constants';
import { NO_RUNNER_MESSAGE, runExample, stoppedMessage } from './exampleRun';

/** One end of a stand-in MessageChannel that delivers at once, so that a test sets the order. */
class FakePort {
  onmessage: ((event: { data: unknown }) => void) | null = null;
  other: FakePort | null = null;
  closed = false;
  postMessage(data: unknown) {
    if (!this.closed) this.other?.onmessage?.({ data });
  }
  close() {
    this.closed = true;
  }
}

class FakeChannel {
  port1 = new FakePort();
  port2 = new FakePort();
  constructor() {
    this.port1.other = this.port2;
    this.port2.other = this.port1;
  }
}

/** A stand-in Worker that says what the test tells it to, on the page's channel or on its own. */
class FakeWorker extends EventTarget {
  posted: unknown[] = [];
  port: FakePort | null = null;
  terminated = false;
  postMessage(request: unknown, transfer: FakePort[]) {
    this.posted.push(request);
    this.port = transfer[0] ?? null;
  }
  terminate() {
    this.terminated = true;
  }
  /** Posts as the worker's own code does: on the port the page handed it. */
  say(data: unknown) {
    this.port!.postMessage(data);
  }
  /** Posts as the reader's code can: on the worker's global channel. */
  sayGlobally(data: unknown) {
    this.dispatchEvent(new MessageEvent('message', { data }));
  }
}

const request = { files: { 'a.mjs': "console.log('a')" }, entry: 'a.mjs', major: '16' as const };

/** `o = [o, o]`, `depth` times: a few objects to send, 2^depth arrays to walk for whoever stringifies it. */
function cloneBomb(depth: number): unknown[] {
  let bomb: unknown[] = [];
  for (let level = 0; level < depth; level++) bomb = [bomb, bomb];
  return bomb;
}

beforeEach(() => vi.stubGlobal('MessageChannel', FakeChannel));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("running a page's example", () => {
  it('sends the files with a channel of its own, hears the output as it comes and ends the worker when it is done', async () => {
    const worker = new FakeWorker();
    const heard: string[] = [];
    const result = runExample(
      request,
      () => worker as unknown as Worker,
      (text) => heard.push(text),
    );
    expect(worker.posted).toEqual([request]);
    expect(worker.port).toBeInstanceOf(FakePort);
    worker.say({ type: 'started' });
    worker.say({ type: 'output', text: 'a\n' });
    worker.say({ type: 'done', problem: null, printedChars: 2 });
    await expect(result).resolves.toEqual({ output: 'a\n', problem: null, hiddenChars: 0 });
    expect(heard).toEqual(['a\n']);
    expect(worker.terminated).toBe(true);
  });

  it("ignores what the reader's code posts on the worker's own channel: forged output and a forged end", async () => {
    const worker = new FakeWorker();
    const result = runExample(request, () => worker as unknown as Worker);
    worker.say({ type: 'started' });
    worker.sayGlobally({ type: 'output', text: 'forged\n' });
    worker.sayGlobally({ type: 'done', problem: 'y'.repeat(1e6), printedChars: 0 });
    worker.say({ type: 'output', text: 'a\n' });
    worker.say({ type: 'done', problem: null, printedChars: 2 });
    await expect(result).resolves.toEqual({ output: 'a\n', problem: null, hiddenChars: 0 });
  });

  it('keeps its own limits and order, whatever comes on its channel', async () => {
    const worker = new FakeWorker();
    const result = runExample(request, () => worker as unknown as Worker);
    worker.say({ type: 'started' });
    worker.say({ type: 'output', text: 'x'.repeat(EXAMPLE_OUTPUT_LIMIT_CHARS + 500) });
    worker.say({ type: 'done', problem: { not: 'text' }, printedChars: -5 });
    worker.say({ type: 'output', text: 'after the end' });
    const { output, problem, hiddenChars } = await result;
    expect(output).toHaveLength(EXAMPLE_OUTPUT_LIMIT_CHARS);
    expect([problem, hiddenChars]).toEqual([null, 0]);
  });

  it('never turns a value that is not text into text: a structured-clone bomb costs it nothing', async () => {
    const worker = new FakeWorker();
    const result = runExample(request, () => worker as unknown as Worker);
    const converted = vi.fn(() => 'forged');
    // CPU time, not the clock: on a loaded machine the clock also counts other processes' turns.
    const startedAt = process.cpuUsage();
    worker.say({ type: 'started' });
    worker.say({ type: 'output', text: cloneBomb(24) });
    worker.say({ type: 'output', text: { toString: converted } });
    worker.say({ type: 'done', problem: cloneBomb(24), printedChars: cloneBomb(24) });
    await expect(result).resolves.toEqual({ output: '', problem: null, hiddenChars: 0 });
    expect(converted).not.toHaveBeenCalled();
    // String() of that bomb takes seconds here: 2^24 arrays joined.
    const spent = process.cpuUsage(startedAt);
    expect((spent.user + spent.system) / 1000).toBeLessThan(500);
  });

  it('cuts an error text longer than its limit before it shows it', async () => {
    const worker = new FakeWorker();
    const result = runExample(request, () => worker as unknown as Worker);
    worker.say({ type: 'started' });
    worker.say({ type: 'done', problem: 'y'.repeat(1e8), printedChars: 0 });
    const { problem } = await result;
    expect(problem!.length).toBeLessThan(EXAMPLE_PROBLEM_LIMIT_CHARS + 100);
  });

  it('stops a run still going at the time limit, counted from the start of the run, not the download', async () => {
    vi.useFakeTimers();
    const worker = new FakeWorker();
    const result = runExample(request, () => worker as unknown as Worker, undefined, 2000);
    vi.advanceTimersByTime(5000);
    worker.say({ type: 'started' });
    worker.say({ type: 'started' });
    worker.say({ type: 'output', text: 'tick\n' });
    vi.advanceTimersByTime(2000);
    await expect(result).resolves.toEqual({ output: 'tick\n', problem: stoppedMessage(2000), hiddenChars: 0 });
    expect(worker.terminated).toBe(true);
  });

  it('stops at the time limit even when its timer is late, as on a busy page: the next message checks the clock', async () => {
    vi.useFakeTimers();
    const worker = new FakeWorker();
    const result = runExample(request, () => worker as unknown as Worker, undefined, 2000);
    worker.say({ type: 'started' });
    worker.say({ type: 'output', text: 'in time\n' });
    // The clock moves on, the timer has not run yet: the page's thread was busy.
    vi.setSystemTime(Date.now() + 2500);
    worker.say({ type: 'output', text: 'too late\n' });
    await expect(result).resolves.toEqual({ output: 'in time\n', problem: stoppedMessage(2000), hiddenChars: 0 });
    expect(worker.terminated).toBe(true);
  });

  it('says the runner could not load when its script fails before it starts', async () => {
    const worker = new FakeWorker();
    const result = runExample(request, () => worker as unknown as Worker);
    // Node has no ErrorEvent: an Event with the field the runner reads stands in for it.
    worker.dispatchEvent(Object.assign(new Event('error'), { message: 'load failed' }));
    await expect(result).resolves.toMatchObject({ problem: NO_RUNNER_MESSAGE });
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { EXAMPLE_OUTPUT_LIMIT_CHARS } from '../../constants';
import { NO_RUNNER_MESSAGE, runExample, stoppedMessage } from './exampleRun';

/** A stand-in Worker that says what the test tells it to. */
class FakeWorker extends EventTarget {
  posted: unknown[] = [];
  terminated = false;
  postMessage(request: unknown) {
    this.posted.push(request);
  }
  terminate() {
    this.terminated = true;
  }
  say(data: unknown) {
    this.dispatchEvent(new MessageEvent('message', { data }));
  }
}

const request = { files: { 'a.mjs': "console.log('a')" }, entry: 'a.mjs', major: '16' as const };

afterEach(() => vi.useRealTimers());

describe("running a page's example", () => {
  it('sends the files, hears the output as it comes and ends the worker when it is done', async () => {
    const worker = new FakeWorker();
    const heard: string[] = [];
    const result = runExample(
      request,
      () => worker as unknown as Worker,
      (text) => heard.push(text),
    );
    expect(worker.posted).toEqual([request]);
    worker.say({ type: 'started' });
    worker.say({ type: 'output', text: 'a\n' });
    worker.say({ type: 'done', problem: null, printedChars: 2 });
    await expect(result).resolves.toEqual({ output: 'a\n', problem: null, hiddenChars: 0 });
    expect(heard).toEqual(['a\n']);
    expect(worker.terminated).toBe(true);
  });

  it("keeps its own limit and order: the reader's code can post on the same channel", async () => {
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

  it('says the runner could not load when its script fails before it starts', async () => {
    const worker = new FakeWorker();
    const result = runExample(request, () => worker as unknown as Worker);
    // Node has no ErrorEvent: an Event with the field the runner reads stands in for it.
    worker.dispatchEvent(Object.assign(new Event('error'), { message: 'load failed' }));
    await expect(result).resolves.toMatchObject({ problem: NO_RUNNER_MESSAGE });
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { type CompletionRequest, type PlaygroundRequest, WORKER_READY } from './playgroundRun';
import { createWorkerRunner } from './workerRunner';

/** A stand-in Worker whose answers the test controls. */
class FakeWorker extends EventTarget {
  posted: (PlaygroundRequest | CompletionRequest)[] = [];
  terminated = false;
  postMessage(request: PlaygroundRequest | CompletionRequest) {
    this.posted.push(request);
  }
  terminate() {
    this.terminated = true;
  }
  say(data: unknown) {
    this.dispatchEvent(new MessageEvent('message', { data }));
  }
  answer(index: number, text: string) {
    this.say({ id: this.posted[index]!.id, diagnostics: [], schemaText: null, text });
  }
}

const input = { schema: 'type Query { a: Int }', query: '{ a }', variables: '' };
const asWorker = (fake: FakeWorker) => fake as unknown as Worker;

afterEach(() => vi.useRealTimers());

describe('a playground worker', () => {
  it('gets each request once it is ready, and each answer reaches its own request', async () => {
    const worker = new FakeWorker();
    const runner = createWorkerRunner({ seed: 'basicTypes', openWorker: () => asWorker(worker) }, 2000);
    const check = runner.request('check', input);
    const run = runner.request('run', input);
    await Promise.resolve();
    expect(worker.posted).toEqual([]);
    worker.say(WORKER_READY);
    await vi.waitFor(() => expect(worker.posted).toHaveLength(2));
    expect(worker.posted.map(({ seed, action }) => [seed, action])).toEqual([
      ['basicTypes', 'check'],
      ['basicTypes', 'run'],
    ]);
    worker.answer(1, '{"data":{"a":1}}');
    worker.answer(0, 'checked');
    expect(await run).toEqual({
      reply: { id: worker.posted[1]!.id, diagnostics: [], schemaText: null, text: '{"data":{"a":1}}' },
    });
    expect(await check).toMatchObject({ reply: { text: 'checked' } });
  });

  it('is ended when a request outlasts the time limit: every waiting request hears why, and the next one gets a new worker', async () => {
    vi.useFakeTimers();
    const workers: FakeWorker[] = [];
    const runner = createWorkerRunner(
      { seed: 's', openWorker: () => asWorker(workers[workers.push(new FakeWorker()) - 1]!) },
      2000,
    );
    const run = runner.request('run', input);
    workers[0]!.say(WORKER_READY);
    await vi.waitFor(() => expect(workers[0]!.posted).toHaveLength(1));
    const check = runner.request('check', input);
    await vi.waitFor(() => expect(workers[0]!.posted).toHaveLength(2));
    await vi.advanceTimersByTimeAsync(2000);
    expect(await run).toEqual({ stopped: expect.stringMatching(/^Stopped after 2 s: the query was still running/) });
    expect(await check).toEqual({ stopped: expect.stringMatching(/^Stopped after 2 s/) });
    expect(workers[0]!.terminated).toBe(true);

    const next = runner.request('run', input);
    expect(workers).toHaveLength(2);
    workers[1]!.say(WORKER_READY);
    await vi.waitFor(() => expect(workers[1]!.posted).toHaveLength(1));
    workers[1]!.answer(0, 'ok');
    expect(await next).toMatchObject({ reply: { text: 'ok' } });
  });

  it('gives up a completion past the time limit without ending the worker, so a run waiting behind it still answers', async () => {
    vi.useFakeTimers();
    const worker = new FakeWorker();
    const runner = createWorkerRunner({ seed: 's', openWorker: () => asWorker(worker) }, 2000);
    const completion = runner.complete(input, 2);
    worker.say(WORKER_READY);
    await vi.waitFor(() => expect(worker.posted).toHaveLength(1));
    expect(worker.posted[0]).toMatchObject({ seed: 's', action: 'complete', cursor: 2, input });
    await vi.advanceTimersByTimeAsync(1000);
    const run = runner.request('run', input);
    await vi.waitFor(() => expect(worker.posted).toHaveLength(2));
    await vi.advanceTimersByTimeAsync(1000);
    expect(await completion).toEqual([]);
    expect(worker.terminated).toBe(false);

    // The worker was busy, not stuck: the late completion's reply is dropped, the run's arrives.
    worker.say({ id: worker.posted[0]!.id, completions: [{ label: 'a', detail: 'Int', kind: 'field' }] });
    worker.answer(1, '{"data":{"a":1}}');
    expect(await run).toMatchObject({ reply: { text: '{"data":{"a":1}}' } });
  });

  it("gets a completion's list from the worker, and nothing when a run's time limit ends the worker", async () => {
    vi.useFakeTimers();
    const worker = new FakeWorker();
    const runner = createWorkerRunner({ seed: 's', openWorker: () => asWorker(worker) }, 2000);
    const completion = runner.complete(input, 2);
    worker.say(WORKER_READY);
    await vi.waitFor(() => expect(worker.posted).toHaveLength(1));
    const field = { label: 'a', detail: 'Int', kind: 'field' };
    worker.say({ id: worker.posted[0]!.id, completions: [field] });
    expect(await completion).toEqual([field]);

    const run = runner.request('run', input);
    const waiting = runner.complete(input, 2);
    await vi.waitFor(() => expect(worker.posted).toHaveLength(3));
    await vi.advanceTimersByTimeAsync(2000);
    expect(await run).toEqual({ stopped: expect.stringMatching(/^Stopped after 2 s/) });
    expect(await waiting).toEqual([]);
    expect(worker.terminated).toBe(true);
  });

  it('says so when the worker cannot load', async () => {
    const worker = new FakeWorker();
    const runner = createWorkerRunner({ seed: 's', openWorker: () => asWorker(worker) }, 2000);
    const answer = runner.request('run', input);
    worker.dispatchEvent(new Event('error'));
    expect(await answer).toEqual({ stopped: expect.stringMatching(/could not load its runner/) });
  });
});

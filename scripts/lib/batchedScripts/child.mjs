// One Node process of the batched docs runner (./index.ts), for one graphql version: it is copied
// into that version's example folder, so that `import('graphql')` here is what `node file.mjs`
// there imports. It loads graphql once and runs one script at a time, each linked by the parent
// into data: URL modules (the page's own transform, exampleModules.ts), and sends back what the
// script printed on its own console. A plain .mjs file: it runs with Node alone.
import { Console } from 'node:console';
import { Writable } from 'node:stream';

const graphql = await import('graphql');
globalThis.__batchedGraphql = graphql;
const names = Object.keys(graphql).filter((name) => /^[A-Za-z_$][\w$]*$/.test(name) && name !== 'default');
// No binding of its own: any name it declared could be one of the exports (graphql's `graphql` is).
const shim =
  `export const { ${names.join(', ')} } = globalThis.__batchedGraphql;\n` +
  ('default' in graphql ? 'export default globalThis.__batchedGraphql.default;\n' : '');

/** Text written to a stream, kept. */
function collector() {
  let text = '';
  const stream = new Writable({
    write(chunk, _encoding, done) {
      text += chunk;
      done();
    },
  });
  return { stream, text: () => text };
}

/** The run going on: what it printed, and the first error it left unhandled. */
let current = null;
const nodeConsole = globalThis.console;
for (const event of ['uncaughtException', 'unhandledRejection'])
  process.on(event, (error) => {
    if (current) current.unhandled ??= error;
    else nodeConsole.error(error);
  });

/**
 * Node runs a script until no timer of its is left: the timers a run sets are counted (through
 * the global functions its code calls), and the run ends when none is pending.
 */
const timers = { pending: new Set(), settled: null };
const realTimers = { setTimeout, clearTimeout, setInterval, clearInterval };
function trackTimers() {
  const done = (handle) => {
    timers.pending.delete(handle);
    if (timers.pending.size === 0) timers.settled?.();
  };
  globalThis.setTimeout = (callback, ms, ...args) => {
    const handle = realTimers.setTimeout(
      (...inner) => {
        try {
          callback(...inner);
        } finally {
          done(handle);
        }
      },
      ms,
      ...args,
    );
    timers.pending.add(handle);
    return handle;
  };
  globalThis.clearTimeout = (handle) => {
    realTimers.clearTimeout(handle);
    done(handle);
  };
  globalThis.setInterval = (callback, ms, ...args) => {
    const handle = realTimers.setInterval(callback, ms, ...args);
    timers.pending.add(handle);
    return handle;
  };
  globalThis.clearInterval = (handle) => {
    realTimers.clearInterval(handle);
    done(handle);
  };
}
const untrackTimers = () => Object.assign(globalThis, realTimers);
/** Until the run's timers have all fired or been cleared. */
const timersSettled = () =>
  timers.pending.size === 0 ? Promise.resolve() : new Promise((resolve) => (timers.settled = resolve));

const reportOf = (error) =>
  error instanceof Error ? (error.stack ?? String(error)) : `Uncaught ${JSON.stringify(error) ?? String(error)}`;

process.on('message', async ({ id, entryUrl }) => {
  const stdout = collector();
  const stderr = collector();
  current = { unhandled: undefined };
  globalThis.console = new Console({ stdout: stdout.stream, stderr: stderr.stream });
  trackTimers();
  let error = null;
  try {
    await import(entryUrl);
    // What a script leaves to run before Node would exit: its timers, and a turn of the event loop.
    do {
      await timersSettled();
      await new Promise((resolve) => setImmediate(resolve));
    } while (timers.pending.size > 0);
  } catch (thrown) {
    error = reportOf(thrown);
  }
  untrackTimers();
  timers.pending.clear();
  timers.settled = null;
  if (error === null && current.unhandled !== undefined) error = reportOf(current.unhandled);
  globalThis.console = nodeConsole;
  current = null;
  // The console's streams write on the next tick: let them.
  await new Promise((resolve) => setImmediate(resolve));
  process.send({ id, stdout: stdout.text(), stderr: stderr.text(), error });
});

process.send({ ready: true, graphqlUrl: `data:text/javascript;base64,${Buffer.from(shim).toString('base64')}` });

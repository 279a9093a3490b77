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

const reportOf = (error) =>
  error instanceof Error ? (error.stack ?? String(error)) : `Uncaught ${JSON.stringify(error) ?? String(error)}`;

process.on('message', async ({ id, entryUrl }) => {
  const stdout = collector();
  const stderr = collector();
  current = { unhandled: undefined };
  globalThis.console = new Console({ stdout: stdout.stream, stderr: stderr.stream });
  let error = null;
  try {
    await import(entryUrl);
    // What a script leaves queued runs before Node would exit: a turn of the event loop.
    await new Promise((resolve) => setImmediate(resolve));
  } catch (thrown) {
    error = reportOf(thrown);
  }
  if (error === null && current.unhandled !== undefined) error = reportOf(current.unhandled);
  globalThis.console = nodeConsole;
  current = null;
  // The console's streams write on the next tick: let them.
  await new Promise((resolve) => setImmediate(resolve));
  process.send({ id, stdout: stdout.text(), stderr: stderr.text(), error });
});

process.send({ ready: true, graphqlUrl: `data:text/javascript;base64,${Buffer.from(shim).toString('base64')}` });

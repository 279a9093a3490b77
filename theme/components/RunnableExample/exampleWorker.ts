/**
 * The worker that runs one of a page's examples, once: it loads the graphql version asked for,
 * links the page's files into ES modules (exampleModules.ts), imports the example and waits, as
 * Node would, for its top-level code and its timers; console lines go to the page as they come.
 * It holds no page state: the page opens a new one for every run and ends it afterwards. Its own
 * Content-Security-Policy lets it import blob: modules, which no page of the site may.
 */
import { type InspectOptions, inspect } from 'node-inspect-extracted';
import { EXAMPLE_OUTPUT_LIMIT_CHARS } from '../../constants';
import { CONSOLE_METHODS, consoleOutput } from './consoleOutput';
import { describeThrown } from './describeThrown';
import { linkExample, reexportSource } from './exampleModules';
import { pageChannel } from './pageChannel';
import { closeSharedStorage } from './sharedStorage';
import { type ExampleRunRequest, type GraphqlMajor, NO_RUNNER_MESSAGE } from './exampleRun';
import { trackTimers } from './pendingTimers';

/** Where the graphql module object waits for the module that re-exports it. */
const GRAPHQL_GLOBAL = '__exampleGraphql';

/** Each version is its own chunk, fetched by the first run that asks for it. */
const loadGraphql = (major: GraphqlMajor): Promise<Record<string, unknown>> =>
  major === '17'
    ? import(/* webpackChunkName: "example-graphql-17" */ 'graphql-17')
    : import(/* webpackChunkName: "example-graphql-16" */ 'graphql');

const BLOCKED_BY_HOST =
  "This site's host does not let examples run in the page (its security policy blocks the runner). Copy the example and run it with Node.";

const { post, receive } = pageChannel(self);
closeSharedStorage(self);
const moduleUrl = (source: string) => URL.createObjectURL(new Blob([source], { type: 'text/javascript' }));

let finished = false;
const output = consoleOutput(EXAMPLE_OUTPUT_LIMIT_CHARS);
const finish = (problem: string | null) => {
  if (finished) return;
  finished = true;
  post({ type: 'done', problem, printedChars: output.printed().printedChars });
};

// Node ends a script at its first uncaught error or unhandled rejection, with the error.
self.addEventListener('error', (event) => {
  event.preventDefault();
  // `throw null` has an error of null; an error without one (a nested worker's) has only its message.
  finish(event.error !== undefined ? describeThrown(event.error) : event.message);
});
self.addEventListener('unhandledrejection', (event) => {
  event.preventDefault();
  finish(describeThrown(event.reason));
});

/** A bundler's stand-in for a namespace export (graphql 17's `Kind`). */
const isNamespaceStandIn = (value: unknown): value is object =>
  typeof value === 'object' && value !== null && Reflect.get(value, Symbol.toStringTag) === 'Module';

/**
 * The URL of a module that exports what the loaded graphql exports, as Node's would: the bundler's
 * stand-ins for namespace exports are replaced by real namespace objects (null prototype, closed to
 * additions), which the pages show. Throws when the host's policy forbids blob: modules.
 */
async function graphqlModuleUrl(bundled: Record<string, unknown>): Promise<string> {
  const graphql: Record<string, unknown> = { ...bundled };
  (globalThis as Record<string, unknown>)[GRAPHQL_GLOBAL] = graphql;
  for (const [name, value] of Object.entries(bundled))
    if (isNamespaceStandIn(value))
      graphql[name] = await import(
        /* webpackIgnore: true */ moduleUrl(reexportSource(Object.keys(value), [GRAPHQL_GLOBAL, name]))
      );
  const url = moduleUrl(reexportSource(Object.keys(graphql), [GRAPHQL_GLOBAL]));
  await import(/* webpackIgnore: true */ url);
  return url;
}

async function run({ files, entry, major }: ExampleRunRequest) {
  let bundled: Record<string, unknown>;
  try {
    bundled = await loadGraphql(major);
  } catch {
    return finish(NO_RUNNER_MESSAGE);
  }
  let graphqlUrl: string;
  try {
    graphqlUrl = await graphqlModuleUrl(bundled);
  } catch {
    // Only the worker's own policy allows blob: modules; a host that also sends the site's blocks them.
    return finish(BLOCKED_BY_HOST);
  }
  const print = (args: unknown[]) => {
    const kept = output.print(args);
    if (kept) post({ type: 'output', text: kept });
  };
  for (const method of CONSOLE_METHODS) console[method] = (...args: unknown[]) => print(args);
  // `console.dir(value, { depth: null })`, common in Node examples, takes inspect's options.
  console.dir = (value: unknown, options?: InspectOptions) => print([inspect(value, options)]);
  const timers = trackTimers(self);
  let entryUrl: string;
  try {
    entryUrl = await linkExample(files, entry, graphqlUrl, moduleUrl);
  } catch (error) {
    return finish(error instanceof Error ? error.message : String(error));
  }
  post({ type: 'started' });
  try {
    await import(/* webpackIgnore: true */ entryUrl);
    await timers.settled();
    // A promise rejected in the last turn is reported a turn later: Node would report it too.
    await new Promise((resolve) => setTimeout(resolve, 0));
    finish(null);
  } catch (error) {
    finish(describeThrown(error));
  }
}

receive((request) => void run(request));

/**
 * The worker that runs one of a page's examples, once: it loads the graphql version asked for,
 * links the page's files into ES modules (exampleModules.ts), imports the example and waits, as
 * Node would, for its top-level code and its timers. It prints what `node file.mjs` prints: its
 * console is Node's (nodeConsole.ts), its stacks name the example's files (nodeStacks.ts) and an
 * error it ends on is reported in Node's words (describeThrown.ts); console lines go to the page
 * as they come. It holds no page state: the page opens a new one for every run and ends it
 * afterwards. Its own Content-Security-Policy lets it import blob: modules, which no page of the
 * site may.
 */
import { EXAMPLE_OUTPUT_LIMIT_CHARS } from '../../../site/constants';
import { claimChecks, withClaimPrints } from './claimPrints';
import { consoleOutput } from './consoleOutput';
import { describeLoadFailure, describeSyntaxError, describeThrown, type RunContext } from './describeThrown';
import { exampleFileUrl } from './exampleLocations';
import { ExampleSyntaxError, linkExample, reexportSource } from './exampleModules';
import { type ExampleRunRequest, type GraphqlMajor, NO_RUNNER_MESSAGE } from './exampleRun';
import { NODE_CONSOLE_METHODS, nodeConsole } from './nodeConsole';
import { inspectLikeNode } from './nodeInspect';
import { type FrameUrlKind, installNodeStacks } from './nodeStacks';
import { pageChannel } from './pageChannel';
import { closeSharedStorage } from './sharedStorage';
import { trackTimers } from './pendingTimers';

/** Where the graphql module object waits for the module that re-exports it. */
const GRAPHQL_GLOBAL = '__exampleGraphql';

/** Each version is its own chunk, fetched by the first run that asks for it. */
const loadGraphql = (major: GraphqlMajor): Promise<Record<string, unknown>> =>
  major === '17'
    ? import(/* webpackChunkName: "example-graphql-17" */ 'graphql-17')
    : import(/* webpackChunkName: "example-graphql-16" */ 'graphql');

/** Node loads graphql 16 as CommonJS (its package has no `exports`), 17 as ES modules. */
const isCommonJs = (major: GraphqlMajor) => major === '16';

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

/** The run's files and module URLs, once linked: errors are described with them. */
let context: RunContext | null = null;
const reportThrown = (thrown: unknown, options?: Parameters<typeof describeThrown>[2]) =>
  context ? describeThrown(thrown, context, options) : inspectLikeNode(new WeakMap(), thrown);

// Node ends a script at its first uncaught error or unhandled rejection, with the error.
self.addEventListener('error', (event) => {
  event.preventDefault();
  // `throw null` has an error of null; an error without one (a nested worker's) has only its message.
  if (event.error === undefined) return finish(event.message);
  finish(reportThrown(event.error, { thrownAt: { url: event.filename, line: event.lineno, column: event.colno } }));
});
self.addEventListener('unhandledrejection', (event) => {
  event.preventDefault();
  finish(reportThrown(event.reason, { rejection: true }));
});

/** What a URL in a stack frame is: one of the example's files, graphql's chunk, or the runner. */
const frameUrlKind = (url: string): FrameUrlKind => {
  for (const [file, fileUrl] of context?.fileUrls ?? [])
    if (url === fileUrl) return { kind: 'example', url: exampleFileUrl(file) };
  return /example-graphql-1\d/.test(url) ? { kind: 'graphql' } : { kind: 'runner' };
};
installNodeStacks(frameUrlKind);

/** A bundler's stand-in for a namespace export (graphql 17's `Kind`). */
const isNamespaceStandIn = (value: unknown): value is object =>
  typeof value === 'object' && value !== null && Reflect.get(value, Symbol.toStringTag) === 'Module';

/**
 * The URL of a module that exports what the loaded graphql exports, as Node's would: the bundler's
 * stand-ins for namespace exports are replaced by real namespace objects (null prototype, closed to
 * additions), which the pages show; graphql 16, CommonJS to Node, also has its default export.
 * Throws when the host's policy forbids blob: modules.
 */
async function graphqlModuleUrl(bundled: Record<string, unknown>, major: GraphqlMajor): Promise<string> {
  const graphql: Record<string, unknown> = { ...bundled };
  (globalThis as Record<string, unknown>)[GRAPHQL_GLOBAL] = graphql;
  for (const [name, value] of Object.entries(bundled))
    if (isNamespaceStandIn(value))
      graphql[name] = await import(
        /* webpackIgnore: true */ moduleUrl(reexportSource(Object.keys(value), [GRAPHQL_GLOBAL, name]))
      );
  const url = moduleUrl(reexportSource(Object.keys(graphql), [GRAPHQL_GLOBAL], isCommonJs(major)));
  await import(/* webpackIgnore: true */ url);
  return url;
}

/** V8's message for a file's syntax error: the parser places it, the engine words it. */
async function engineSyntaxMessage(source: string): Promise<string> {
  try {
    await import(/* webpackIgnore: true */ moduleUrl(source));
  } catch (error) {
    if (error instanceof SyntaxError) return error.message;
  }
  return 'Invalid or unexpected token';
}

/** The console an example gets, printing as Node's does to the page; its `log`, which claims print with. */
function installConsole(): (line: string) => void {
  const methods = nodeConsole({
    write: (text) => {
      const kept = output.write(text);
      if (kept) post({ type: 'output', text: kept });
    },
    now: () => performance.now(),
  });
  for (const name of NODE_CONSOLE_METHODS) Object.assign(console, { [name]: methods[name] });
  return (line) => methods.log(line);
}

async function run({ files: shown, entry, major, printClaims }: ExampleRunRequest) {
  let files = shown;
  let bundled: Record<string, unknown>;
  try {
    if (printClaims) files = { ...shown, [entry]: await withClaimPrints(shown[entry]!) };
    bundled = await loadGraphql(major);
  } catch {
    return finish(NO_RUNNER_MESSAGE);
  }
  let graphqlUrl: string;
  try {
    graphqlUrl = await graphqlModuleUrl(bundled, major);
  } catch {
    // Only the worker's own policy allows blob: modules; a host that also sends the site's blocks them.
    return finish(BLOCKED_BY_HOST);
  }
  const log = installConsole();
  // The reader's code may replace console.log: a claim still prints.
  if (printClaims)
    Object.assign(
      self,
      claimChecks(log, (value) => inspectLikeNode(new WeakMap(), value)),
    );
  const timers = trackTimers(self);
  // Node's setImmediate runs a callback once the current turn is over; a 0 ms timer does that here.
  Object.assign(self, {
    setImmediate: (callback: (...args: unknown[]) => void, ...args: unknown[]) => setTimeout(callback, 0, ...args),
    clearImmediate: (id: number) => clearTimeout(id),
  });
  const runContext = (fileUrls: ReadonlyMap<string, string>): RunContext => ({
    files,
    fileUrls,
    graphqlUrl,
    graphqlIsCommonJs: isCommonJs(major),
    inspect: (value) => inspectLikeNode(new WeakMap(), value),
  });
  let entryUrl: string;
  try {
    const linked = await linkExample(files, entry, graphqlUrl, moduleUrl);
    entryUrl = linked.entryUrl;
    context = runContext(linked.fileUrls);
  } catch (error) {
    if (!(error instanceof ExampleSyntaxError)) return finish(error instanceof Error ? error.message : String(error));
    const message = await engineSyntaxMessage(files[error.file]!);
    return finish(describeSyntaxError({ file: error.file, offset: error.offset, message }, runContext(new Map())));
  }
  post({ type: 'started' });
  try {
    await import(/* webpackIgnore: true */ entryUrl);
    await timers.settled();
    // A promise rejected in the last turn is reported a turn later: Node would report it too.
    await new Promise((resolve) => setTimeout(resolve, 0));
    finish(null);
  } catch (error) {
    finish((await describeLoadFailure(error, context)) ?? reportThrown(error));
  }
}

receive((request) => void run(request));

/**
 * What a run shows when the example ends on an error, worded as `node file.mjs` words it
 * (nodeErrorReport.ts), with the places the browser does not give found in the example's files:
 * the line an error was thrown from, where a file fails to parse, which import asks for a name
 * its module lacks. Node's own objects the page has no stand-in for get one line saying what to do.
 */
import { exampleFileUrl } from './exampleLocations';
import type { ExampleFiles } from './exampleModules';
import { parseModule } from './moduleParser';
import {
  type ExamplePlace,
  firstExampleFrame,
  missingExportReport,
  rejectionReport,
  syntaxErrorReport,
  uncaughtReport,
} from './nodeErrorReport';
import { positionOf, type SourcePosition, tokenLengthAt } from './sourcePositions';

/** What the description of a failure needs to know of the run. */
export interface RunContext {
  files: ExampleFiles;
  /** The module URL each linked file was loaded from, by file. */
  fileUrls: ReadonlyMap<string, string>;
  /** The URL of the module the example's `graphql` imports load. */
  graphqlUrl: string;
  /** Whether Node loads this graphql as CommonJS (16 does; 17 is ES modules). */
  graphqlIsCommonJs: boolean;
  /** Node's inspect. */
  inspect: (value: unknown) => string;
}

/** Node's objects a browser does not have, and what to do instead. */
const NODE_ONLY_GLOBALS = new Set(['process', 'Buffer', 'require', '__dirname', '__filename', 'global']);

/** One line for an example that reaches for Node's own objects, or null. */
function nodeOnlyGlobalLine(thrown: unknown): string | null {
  if (!(thrown instanceof ReferenceError)) return null;
  const name = /^(\w+) is not defined$/.exec(thrown.message)?.[1];
  if (!name || !NODE_ONLY_GLOBALS.has(name)) return null;
  return `ReferenceError: ${name} is not defined: it is Node's own, and the page runs examples in a browser. Copy the example into a file and run it with node to use it.`;
}

/** The place in an example's file at a Node URL and position. */
function placeAt(context: RunContext, url: string, position: SourcePosition): ExamplePlace | null {
  for (const file of context.fileUrls.keys())
    if (exampleFileUrl(file) === url) return { url, source: context.files[file]!, position };
  return null;
}

const isExampleUrl = (context: RunContext) => (url: string) =>
  [...context.fileUrls.keys()].some((file) => exampleFileUrl(file) === url);

/**
 * Node's report of an uncaught exception or rejection. `thrownAt` is where the browser says it was
 * thrown (an error event's place: a file's module URL, line and column from 1), when it says.
 */
export function describeThrown(
  thrown: unknown,
  context: RunContext,
  {
    rejection = false,
    thrownAt = null,
  }: { rejection?: boolean; thrownAt?: { url: string; line: number; column: number } | null } = {},
): string {
  const nodeOnly = nodeOnlyGlobalLine(thrown);
  if (nodeOnly) return nodeOnly;
  if (rejection && !(thrown instanceof Error)) return rejectionReport(thrown);
  let place: ExamplePlace | null = null;
  const thrownFile = thrownAt && [...context.fileUrls].find(([, url]) => url === thrownAt.url)?.[0];
  if (thrownAt && thrownFile)
    place = placeAt(context, exampleFileUrl(thrownFile), { line: thrownAt.line, column: thrownAt.column - 1 });
  else if (thrown instanceof Error && typeof thrown.stack === 'string') {
    const frame = firstExampleFrame(thrown.stack, isExampleUrl(context));
    place = frame && placeAt(context, frame.url, frame.position);
  }
  return uncaughtReport({ thrown, place, inspect: context.inspect });
}

/**
 * Node's report of an example that fails before it runs: a file that does not parse (V8's message,
 * the parser's place) or an import of a name its module does not export. Null when it is neither.
 */
export async function describeLoadFailure(error: unknown, context: RunContext): Promise<string | null> {
  if (!(error instanceof SyntaxError)) return null;
  // One the example's code threw as it ran (JSON.parse's) has a frame in its files: no need to load
  // the parser to find out.
  if (typeof error.stack === 'string' && firstExampleFrame(error.stack, isExampleUrl(context))) return null;
  const missing = /does not provide an export named '(.+)'$/.exec(error.message);
  for (const file of context.fileUrls.keys()) {
    const source = context.files[file]!;
    const parsed = await parseModule(source);
    if (!parsed.ok) {
      if (parsed.tooDeep || missing) continue;
      const place = { url: exampleFileUrl(file), source, position: positionOf(source, parsed.offset) };
      return syntaxErrorReport(place, tokenLengthAt(source, parsed.offset), error.message);
    }
    if (!missing) continue;
    const requested = /The requested module '(.+?)' does not/.exec(error.message)?.[1];
    const specifier =
      requested === context.graphqlUrl
        ? 'graphql'
        : [...context.fileUrls].find(([, fileUrl]) => fileUrl === requested)?.[0];
    const name = parsed.importedNames.find(
      (imported) =>
        imported.name === missing[1] && (imported.specifier === specifier || imported.specifier === `./${specifier}`),
    );
    if (!name) continue;
    return missingExportReport({
      place: { url: exampleFileUrl(file), source, position: positionOf(source, name.start) },
      name: name.name,
      specifier: name.specifier,
      commonJs: name.specifier === 'graphql' && context.graphqlIsCommonJs,
    });
  }
  return null;
}

/** Node's report of a file the parser places a syntax error in, with V8's message for it. */
export function describeSyntaxError(
  { file, offset, message }: { file: string; offset: number; message: string },
  context: RunContext,
): string {
  const source = context.files[file]!;
  const place = { url: exampleFileUrl(file), source, position: positionOf(source, offset) };
  return syntaxErrorReport(place, tokenLengthAt(source, offset), message);
}

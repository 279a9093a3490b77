/**
 * What Node 20 prints when a script ends on an error: for an error, the place it was thrown (file
 * and line, the source line, a caret), then the error as inspect shows it (stack and own fields,
 * such as a GraphQLError's `extensions`); for a syntax error, the place and the message; for a
 * promise rejected with a value that is no error, Node's own wording.
 */
import { type CodeFrame, renderCodeFrame, type SourcePosition } from './sourcePositions';

/** A place in one of the example's files, with the file's Node URL and source. */
export type ExamplePlace = Omit<CodeFrame, 'caretLength'>;

/** The first frame of a Node stack that is in one of the example's files. */
export function firstExampleFrame(
  stack: string,
  exampleUrl: (url: string) => boolean,
): { url: string; position: SourcePosition } | null {
  for (const match of stack.matchAll(/^ {4}at (?:.*\()?(.+?):(\d+):(\d+)\)?$/gm)) {
    const [, url = '', line, column] = match;
    if (exampleUrl(url)) return { url, position: { line: Number(line), column: Number(column) - 1 } };
  }
  return null;
}

export interface UncaughtReportOptions {
  thrown: unknown;
  /** Where it was thrown, when known: else the error's first frame in the example's files. */
  place: ExamplePlace | null;
  /** Node's inspect of a value. */
  inspect: (value: unknown) => string;
}

/** Node's report of an uncaught exception, or of a promise rejected with an error. */
export function uncaughtReport({ thrown, place, inspect }: UncaughtReportOptions): string {
  if (thrown === null || (typeof thrown !== 'object' && typeof thrown !== 'function')) return String(thrown);
  const frame = place && thrown instanceof Error ? `${renderCodeFrame({ ...place, caretLength: 1 })}\n` : '';
  return `${frame}${inspect(thrown)}`;
}

/** Node's report of a promise rejected with a value that is no error and not handled. */
export function rejectionReport(reason: unknown): string {
  let text: string;
  try {
    text = String(reason);
  } catch {
    text = Object.prototype.toString.call(reason);
  }
  return `UnhandledPromiseRejection: This error originated either by throwing inside of an async function without a catch block, or by rejecting a promise which was not handled with .catch(). The promise rejected with the reason "${text}". {\n  code: 'ERR_UNHANDLED_REJECTION'\n}`;
}

/** Node's report of a file that does not parse: the place with the token underlined, then V8's message. */
export function syntaxErrorReport(place: ExamplePlace, caretLength: number, message: string): string {
  return `${renderCodeFrame({ ...place, caretLength })}\nSyntaxError: ${message}`;
}

export interface MissingExportOptions {
  /** The import's place, at the name imported. */
  place: ExamplePlace;
  name: string;
  /** The specifier as the file wrote it: `graphql`, `./schema.mjs`. */
  specifier: string;
  /** Whether Node loads that module as CommonJS (graphql 16 is). */
  commonJs: boolean;
}

/** Node's report of an import of a name the module does not export. */
export function missingExportReport({ place, name, specifier, commonJs }: MissingExportOptions): string {
  const frame = renderCodeFrame({ ...place, caretLength: name.length });
  if (!commonJs)
    return `${frame}SyntaxError: The requested module '${specifier}' does not provide an export named '${name}'`;
  // Node suggests the import's own braces as a destructuring, read from the line as it is written.
  const braces = /{.*}/.exec(place.source.split('\n')[place.position.line - 1] ?? '')?.[0].replace(/\s+as\s+/g, ': ');
  const message = `Named export '${name}' not found. The requested module '${specifier}' is a CommonJS module, which may not support all module.exports as named exports.\nCommonJS modules can always be imported via the default export, for example using:\n\nimport pkg from '${specifier}';\n${braces ? `const ${braces} = pkg;\n` : ''}`;
  return `${frame}SyntaxError: ${message}\n`;
}

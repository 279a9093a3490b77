import ts from 'typescript';
import {
  calleeName,
  enclosingFunction,
  hasLiteral,
  merged,
  type Part,
  partsOf,
  PLACEHOLDER,
  templateOf,
  variantsOf,
  withParamsAsPlaceholders,
} from './errorMessageParts';
import { tieOf } from './errorMessageTie';

/**
 * How a message reaches the reader: a `GraphQLError` (in a result's `errors` or thrown), a thrown
 * `Error` or `TypeError`, a `devAssert` (a misuse of the API, thrown as an Error), an `internal`
 * `invariant` (a bug in graphql if ever seen), or a `development` check (graphql 16 outside
 * `NODE_ENV=production`, graphql 17 in development mode).
 */
export type MessageKind = 'GraphQLError' | 'Error' | 'TypeError' | 'devAssert' | 'internal' | 'development';

/** One message a package can produce, as it writes it: literal text with `{}` where it puts a value. */
export interface ExtractedMessage {
  template: string;
  /** The file the message's text is written in, relative to the package folder. */
  file: string;
  line: number;
  kind: MessageKind;
  /** The top-level declaration of that file the message is written in (`execute`, `GraphQLObjectType`), or null. */
  declaration: string | null;
  /**
   * The export the message belongs to: its declaration when the file exports it (a function's body,
   * a class's methods), else the file's only export (a validation rule's file), else null (an
   * internal helper of a file of several exports, such as execute.js's `completeValue`).
   */
  exportedAs: string | null;
}

/** A message site the extraction cannot turn into a template, and why. */
export interface SkippedMessage {
  file: string;
  line: number;
  code: string;
  reason: string;
}

export interface Extraction {
  messages: ExtractedMessage[];
  skipped: SkippedMessage[];
}

/** A source file of the package: its path relative to the package folder, and its text. */
export interface SourceFile {
  path: string;
  text: string;
}

/** A message site whose text depends on a parameter of the function around it: followed to its callers. */
interface Forwarder {
  name: string;
  parts: Part[];
  kind: MessageKind;
  site: Site;
}

interface Site {
  file: string;
  node: ts.Node;
  source: ts.SourceFile;
}

/** The kind of a `new X(…)` error: graphql's own error class, the two built-ins, else a plain Error. */
const kindOfConstructor = (name: string): MessageKind =>
  name === 'GraphQLError' || name === 'TypeError' ? name : 'Error';

/** Files whose checks run only in development (graphql 16 outside production, 17's development mode). */
const DEVELOPMENT_FILES = new Set(['jsutils/instanceOf.js']);

/** The helpers that are message sites of their own at every call, and so are not followed as forwarders. */
const ASSERTION_FILES = new Set(['jsutils/devAssert.js', 'jsutils/invariant.js']);

/** A message site found in a file, before parameters are followed. */
interface RawSite {
  site: Site;
  parts: Part[];
  kind: MessageKind;
  /** The name callers use, for a site whose message depends on a parameter. */
  forwarderName: string | null;
}

function lineOf(site: Site): number {
  return site.source.getLineAndCharacterOfPosition(site.node.getStart(site.source)).line + 1;
}

function codeOf(site: Site): string {
  return site.node.getText(site.source).replace(/\s+/g, ' ').slice(0, 160);
}

/**
 * Every message site of one file: error constructors, `super(message)` in an Error subclass,
 * `devAssert`, `invariant`, and a new message given to an error (`error.message = …`).
 */
function rawSitesOf(file: SourceFile): RawSite[] {
  const source = ts.createSourceFile(file.path, file.text, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
  const sites: RawSite[] = [];
  const development = DEVELOPMENT_FILES.has(file.path);
  const add = (node: ts.Node, message: ts.Expression, kind: MessageKind) => {
    for (const parts of variantsOf(message)) {
      const forwarderName = parts.some((part) => 'param' in part) ? (enclosingFunction(node)?.name ?? null) : null;
      const site = { file: file.path, node, source };
      sites.push({ site, parts, kind: development ? 'development' : kind, forwarderName });
    }
  };
  const visit = (node: ts.Node) => {
    if (ts.isNewExpression(node)) {
      const name = calleeName(node.expression);
      const message = node.arguments?.[0];
      if (name?.endsWith('Error') && message && !ASSERTION_FILES.has(file.path))
        add(node, message, kindOfConstructor(name));
    } else if (
      ts.isBinaryExpression(node) &&
      node.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
      ts.isPropertyAccessExpression(node.left) &&
      node.left.name.text === 'message'
    ) {
      // An error given a new message on its way out (17's `error.message = \`${argument} has invalid value…\``).
      add(node, node.right, 'GraphQLError');
    } else if (ts.isCallExpression(node)) {
      const name = calleeName(node.expression);
      const [, message] = node.arguments;
      if (node.expression.kind === ts.SyntaxKind.SuperKeyword) {
        const owner = enclosingFunction(node)?.name;
        const heritage = ts.findAncestor(node, ts.isClassLike)?.heritageClauses?.[0]?.types[0]?.expression;
        // GraphQLError's constructor only passes on the message each `new GraphQLError(…)` site gives.
        if (owner !== 'GraphQLError' && heritage && calleeName(heritage)?.endsWith('Error') && node.arguments[0])
          add(node, node.arguments[0], 'Error');
      } else if (name === 'devAssert' && message) add(node, message, 'devAssert');
      else if (name === 'invariant')
        // invariant.js: `message != null ? message : 'Unexpected invariant triggered.'`
        add(node, message ?? ts.factory.createStringLiteral('Unexpected invariant triggered.'), 'internal');
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return sites;
}

/** Every call in the package of a function by the name its callers use, with the file it is in. */
function callsByName(files: SourceFile[]): Map<string, { call: ts.CallExpression | ts.NewExpression; site: Site }[]> {
  const calls = new Map<string, { call: ts.CallExpression | ts.NewExpression; site: Site }[]>();
  for (const file of files) {
    const source = ts.createSourceFile(file.path, file.text, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
        const name = calleeName(node.expression);
        if (name)
          calls.set(name, [...(calls.get(name) ?? []), { call: node, site: { file: file.path, node, source } }]);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return calls;
}

/**
 * Every message template a package's CommonJS sources can produce. A message that is a parameter
 * of the function around it (devAssert's callers aside, schema validation's `reportError(message,
 * nodes)`) is followed to each caller, whose argument fills it; so is a parameter framed by text
 * (`syntaxError`'s `Syntax Error: ${description}`) when a caller passes literal text for it, else it
 * is a placeholder. A message that only passes on what it is given, with no caller in the package
 * that builds it, or that is computed entirely at run time, is listed as skipped with the reason.
 */
export function extractMessages(files: readonly SourceFile[]): Extraction {
  const messages: ExtractedMessage[] = [];
  const skipped: SkippedMessage[] = [];
  const calls = callsByName([...files]);
  const skip = (site: Site, reason: string) => {
    const entry = { file: site.file, line: lineOf(site), code: codeOf(site), reason };
    if (!skipped.some((other) => other.file === entry.file && other.line === entry.line && other.reason === reason))
      skipped.push(entry);
  };
  const emit = (parts: Part[], kind: MessageKind, site: Site) => {
    if (hasLiteral(parts))
      messages.push({
        template: templateOf(parts),
        file: site.file,
        line: lineOf(site),
        kind,
        ...tieOf(site.node, site.source),
      });
    else skip(site, 'computed entirely at run time, or a value passed on from elsewhere');
  };
  const seen = new Set<string>();
  const pending: Forwarder[] = [];
  const follow = (forwarder: Forwarder) => {
    const key = `${forwarder.site.file}:${forwarder.site.node.pos}:${forwarder.name}:${JSON.stringify(forwarder.parts)}`;
    if (seen.has(key)) return;
    seen.add(key);
    pending.push(forwarder);
  };
  for (const file of files)
    for (const raw of rawSitesOf(file)) {
      if (!raw.parts.some((part) => 'param' in part)) emit(raw.parts, raw.kind, raw.site);
      else if (raw.forwarderName) follow({ name: raw.forwarderName, parts: raw.parts, kind: raw.kind, site: raw.site });
      else if (hasLiteral(raw.parts)) emit(withParamsAsPlaceholders(raw.parts), raw.kind, raw.site);
      else skip(raw.site, 'passes on a parameter of an unnamed function');
    }
  // Each forwarder's parameters are filled with its callers' arguments; an argument that is itself
  // the caller's parameter makes the caller a forwarder in turn (seen once each, so recursion ends).
  for (let forwarder = pending.shift(); forwarder; forwarder = pending.shift()) {
    const wholeMessageIsParam = forwarder.parts.every((part) => 'param' in part);
    // A call that passes an error object (validation's `context.reportError(new GraphQLError(…))`)
    // is another function of the same name: that error is a message site of its own.
    const callers = (calls.get(forwarder.name) ?? []).filter(
      ({ call }) => !(call.arguments ?? []).some((argument) => ts.isNewExpression(argument)),
    );
    /** The messages a call makes of the forwarder's: each parameter filled with each variant of its argument. */
    const fillsOf = (call: ts.CallExpression | ts.NewExpression): Part[][] =>
      forwarder.parts
        .reduce<Part[][]>(
          (prefixes, part) => {
            if (!('param' in part)) return prefixes.map((prefix) => [...prefix, part]);
            const argument = call.arguments?.[part.param];
            const variants = argument ? variantsOf(argument) : [[PLACEHOLDER]];
            return prefixes.flatMap((prefix) => variants.map((variant) => [...prefix, ...variant]));
          },
          [[]],
        )
        .map(merged);
    const callerGivesText = callers.some(({ call }) =>
      forwarder.parts.some((part) => {
        const argument = 'param' in part ? call.arguments?.[part.param] : undefined;
        return argument !== undefined && hasLiteral(partsOf(argument));
      }),
    );
    if (!wholeMessageIsParam && !callerGivesText) {
      emit(withParamsAsPlaceholders(forwarder.parts), forwarder.kind, forwarder.site);
      continue;
    }
    if (callers.length === 0) {
      skip(
        forwarder.site,
        `passes on the message ${forwarder.name}() is given, and no caller in the package builds one`,
      );
      continue;
    }
    for (const { call, site } of callers)
      for (const filled of fillsOf(call)) {
        // The caller's text is where the literal words are: the message is recorded there.
        if (!filled.some((part) => 'param' in part)) emit(filled, forwarder.kind, site);
        else {
          const name = enclosingFunction(call)?.name;
          if (name) follow({ name, parts: filled, kind: forwarder.kind, site });
          else if (hasLiteral(filled)) emit(withParamsAsPlaceholders(filled), forwarder.kind, site);
          else skip(site, 'passes on a parameter of an unnamed function');
        }
      }
  }
  // By file and line; the messages of one site (a ternary's two) keep their source order.
  const order = (message: ExtractedMessage) => `${message.file}\u0000${String(message.line).padStart(6, '0')}`;
  return { messages: messages.toSorted((a, b) => order(a).localeCompare(order(b))), skipped };
}

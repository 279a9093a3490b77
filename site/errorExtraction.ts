import ts from 'typescript';

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

/** A piece of a message: literal text, a value put in at run time, or the enclosing function's parameter. */
type Part = { literal: string } | { placeholder: true } | { param: number };

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

const PLACEHOLDER: Part = { placeholder: true };

/** The name a callee is called by: `f`, `obj.f`, `(0, mod.f)`, `this.f` all give `f`. */
function calleeName(expression: ts.Expression): string | null {
  let callee = expression;
  while (ts.isParenthesizedExpression(callee)) callee = callee.expression;
  if (ts.isBinaryExpression(callee) && callee.operatorToken.kind === ts.SyntaxKind.CommaToken)
    return calleeName(callee.right);
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
  return null;
}

type FunctionLike = ts.FunctionDeclaration | ts.MethodDeclaration | ts.FunctionExpression | ts.ArrowFunction;

/** The function around a node, with the name its callers use (a declaration's, a method's or a variable's). */
function enclosingFunction(node: ts.Node): { fn: FunctionLike; name: string | null } | null {
  for (let current = node.parent; current; current = current.parent) {
    if (ts.isConstructorDeclaration(current)) {
      const owner = current.parent;
      return ts.isClassLike(owner) && owner.name
        ? { fn: current as unknown as FunctionLike, name: owner.name.text }
        : null;
    }
    if (
      ts.isFunctionDeclaration(current) ||
      ts.isMethodDeclaration(current) ||
      ts.isFunctionExpression(current) ||
      ts.isArrowFunction(current)
    ) {
      let name: string | null = null;
      if ((ts.isFunctionDeclaration(current) || ts.isFunctionExpression(current)) && current.name)
        name = current.name.text;
      else if (ts.isMethodDeclaration(current) && ts.isIdentifier(current.name)) name = current.name.text;
      else if (ts.isVariableDeclaration(current.parent) && ts.isIdentifier(current.parent.name))
        name = current.parent.name.text;
      return { fn: current, name };
    }
  }
  return null;
}

/**
 * The value of a variable in the function around `node`, else in its file: its initializer, and
 * whether text is added to it later (`let prefix = …; if (path) prefix += …`, a conditional part).
 * Null when it is assigned anything else after.
 */
function variableValue(node: ts.Node, name: string): { initializer: ts.Expression; appended: boolean } | null {
  const inScope = (scope: ts.Node) => {
    let initializer: ts.Expression | null = null;
    let appended = false;
    let reassigned = false;
    const visit = (child: ts.Node) => {
      if (
        ts.isVariableDeclaration(child) &&
        ts.isIdentifier(child.name) &&
        child.name.text === name &&
        child.initializer
      )
        initializer = child.initializer;
      if (
        ts.isBinaryExpression(child) &&
        ts.isIdentifier(child.left) &&
        child.left.text === name &&
        child.operatorToken.kind >= ts.SyntaxKind.FirstAssignment &&
        child.operatorToken.kind <= ts.SyntaxKind.LastAssignment
      ) {
        if (child.operatorToken.kind === ts.SyntaxKind.PlusEqualsToken) appended = true;
        else reassigned = true;
      }
      ts.forEachChild(child, visit);
    };
    ts.forEachChild(scope, visit);
    return initializer && !reassigned ? { initializer: initializer as ts.Expression, appended } : null;
  };
  const around = enclosingFunction(node)?.fn;
  if (around) return inScope(around);
  // Outside any function: the module's own constants (`const UNEXPECTED_MULTIPLE_PAYLOADS = '…'`).
  return inScope(node.getSourceFile());
}

/** A module-level constant's value (`const UNEXPECTED_MULTIPLE_PAYLOADS = '…'`), never a name declared inside a function. */
function moduleConstant(node: ts.Node, name: string): ts.Expression | null {
  for (const statement of node.getSourceFile().statements)
    if (ts.isVariableStatement(statement))
      for (const declaration of statement.declarationList.declarations)
        if (ts.isIdentifier(declaration.name) && declaration.name.text === name && declaration.initializer)
          return declaration.initializer;
  return null;
}

/** The expressions a function declared in the file by this name returns (a helper that builds a message). */
function returnsOfHelper(source: ts.SourceFile, name: string): ts.Expression[] {
  const helper = source.statements.find(
    (statement): statement is ts.FunctionDeclaration =>
      ts.isFunctionDeclaration(statement) && statement.name?.text === name,
  );
  const returned: ts.Expression[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && node !== helper) return;
    if (ts.isReturnStatement(node) && node.expression) returned.push(node.expression);
    ts.forEachChild(node, visit);
  };
  if (helper) visit(helper);
  return returned;
}

/**
 * The index of the parameter `name` of the function around `node` when the function uses it only
 * in its message (`syntaxError(source, position, description)`: a message handed in to be framed),
 * else -1: a parameter the function also works with (`expectKeyword(value)` compares it to a token)
 * is a value in the message, written as a placeholder as the page writes it.
 */
function paramIndex(node: ts.Node, name: string): number {
  const around = enclosingFunction(node);
  if (!around?.fn.body) return -1;
  const index = around.fn.parameters.findIndex((param) => ts.isIdentifier(param.name) && param.name.text === name);
  if (index === -1) return -1;
  let uses = 0;
  const visit = (child: ts.Node) => {
    if (ts.isIdentifier(child) && child.text === name) uses++;
    ts.forEachChild(child, visit);
  };
  visit(around.fn.body);
  return uses === 1 ? index : -1;
}

/** Literal runs joined, adjacent placeholders merged into one. */
function merged(parts: Part[]): Part[] {
  const out: Part[] = [];
  for (const part of parts) {
    const last = out.at(-1);
    if ('literal' in part && part.literal === '') continue;
    if (last && 'literal' in last && 'literal' in part) out[out.length - 1] = { literal: last.literal + part.literal };
    else if (last && 'placeholder' in last && 'placeholder' in part) continue;
    else out.push(part);
  }
  return out;
}

/**
 * The parts of a message expression: string literals and template text are literal; `+` and
 * `${}` join parts; an identifier is the enclosing function's parameter, or a variable followed to
 * its value (a placeholder after it when text is added to it later), or a placeholder; anything else (a call, a ternary, a property) is one placeholder.
 */
function partsOf(expression: ts.Expression, seen: Set<ts.Node> = new Set()): Part[] {
  if (seen.has(expression)) return [PLACEHOLDER];
  seen.add(expression);
  if (ts.isParenthesizedExpression(expression)) return partsOf(expression.expression, seen);
  if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression))
    return [{ literal: expression.text }];
  if (ts.isTemplateExpression(expression))
    return merged([
      { literal: expression.head.text },
      ...expression.templateSpans.flatMap((span) => [
        ...partsOf(span.expression, seen),
        { literal: span.literal.text },
      ]),
    ]);
  if (ts.isBinaryExpression(expression) && expression.operatorToken.kind === ts.SyntaxKind.PlusToken)
    return merged([...partsOf(expression.left, seen), ...partsOf(expression.right, seen)]);
  if (ts.isIdentifier(expression)) {
    const index = paramIndex(expression, expression.text);
    if (index !== -1) return [{ param: index }];
    const value = variableValue(expression, expression.text);
    if (value) return merged([...partsOf(value.initializer, seen), ...(value.appended ? [PLACEHOLDER] : [])]);
    const constant = moduleConstant(expression, expression.text);
    if (constant) return partsOf(constant, seen);
  }
  return [PLACEHOLDER];
}

/** A whole message chosen by a ternary is two messages (`name ? \`Subscription "${name}" …\` : 'Anonymous Subscription …'`). */
function variantsOf(expression: ts.Expression): Part[][] {
  let inner = expression;
  while (ts.isParenthesizedExpression(inner)) inner = inner.expression;
  if (ts.isConditionalExpression(inner)) return [...variantsOf(inner.whenTrue), ...variantsOf(inner.whenFalse)];
  if (ts.isIdentifier(inner) && paramIndex(inner, inner.text) === -1) {
    const value = variableValue(inner, inner.text);
    if (value && !value.appended) return variantsOf(value.initializer);
    const constant = value ? null : moduleConstant(inner, inner.text);
    if (constant) return variantsOf(constant);
  }
  // A message built by a helper of the same file (`getOneOfInputObjectErrorMessage(type)`): each of its results.
  if (ts.isCallExpression(inner)) {
    const name = calleeName(inner.expression);
    const returned = name ? returnsOfHelper(inner.getSourceFile(), name) : [];
    if (returned.length > 0) return returned.flatMap(variantsOf);
  }
  return [partsOf(expression)];
}

const templateOf = (parts: Part[]) => parts.map((part) => ('literal' in part ? part.literal : '{}')).join('');
const hasLiteral = (parts: Part[]) => parts.some((part) => 'literal' in part && part.literal.trim() !== '');

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

/** The name of the file's top-level statement that holds `node`: a function, a class or a variable. */
function topLevelDeclaration(node: ts.Node): string | null {
  let statement = node;
  while (statement.parent && !ts.isSourceFile(statement.parent)) statement = statement.parent;
  if ((ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement)) && statement.name)
    return statement.name.text;
  if (ts.isVariableStatement(statement)) {
    const [declaration] = statement.declarationList.declarations;
    if (statement.declarationList.declarations.length === 1 && declaration && ts.isIdentifier(declaration.name))
      return declaration.name.text;
  }
  return null;
}

/**
 * The names a CommonJS file exports: `exports.name = …` at its top level (chains such as
 * `exports.a = exports.b = void 0` included), not `__esModule` nor a re-export's getter.
 */
function exportsOf(source: ts.SourceFile): Set<string> {
  const names = new Set<string>();
  for (const statement of source.statements) {
    if (!ts.isExpressionStatement(statement)) continue;
    for (let expression = statement.expression; ts.isBinaryExpression(expression); expression = expression.right) {
      if (expression.operatorToken.kind !== ts.SyntaxKind.EqualsToken) break;
      const { left } = expression;
      if (ts.isPropertyAccessExpression(left) && ts.isIdentifier(left.expression) && left.expression.text === 'exports')
        names.add(left.name.text);
    }
  }
  return names;
}

const exportsBySource = new WeakMap<ts.SourceFile, Set<string>>();

/** Where a message site sits: its top-level declaration, and the export that declaration ties it to. */
function tieOf(site: Site): Pick<ExtractedMessage, 'declaration' | 'exportedAs'> {
  const declaration = topLevelDeclaration(site.node);
  const exported = exportsBySource.get(site.source) ?? exportsOf(site.source);
  exportsBySource.set(site.source, exported);
  const only = exported.size === 1 ? [...exported][0]! : null;
  return { declaration, exportedAs: declaration && exported.has(declaration) ? declaration : only };
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

/** The parts with each parameter turned into a placeholder: the message as a direct caller of a public function meets it. */
const withParamsAsPlaceholders = (parts: Part[]) => merged(parts.map((part) => ('param' in part ? PLACEHOLDER : part)));

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
      messages.push({ template: templateOf(parts), file: site.file, line: lineOf(site), kind, ...tieOf(site) });
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

import ts from 'typescript';
import { undeclaredNames } from './freeNames';
import { EXAMPLE_SOURCE_NAME } from './protocol';

/** Names of the check functions the instrumented code calls: one for a claimed value, one for a claimed throw. */
export const CHECK_FUNCTION = '__doctestCheck';
export const THROWS_FUNCTION = '__doctestThrows';

/** A `// => value` comment the example makes, and where. */
export interface ResultComment {
  /** 1-based line in the code block. */
  line: number;
  /** The code whose value is claimed, as written. */
  expression: string;
  /** `value`: `// => value`; `throws`: `// throws an error`. */
  kind: 'value' | 'throws';
  /** The claimed value as written, or what the throw comment says. */
  expected: string;
}

export type InstrumentedExample =
  | {
      kind: 'runnable';
      /** CommonJS module that runs the example and reports each claimed value */ module: string;
      comments: ResultComment[];
    }
  | { kind: 'fragment'; reason: string };

const RUNNABLE_LANGS = new Set(['ts', 'typescript', 'js', 'javascript', 'mjs', 'cjs']);
const RESULT_COMMENT = /^\/\/\s*=>\s?(.*)$/;
const THROWS_COMMENT = /^\/\/\s*(throws\b.*)$/;

/** An example to instrument: its code and the language its block names. */
export interface ExampleSource {
  code: string;
  lang: string | null | undefined;
}

/**
 * Instruments examples (see instrumentExample) all at once: one TypeScript program emits every
 * runnable one's module. `ts.transpileModule` makes a program per call; sharing one is quicker
 * (figures in PERF.md). The modules are the same, byte for byte.
 */
export function instrumentExamples(
  examples: readonly ExampleSource[],
  isGlobal: (name: string) => boolean,
): InstrumentedExample[] {
  const analysed = examples.map(({ code, lang }) => withClaims(code, lang, isGlobal));
  const modules = commonJsModules(
    analysed.flatMap((example) => (example.kind === 'runnable' ? [example.instrumented] : [])),
  );
  let next = 0;
  return analysed.map((example) =>
    example.kind === 'runnable' ? { kind: 'runnable', module: modules[next++]!, comments: example.comments } : example,
  );
}

/**
 * Turns an example into a module that runs it and checks its `// => value` comments, or says why
 * it is a fragment. The rule (documented in the README): an example is runnable when its code block
 * is TypeScript or JavaScript, parses, declares or imports every name it uses (JavaScript and Node
 * globals aside), and every `// => value` comment ends an expression statement or a one-variable
 * declaration, every `// throws …` comment an expression statement. Anything else is a fragment:
 * shown, not run, and not badged.
 */
export function instrumentExample(
  code: string,
  lang: string | null | undefined,
  isGlobal: (name: string) => boolean,
): InstrumentedExample {
  return instrumentExamples([{ code, lang }], isGlobal)[0]!;
}

/** The example as TypeScript with its claims turned into checks, or why it is a fragment. */
function withClaims(
  code: string,
  lang: string | null | undefined,
  isGlobal: (name: string) => boolean,
): { kind: 'runnable'; instrumented: string; comments: ResultComment[] } | { kind: 'fragment'; reason: string } {
  if (!lang || !RUNNABLE_LANGS.has(lang))
    return { kind: 'fragment', reason: `a ${lang || 'plain'} code block, not TypeScript or JavaScript` };
  const source = ts.createSourceFile('example.ts', code, ts.ScriptTarget.ES2022, true, ts.ScriptKind.TS);
  const syntaxError = (source as unknown as { parseDiagnostics: readonly ts.Diagnostic[] }).parseDiagnostics[0];
  if (syntaxError) {
    return {
      kind: 'fragment',
      reason: `does not parse: ${ts.flattenDiagnosticMessageText(syntaxError.messageText, ' ')} (line ${lineOf(source, syntaxError.start ?? 0)})`,
    };
  }
  const undeclared = undeclaredNames(source, isGlobal);
  if (undeclared.length)
    return {
      kind: 'fragment',
      reason: `uses ${undeclared.map((name) => `\`${name}\``).join(', ')} without declaring ${undeclared.length > 1 ? 'them' : 'it'}`,
    };

  const comments: ResultComment[] = [];
  // Insertions only, so that a claim inside a claimed statement (in a callback, say) is checked too.
  const insertions: { at: number; text: string }[] = [];
  const claimed = new Set<number>();

  const visit = (node: ts.Node) => {
    const comment =
      ts.isExpressionStatement(node) || isSingleVariableStatement(node) ? trailingClaim(code, node) : undefined;
    if (comment && (comment.kind === 'value' || ts.isExpressionStatement(node))) {
      const index = comments.length;
      claimed.add(comment.pos);
      const line = lineOf(source, comment.pos);
      if (ts.isExpressionStatement(node)) {
        const expression = node.expression;
        comments.push({ line, kind: comment.kind, expression: expression.getText(source), expected: comment.expected });
        const [open, close] =
          comment.kind === 'value'
            ? [`${CHECK_FUNCTION}(${index}, (`, `), (${comment.expected}))`]
            : [`await ${THROWS_FUNCTION}(${index}, async () => (`, '))'];
        insertions.push({ at: expression.getStart(source), text: open }, { at: expression.end, text: close });
      } else {
        const name = ((node as ts.VariableStatement).declarationList.declarations[0]!.name as ts.Identifier).text;
        comments.push({ line, kind: 'value', expression: name, expected: comment.expected });
        insertions.push({ at: node.end, text: ` ${CHECK_FUNCTION}(${index}, ${name}, (${comment.expected}));` });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);

  const stray = allResultComments(source).find((position) => !claimed.has(position));
  if (stray !== undefined)
    return { kind: 'fragment', reason: `the result comment on line ${lineOf(source, stray)} follows no expression` };

  let instrumented = code;
  // From the end, so that earlier positions stay valid; at one position, what was pushed later lands in front.
  for (const { at, text } of insertions
    .map((insertion, order) => ({ ...insertion, order }))
    .sort((a, b) => b.at - a.at || a.order - b.order)) {
    instrumented = instrumented.slice(0, at) + text + instrumented.slice(at);
  }
  return { kind: 'runnable', instrumented, comments };
}

/**
 * Each instrumented example as a CommonJS module with an inline source map naming
 * EXAMPLE_SOURCE_NAME, as `ts.transpileModule` would emit it alone (its options: each file on its
 * own, nothing resolved or checked), inside an async function the child runner calls.
 */
function commonJsModules(sources: string[]): string[] {
  if (sources.length === 0) return [];
  // A folder per example, so that each source map names its source EXAMPLE_SOURCE_NAME, beside the module.
  const fileOf = (index: number) => `/examples/${index}/${EXAMPLE_SOURCE_NAME}`;
  const sourceByFile = new Map(sources.map((source, index) => [fileOf(index), source]));
  const outputs = new Map<string, string>();
  const host: ts.CompilerHost = {
    getSourceFile: (file, language) => {
      const source = sourceByFile.get(file);
      return source === undefined ? undefined : ts.createSourceFile(file, source, language);
    },
    writeFile: (file, text) => outputs.set(file, text),
    getDefaultLibFileName: () => 'lib.d.ts',
    useCaseSensitiveFileNames: () => true,
    getCanonicalFileName: (file) => file,
    getCurrentDirectory: () => '/',
    getNewLine: () => '\n',
    fileExists: (file) => sourceByFile.has(file),
    readFile: (file) => sourceByFile.get(file),
  };
  const options: ts.CompilerOptions = {
    module: ts.ModuleKind.CommonJS,
    target: ts.ScriptTarget.ES2022,
    esModuleInterop: true,
    inlineSourceMap: true,
    isolatedModules: true,
    noLib: true,
    noResolve: true,
    noCheck: true,
    suppressOutputPathCheck: true,
    types: [],
  };
  ts.createProgram([...sourceByFile.keys()], options, host).emit();
  return sources.map((_, index) => {
    const output = outputs.get(fileOf(index).replace(/\.ts$/, '.js'));
    if (output === undefined)
      throw new Error(`[doctests] TypeScript emitted nothing for an example (${fileOf(index)}).`);
    // graphql 16 has no `exports` map, so `graphql/language` resolves only through require(); the
    // async wrapper keeps top-level await working in CommonJS. It opens on the first line, so that
    // the source map still gives example lines.
    return `module.exports = async (${CHECK_FUNCTION}, ${THROWS_FUNCTION}) => { ${output}\n};\n`;
  });
}

function isSingleVariableStatement(node: ts.Node): node is ts.VariableStatement {
  return (
    ts.isVariableStatement(node) &&
    node.declarationList.declarations.length === 1 &&
    ts.isIdentifier(node.declarationList.declarations[0]!.name)
  );
}

/** The `// => value` or `// throws …` comment on the line where a statement ends, if any. */
function trailingClaim(
  code: string,
  node: ts.Node,
): { pos: number; kind: 'value' | 'throws'; expected: string } | undefined {
  for (const range of ts.getTrailingCommentRanges(code, node.end) ?? []) {
    if (range.kind !== ts.SyntaxKind.SingleLineCommentTrivia) continue;
    const comment = code.slice(range.pos, range.end);
    const value = RESULT_COMMENT.exec(comment);
    if (value) return { pos: range.pos, kind: 'value', expected: value[1]!.trim() };
    const throws = THROWS_COMMENT.exec(comment);
    if (throws) return { pos: range.pos, kind: 'throws', expected: throws[1]!.trim() };
  }
  return undefined;
}

/** Positions of every `// =>` and `// throws` comment in the code (comments only: strings and templates hold none). */
function allResultComments(source: ts.SourceFile): number[] {
  const code = source.getFullText();
  const positions = new Set<number>();
  const collect = (ranges: ts.CommentRange[] | undefined) => {
    for (const range of ranges ?? []) {
      const text = code.slice(range.pos, range.end);
      if (
        range.kind === ts.SyntaxKind.SingleLineCommentTrivia &&
        (RESULT_COMMENT.test(text) || THROWS_COMMENT.test(text))
      )
        positions.add(range.pos);
    }
  };
  const visit = (node: ts.Node) => {
    collect(ts.getLeadingCommentRanges(code, node.pos));
    collect(ts.getTrailingCommentRanges(code, node.end));
    ts.forEachChild(node, visit);
  };
  visit(source);
  collect(ts.getLeadingCommentRanges(code, source.endOfFileToken.pos));
  return [...positions];
}

function lineOf(source: ts.SourceFile, position: number): number {
  return source.getLineAndCharacterOfPosition(position).line + 1;
}

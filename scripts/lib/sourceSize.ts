import ts from 'typescript';

/** The most lines a non-test source file may have: past it, a file holds more than one job. */
export const MAX_FILE_LINES = 300;

/** The most lines a React component function may have: past it, split it into hooks, subcomponents and helpers. */
export const MAX_COMPONENT_LINES = 80;

/** The lines of a text, as `wc -l` counts them when the text ends with a newline. */
export function lineCount(text: string): number {
  if (text === '') return 0;
  return text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
}

/** A React component function found in a file: its name, the line it starts on (from 1) and its length in lines. */
export interface ComponentFunction {
  name: string;
  line: number;
  lines: number;
}

type FunctionNode = ts.FunctionDeclaration | ts.FunctionExpression | ts.ArrowFunction | ts.MethodDeclaration;

const isFunctionNode = (node: ts.Node): node is FunctionNode =>
  ts.isFunctionDeclaration(node) ||
  ts.isFunctionExpression(node) ||
  ts.isArrowFunction(node) ||
  ts.isMethodDeclaration(node);

const isJsx = (node: ts.Node): boolean =>
  ts.isJsxElement(node) || ts.isJsxSelfClosingElement(node) || ts.isJsxFragment(node);

/** Whether an expression gives JSX: JSX itself, or JSX in parentheses, a condition or a `&&`/`||`/`??`. */
function givesJsx(expression: ts.Expression): boolean {
  if (isJsx(expression)) return true;
  if (ts.isParenthesizedExpression(expression)) return givesJsx(expression.expression);
  if (ts.isConditionalExpression(expression)) return givesJsx(expression.whenTrue) || givesJsx(expression.whenFalse);
  if (ts.isBinaryExpression(expression)) return givesJsx(expression.left) || givesJsx(expression.right);
  return false;
}

/** Whether a function returns JSX from its own body (returns of functions nested in it are theirs, not its). */
function returnsJsx(fn: FunctionNode): boolean {
  if (!fn.body) return false;
  if (!ts.isBlock(fn.body)) return givesJsx(fn.body);
  let found = false;
  const visit = (node: ts.Node): void => {
    if (found || isFunctionNode(node) || ts.isClassLike(node)) return;
    if (ts.isReturnStatement(node) && node.expression && givesJsx(node.expression)) found = true;
    else ts.forEachChild(node, visit);
  };
  ts.forEachChild(fn.body, visit);
  return found;
}

/** A function's name: its own, or that of the variable, property or method it is assigned to. */
function nameOf(fn: FunctionNode): string | null {
  if (fn.name && ts.isIdentifier(fn.name)) return fn.name.text;
  const { parent } = fn;
  if ((ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) && ts.isIdentifier(parent.name))
    return parent.name.text;
  // `memo(function …)`, `forwardRef((props, ref) => …)`: named by the variable the call is assigned to.
  if (ts.isCallExpression(parent) && ts.isVariableDeclaration(parent.parent) && ts.isIdentifier(parent.parent.name))
    return parent.parent.name.text;
  return null;
}

/**
 * The React component functions of a file, with their length: a function whose name starts with a capital letter,
 * or that returns JSX. It parses the file with TypeScript, so a comment or a string that looks like code is not one.
 */
export function componentFunctions(code: string, fileName: string): ComponentFunction[] {
  const kind = /\.[mc]?[jt]s$/.test(fileName) ? ts.ScriptKind.TS : ts.ScriptKind.TSX;
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true, kind);
  const found: ComponentFunction[] = [];
  const visit = (node: ts.Node): void => {
    if (isFunctionNode(node)) {
      const name = nameOf(node) ?? '(anonymous)';
      if (/^[A-Z]/.test(name) || returnsJsx(node)) {
        const start = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
        const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
        found.push({ name, line: start + 1, lines: end - start + 1 });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

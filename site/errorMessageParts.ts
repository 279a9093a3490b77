import ts from 'typescript';

/*
 * How a message expression of graphql's compiled source reads as parts (site/errorExtraction.ts):
 * literal text, a value put in at run time, or a parameter of the function around it, followed
 * through variables, module constants, ternaries and helpers of the same file.
 */

/** A piece of a message: literal text, a value put in at run time, or the enclosing function's parameter. */
export type Part = { literal: string } | { placeholder: true } | { param: number };

export const PLACEHOLDER: Part = { placeholder: true };

/** The name a callee is called by: `f`, `obj.f`, `(0, mod.f)`, `this.f` all give `f`. */
export function calleeName(expression: ts.Expression): string | null {
  let callee = expression;
  while (ts.isParenthesizedExpression(callee)) callee = callee.expression;
  if (ts.isBinaryExpression(callee) && callee.operatorToken.kind === ts.SyntaxKind.CommaToken)
    return calleeName(callee.right);
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
  return null;
}

export type FunctionLike = ts.FunctionDeclaration | ts.MethodDeclaration | ts.FunctionExpression | ts.ArrowFunction;

/** The function around a node, with the name its callers use (a declaration's, a method's or a variable's). */
export function enclosingFunction(node: ts.Node): { fn: FunctionLike; name: string | null } | null {
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
export function merged(parts: Part[]): Part[] {
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
export function partsOf(expression: ts.Expression, seen: Set<ts.Node> = new Set()): Part[] {
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
export function variantsOf(expression: ts.Expression): Part[][] {
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

export const templateOf = (parts: Part[]) => parts.map((part) => ('literal' in part ? part.literal : '{}')).join('');
export const hasLiteral = (parts: Part[]) => parts.some((part) => 'literal' in part && part.literal.trim() !== '');

/** The parts with each parameter turned into a placeholder: the message as a direct caller of a public function meets it. */
export const withParamsAsPlaceholders = (parts: Part[]) =>
  merged(parts.map((part) => ('param' in part ? PLACEHOLDER : part)));

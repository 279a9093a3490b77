import ts from 'typescript';

/*
 * Which export a message site belongs to (site/errorExtraction.ts `declaration` and `exportedAs`):
 * the top-level declaration that holds it, when the file exports it, else the file's only export.
 */

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
export function tieOf(node: ts.Node, source: ts.SourceFile): { declaration: string | null; exportedAs: string | null } {
  const declaration = topLevelDeclaration(node);
  const exported = exportsBySource.get(source) ?? exportsOf(source);
  exportsBySource.set(source, exported);
  const only = exported.size === 1 ? [...exported][0]! : null;
  return { declaration, exportedAs: declaration && exported.has(declaration) ? declaration : only };
}

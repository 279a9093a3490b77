import ts from 'typescript';

/**
 * Names an example uses but neither declares nor imports: `schema` in an example that starts at
 * `execute({ schema, document })`. Declarations count wherever they are in the file (a function
 * declared below its use is fine); type positions are skipped, since types vanish when it runs.
 */
export function undeclaredNames(source: ts.SourceFile, isGlobal: (name: string) => boolean): string[] {
  const declared = new Set<string>();
  const used = new Set<string>();

  const declareBinding = (name: ts.BindingName) => {
    if (ts.isIdentifier(name)) declared.add(name.text);
    else for (const element of name.elements) if (!ts.isOmittedExpression(element)) declareBinding(element.name);
  };

  const visit = (node: ts.Node): void => {
    if (ts.isTypeNode(node) || ts.isInterfaceDeclaration(node) || ts.isTypeAliasDeclaration(node)) return;
    if (ts.isImportDeclaration(node)) {
      const clause = node.importClause;
      if (clause?.name) declared.add(clause.name.text);
      const bindings = clause?.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings)) declared.add(bindings.name.text);
      if (bindings && ts.isNamedImports(bindings))
        for (const element of bindings.elements) declared.add(element.name.text);
      return;
    }
    if (ts.isVariableDeclaration(node) || ts.isParameter(node)) {
      declareBinding(node.name);
      if (!ts.isIdentifier(node.name)) visitBindingDefaults(node.name);
      if (node.initializer) visit(node.initializer);
      return;
    }
    if (
      (ts.isFunctionDeclaration(node) ||
        ts.isClassDeclaration(node) ||
        ts.isFunctionExpression(node) ||
        ts.isClassExpression(node)) &&
      node.name
    ) {
      declared.add(node.name.text);
    }
    if (ts.isEnumDeclaration(node)) declared.add(node.name.text);
    if (ts.isCatchClause(node) && node.variableDeclaration) declareBinding(node.variableDeclaration.name);
    if (ts.isIdentifier(node)) {
      if (isReference(node)) used.add(node.text);
      return;
    }
    ts.forEachChild(node, visit);
  };

  const visitBindingDefaults = (pattern: ts.BindingPattern) => {
    for (const element of pattern.elements) {
      if (ts.isOmittedExpression(element)) continue;
      if (element.propertyName && ts.isComputedPropertyName(element.propertyName))
        visit(element.propertyName.expression);
      if (element.initializer) visit(element.initializer);
      if (!ts.isIdentifier(element.name)) visitBindingDefaults(element.name);
    }
  };

  visit(source);
  return [...used].filter((name) => !declared.has(name) && !isGlobal(name)).sort();
}

/** Whether an identifier reads a variable, rather than naming a property, a key, a label or a member. */
function isReference(node: ts.Identifier): boolean {
  const parent = node.parent;
  if (ts.isPropertyAccessExpression(parent) && parent.name === node) return false;
  if (ts.isQualifiedName(parent)) return false;
  if (
    (ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent) || ts.isPropertySignature(parent)) &&
    parent.name === node
  )
    return false;
  if (
    (ts.isMethodDeclaration(parent) ||
      ts.isMethodSignature(parent) ||
      ts.isGetAccessor(parent) ||
      ts.isSetAccessor(parent)) &&
    parent.name === node
  )
    return false;
  if (ts.isEnumMember(parent) && parent.name === node) return false;
  if ((ts.isLabeledStatement(parent) || ts.isBreakOrContinueStatement(parent)) && parent.label === node) return false;
  if (ts.isMetaProperty(parent)) return false;
  if (ts.isJsxAttribute(parent)) return false;
  return true;
}

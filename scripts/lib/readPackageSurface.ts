/**
 * Reads the surface (packageSurface.ts) of an installed graphql package from its files: import paths,
 * exports, enum members, deprecations, members and signatures. `readPackageSurface` is the only
 * function here that reads files; the others are pure.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import ts from 'typescript';
import { type ExportsTarget, resolveExportsSubpath } from './packageExports';
import { byName, type PackageSurface } from './packageSurface';

/** Keys of an object whose own enumerable values are all strings (an enum or `as const` object). */
export function enumLikeMembers(value: unknown): string[] | null {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return null;
  const entries = Object.entries(value);
  if (entries.length === 0 || !entries.every(([, member]) => typeof member === 'string')) return null;
  return entries.map(([key]) => key).sort(byName);
}

/** The names a declaration file marks `@deprecated`, as `name` or `Parent.member`. */
export function deprecatedNames(fileName: string, declarations: string): string[] {
  const source = ts.createSourceFile(fileName, declarations, ts.ScriptTarget.Latest, true);
  const names = new Set<string>();
  const isDeprecated = (node: ts.Node) => ts.getJSDocTags(node).some((tag) => tag.tagName.text === 'deprecated');
  const nameOf = (node: ts.Node): string | null => {
    if (ts.isConstructorDeclaration(node)) return 'constructor';
    if (ts.isVariableStatement(node)) return node.declarationList.declarations[0]?.name.getText(source) ?? null;
    const named = (node as { name?: ts.Node }).name;
    return named && (ts.isIdentifier(named) || ts.isStringLiteral(named) || ts.isPrivateIdentifier(named))
      ? named.text
      : null;
  };
  const visit = (node: ts.Node, parent: string | null) => {
    let here = parent;
    const name = nameOf(node);
    if (name && !ts.isParameter(node) && !ts.isTypeParameterDeclaration(node)) {
      const qualified = parent && !ts.isExportSpecifier(node) ? `${parent}.${name}` : name;
      if (isDeprecated(node)) names.add(qualified);
      // Members of a class, interface or type are named after it; deeper type literals too.
      if (
        ts.isClassDeclaration(node) ||
        ts.isInterfaceDeclaration(node) ||
        ts.isTypeAliasDeclaration(node) ||
        ts.isEnumDeclaration(node)
      )
        here = qualified;
    }
    if (
      ts.isFunctionLike(node) &&
      !ts.isConstructorDeclaration(node) &&
      !ts.isMethodDeclaration(node) &&
      !ts.isMethodSignature(node) &&
      !ts.isFunctionDeclaration(node)
    )
      return;
    ts.forEachChild(node, (child) => visit(child, here));
  };
  visit(source, null);
  return [...names].sort(byName);
}

function filesUnder(dir: string, accept: (file: string) => boolean): string[] {
  return (readdirSync(dir, { recursive: true, encoding: 'utf8' }) as string[])
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => !file.startsWith('__dev__/') && !file.startsWith('node_modules/') && accept(file))
    .sort(byName);
}

/**
 * `execution/index.js` → `graphql/execution`; `execution/subscribe.js` → `graphql/execution/subscribe`;
 * an `.mjs` file keeps its name (`index.mjs` → `graphql/index.mjs`), since that is how it is imported.
 */
function importPathOf(packageName: string, file: string): string {
  const withoutExtension = file.replace(/\.(d\.ts|js|json)$/, (extension) => (extension === '.json' ? '.json' : ''));
  const withoutIndex = withoutExtension === 'index' ? '' : withoutExtension.replace(/\/index$/, '');
  return withoutIndex ? `${packageName}/${withoutIndex}` : packageName;
}

/** Reads an installed graphql package: its import paths, exports, enum members and deprecations. */
export function readPackageSurface(packageDir: string): PackageSurface {
  const manifest = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as {
    name: string;
    exports?: Record<string, ExportsTarget>;
  };
  const packageName = manifest.name;

  // Without an `exports` map every file can be loaded by its path; with one, only what it allows.
  const candidates = filesUnder(
    packageDir,
    (file) => file.endsWith('.js') || file.endsWith('.mjs') || file === 'package.json',
  );
  const modulePaths = candidates
    .filter((file) => {
      if (!manifest.exports) return true;
      const importPath = importPathOf(packageName, file);
      const subpath = `.${importPath.slice(packageName.length)}`;
      const target = resolveExportsSubpath(manifest.exports, subpath);
      return target !== null && existsSync(path.join(packageDir, target));
    })
    .map((file) => importPathOf(packageName, file));

  // Value and type exports, from the type declarations, as a TypeScript user sees them.
  const declarationFiles = filesUnder(
    packageDir,
    (file) => file.endsWith('.d.ts') && file !== 'NotSupportedTSVersion.d.ts',
  );
  const program = ts.createProgram(
    declarationFiles.map((file) => path.join(packageDir, file)),
    {
      noEmit: true,
      skipLibCheck: true,
      types: [],
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
    },
  );
  const checker = program.getTypeChecker();
  const members: Record<string, string[]> = {};
  const signatures: Record<string, string[][]> = {};
  const rootFile = program.getSourceFile(path.join(packageDir, 'index.d.ts'));
  const rootSymbol = rootFile && checker.getSymbolAtLocation(rootFile);
  for (const exported of rootSymbol ? checker.getExportsOfModule(rootSymbol) : []) {
    const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    if (symbol.flags & (ts.SymbolFlags.Function | ts.SymbolFlags.Class)) {
      const type = checker.getTypeOfSymbol(symbol);
      const overloads = symbol.flags & ts.SymbolFlags.Class ? type.getConstructSignatures() : type.getCallSignatures();
      signatures[exported.name] = overloads.map((overload) => overload.parameters.map((parameter) => parameter.name));
    }
    const declaration = symbol.declarations?.[0];
    if (!declaration || !(ts.isClassDeclaration(declaration) || ts.isInterfaceDeclaration(declaration))) continue;
    const names = checker.getPropertiesOfType(checker.getDeclaredTypeOfSymbol(symbol)).map((property) => property.name);
    // Symbol-keyed members (`[Symbol.toStringTag]`) get compiler-made names that differ between programs.
    members[exported.name] = [...new Set(names.filter((name) => !name.startsWith('__@')))].sort(byName);
  }
  const moduleExports: Record<string, string[]> = {};
  const deprecated = new Set<string>();
  for (const file of declarationFiles) {
    const sourceFile = program.getSourceFile(path.join(packageDir, file));
    if (!sourceFile) continue;
    const moduleSymbol = checker.getSymbolAtLocation(sourceFile);
    const importPath = importPathOf(packageName, file);
    if (moduleSymbol && modulePaths.includes(importPath)) {
      moduleExports[importPath] = checker
        .getExportsOfModule(moduleSymbol)
        .map((symbol) => symbol.name)
        .sort(byName);
    }
    for (const name of deprecatedNames(file, sourceFile.text)) deprecated.add(name);
  }

  // Enum members at run time, from the CommonJS build of the root module.
  const requireFromPackage = createRequire(path.join(packageDir, 'package.json'));
  const root = requireFromPackage(path.join(packageDir, 'index.js')) as Record<string, unknown>;
  const enums: Record<string, string[]> = {};
  for (const [name, value] of Object.entries(root)) {
    const members = enumLikeMembers(value);
    if (members) enums[name] = members;
  }

  return { modulePaths, moduleExports, enums, deprecated: [...deprecated].sort(byName), members, signatures };
}

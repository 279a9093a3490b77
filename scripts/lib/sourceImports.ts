import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** The folders and files that hold the site's own code (docs/ holds pages, checked only where a test asks for it). */
export const SOURCE_ROOTS = ['site', 'theme', 'plugins', 'scripts', 'e2e', 'rspress.config.ts'];

const CODE_FILE = /\.(?:m|c)?[jt]sx?$/;
const TEST_FILE = /\.(?:test|spec)\.[jt]sx?$/;

/** Options for {@link listSourceFiles}. */
export interface ListSourceOptions {
  /** Folders and files to read, relative to `repoRoot`. */
  roots: string[];
  /** Leave out unit tests and end-to-end specs. @default false */
  withoutTests?: boolean;
}

/** Every code file under the given roots, relative to `repoRoot` with `/` separators, sorted; fixtures left out. */
export function listSourceFiles(repoRoot: string, { roots, withoutTests = false }: ListSourceOptions): string[] {
  const files = roots.flatMap((root) => {
    const full = path.join(repoRoot, root);
    if (!existsSync(full)) return [];
    if (statSync(full).isFile()) return [root];
    return (readdirSync(full, { recursive: true, encoding: 'utf8' }) as string[]).map((file) =>
      path.posix.join(root, file.split(path.sep).join('/')),
    );
  });
  return files
    .filter((file) => CODE_FILE.test(file) && !file.split('/').includes('fixtures') && !file.includes('node_modules'))
    .filter((file) => !withoutTests || !TEST_FILE.test(file))
    .sort();
}

/** What {@link parseSource} reads of a file. */
export interface ParsedSource {
  /**
   * Every module specifier the file names: `import … from`, `import '…'`, `export … from`, `import('…')`,
   * `typeof import('…')`, `require('…')`, `import x = require('…')`, and a code file named by
   * `new URL('./x.tsx', import.meta.url)` (how the site's config hands a plugin a theme module's path).
   */
  imports: string[];
  /** The text of each string and template literal, a template's parts joined by `{}` (JSX text left out). */
  literals: string[];
}

/**
 * The imports and literal texts of a file, in one walk of its syntax tree. It parses the file with TypeScript
 * rather than matching text, so a regular expression or a comment that mentions `import … from '…'` is not an
 * import, and a comment that mentions a string is not a literal.
 */
export function parseSource(code: string, fileName = 'file.tsx'): ParsedSource {
  const sourceFile = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, false, scriptKindOf(fileName));
  const imports: string[] = [];
  const literals: string[] = [];
  const visit = (node: ts.Node): void => {
    const specifier = moduleSpecifierOf(node);
    if (specifier !== undefined) imports.push(specifier);
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) literals.push(node.text);
    else if (ts.isTemplateExpression(node))
      literals.push([node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join('{}'));
    else if (ts.isJsxText(node)) return;
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return { imports, literals };
}

const scriptKindOf = (fileName: string) => (/\.[mc]?[jt]s$/.test(fileName) ? ts.ScriptKind.TS : ts.ScriptKind.TSX);

/** The module a node names when it is an import, an export from or a `require` call. */
function moduleSpecifierOf(node: ts.Node): string | undefined {
  if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier)
    return ts.isStringLiteral(node.moduleSpecifier) ? node.moduleSpecifier.text : undefined;
  if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference))
    return ts.isStringLiteral(node.moduleReference.expression) ? node.moduleReference.expression.text : undefined;
  if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal))
    return node.argument.literal.text;
  const urlOfModule = moduleUrlOf(node);
  if (urlOfModule !== undefined) return urlOfModule;
  if (ts.isCallExpression(node) && node.arguments.length >= 1 && ts.isStringLiteralLike(node.arguments[0]!)) {
    const isDynamicImport = node.expression.kind === ts.SyntaxKind.ImportKeyword;
    const isRequire = ts.isIdentifier(node.expression) && node.expression.text === 'require';
    if (isDynamicImport || isRequire) return node.arguments[0].text;
  }
  return undefined;
}

/** The code file a `new URL('…', import.meta.url)` names: a module passed on by its path is an import too. */
function moduleUrlOf(node: ts.Node): string | undefined {
  if (!ts.isNewExpression(node) || !ts.isIdentifier(node.expression) || node.expression.text !== 'URL')
    return undefined;
  const [specifier, base] = node.arguments ?? [];
  if (!specifier || !ts.isStringLiteralLike(specifier) || !CODE_FILE.test(specifier.text)) return undefined;
  const isImportMetaUrl =
    base !== undefined &&
    ts.isPropertyAccessExpression(base) &&
    ts.isMetaProperty(base.expression) &&
    base.expression.keywordToken === ts.SyntaxKind.ImportKeyword &&
    base.name.text === 'url';
  return isImportMetaUrl ? specifier.text : undefined;
}

const RESOLVE_SUFFIXES = ['', '.ts', '.tsx', '.mts', '.js', '.mjs', '/index.ts', '/index.tsx', '/index.js'];

/**
 * The repository file a relative specifier names (`./x` → `dir/x.ts`, `./x.js` → `dir/x.ts`, `./dir` →
 * `dir/index.ts`), relative to `repoRoot`; undefined when no such file exists.
 */
export function resolveRelativeImport(repoRoot: string, fromFile: string, specifier: string): string | undefined {
  const target = path.posix.join(path.posix.dirname(fromFile), specifier);
  const candidates = RESOLVE_SUFFIXES.map((suffix) => target + suffix);
  // TypeScript lets `./x.js` name `x.ts`.
  if (/\.m?js$/.test(target)) candidates.push(target.replace(/\.(m?)js$/, '.$1ts'), target.replace(/\.js$/, '.tsx'));
  return candidates.find((candidate) => {
    const full = path.join(repoRoot, candidate);
    return existsSync(full) && statSync(full).isFile();
  });
}

/** The file's text, read from the repository. */
export const readSource = (repoRoot: string, file: string): string => readFileSync(path.join(repoRoot, file), 'utf8');

/**
 * What one installed copy of graphql offers its users, and what disappears or appears between two
 * copies: the paths a module can be imported from, the names each module exports (values and
 * types), the members of its enum-like constants, and what its type declarations mark
 * `@deprecated`. `scripts/upgradeGuideCoverage.test.ts` uses it to check that the upgrade guide
 * names every difference between graphql 16 and 17.
 *
 * The comparison functions are pure; `readPackageSurface` is the only one that reads files.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import ts from 'typescript';

export interface PackageSurface {
  /** Every import path the package allows (`graphql`, `graphql/execution/subscribe`, ...). */
  modulePaths: string[];
  /** Export names (values and types) of each import path that has type declarations. */
  moduleExports: Record<string, string[]>;
  /** Members of the root module's enum-like exports: `{ Kind: ['FIELD', ...] }`. */
  enums: Record<string, string[]>;
  /** Names whose declaration carries `@deprecated`: `valueFromAST`, `GraphQLError.originalError`. */
  deprecated: string[];
  /** Property and method names of the root module's classes and interfaces: `{ TypeInfo: ['getType', ...] }`. */
  members: Record<string, string[]>;
  /**
   * Parameter names of each overload of the root module's functions and class constructors:
   * `{ validate: [['schema', 'documentAST', 'rules', 'options', 'typeInfo']] }`.
   */
  signatures: Record<string, string[][]>;
}

export type DifferenceKind =
  | 'removed module'
  | 'removed export'
  | 'removed member'
  | 'changed parameters'
  | 'removed enum member'
  | 'added enum member'
  | 'newly deprecated';

export interface Difference {
  kind: DifferenceKind;
  /** What the guide must write in backticks, e.g. `graphql/subscription` or `Kind.FRAGMENT_ARGUMENT`. */
  name: string;
  /** Where it was found, for the failure message. */
  where: string;
  /** For a removed export: every import path that no longer exports it. */
  modules?: string[];
  /** For changed parameters: the old parameter names no new overload has. */
  parameters?: string[];
}

const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Each `[owner, name]` listed under an owner in `from` but not under the same owner in `to`; owners
 * `to` lacks are skipped.
 */
function namesGone(from: Record<string, string[]>, to: Record<string, string[]>): [string, string][] {
  return Object.entries(from).flatMap(([owner, names]) => {
    const kept = to[owner];
    return kept ? names.filter((name) => !kept.includes(name)).map((name): [string, string] => [owner, name]) : [];
  });
}

/** Every difference between an older and a newer surface, one entry per name the guide must write. */
export function diffSurfaces(before: PackageSurface, after: PackageSurface): Difference[] {
  const found = new Map<string, Difference>();
  const add = (difference: Difference) => {
    // One entry per kind and name: a name removed from several modules is listed once.
    const key = `${difference.kind}\0${difference.name}`;
    const seen = found.get(key);
    if (seen) {
      seen.where += `, ${difference.where}`;
      if (seen.modules && difference.modules) seen.modules.push(...difference.modules);
    } else found.set(key, { ...difference, ...(difference.modules ? { modules: [...difference.modules] } : {}) });
  };

  const afterPaths = new Set(after.modulePaths);
  const mjsFamilies = new Map<string, string[]>();
  for (const modulePath of before.modulePaths) {
    if (afterPaths.has(modulePath)) continue;
    // Files loaded by their `.mjs` name (`graphql/index.mjs`) go as a family: one entry, `graphql/*.mjs`.
    const mjs = /^([^/]+)\/.*\.mjs$/.exec(modulePath);
    if (mjs) mjsFamilies.set(`${mjs[1]}/*.mjs`, [...(mjsFamilies.get(`${mjs[1]}/*.mjs`) ?? []), modulePath]);
    else add({ kind: 'removed module', name: modulePath, where: 'import path' });
  }
  for (const [name, paths] of mjsFamilies)
    add({ kind: 'removed module', name, where: `${paths.length} import paths such as ${paths[0]}` });

  for (const [modulePath, names] of Object.entries(before.moduleExports)) {
    const afterNames = after.moduleExports[modulePath];
    // A removed module is named as a whole; its exports need not be listed one by one.
    if (!afterNames) continue;
    const kept = new Set(afterNames);
    for (const name of names)
      if (!kept.has(name))
        add({ kind: 'removed export', name, where: `export of ${modulePath}`, modules: [modulePath] });
  }

  // A removed class or interface is a removed export, named as a whole.
  for (const [owner, name] of namesGone(before.members, after.members))
    add({ kind: 'removed member', name: `${owner}.${name}`, where: `member of ${owner}` });

  for (const [name, overloads] of Object.entries(before.signatures)) {
    const afterOverloads = after.signatures[name];
    if (!afterOverloads) continue;
    // A call that worked before still works when some overload starts with the same parameters;
    // a parameter added at the end is not a break, one removed or renamed is.
    const lost = overloads.filter(
      (parameters) =>
        !afterOverloads.some((candidate) => parameters.every((parameter, index) => candidate[index] === parameter)),
    );
    if (lost.length === 0) continue;
    const kept = new Set(afterOverloads.flat());
    const parameters = [...new Set(lost.flat().filter((parameter) => !kept.has(parameter)))];
    const where = `(${lost.map((list) => list.join(', ')).join(') or (')}) → (${afterOverloads.map((list) => list.join(', ')).join(') or (')})`;
    add({ kind: 'changed parameters', name, where, parameters });
  }

  for (const [enumName, member] of namesGone(before.enums, after.enums))
    add({ kind: 'removed enum member', name: `${enumName}.${member}`, where: `member of ${enumName}` });
  for (const [enumName, member] of namesGone(after.enums, before.enums))
    add({ kind: 'added enum member', name: `${enumName}.${member}`, where: `member of ${enumName}` });

  const deprecatedBefore = new Set(before.deprecated);
  for (const name of after.deprecated)
    if (!deprecatedBefore.has(name))
      add({ kind: 'newly deprecated', name, where: '@deprecated in the type declarations' });

  return [...found.values()].sort((a, b) => byName(a.kind, b.kind) || byName(a.name, b.name));
}

/** The contents of every inline code span of a Markdown text (`` `x` `` gives `x`). */
export function codeSpans(markdown: string): string[] {
  // Fenced blocks are code the reader runs, not names the prose gives.
  const prose = markdown.replace(/^```[^\n]*\n[\s\S]*?^```[ \t]*$/gm, '');
  return [...prose.matchAll(/`([^`\n]+)`/g)].map((match) => match[1]!.trim());
}

/**
 * Whether a code span names a difference: the span is the name itself, or the name called or
 * indexed (`getOperationRootType(schema, operation)`, `Kind.FIELD` is not `Kind`).
 */
export function spanNames(span: string, name: string): boolean {
  return span === name || span.startsWith(`${name}(`);
}

/**
 * The level-2 sections of a Markdown text, each with its subsections: `{ heading, text }`, the
 * heading without its `## `. Text before the first such heading is not a section.
 */
export function sectionsOf(markdown: string): { heading: string; text: string }[] {
  const prose = markdown.replace(/^```[^\n]*\n[\s\S]*?^```[ \t]*$/gm, (fence) => fence.replace(/^#/gm, ' '));
  const parts = prose.split(/^## /m).slice(1);
  return parts.map((part) => {
    const newline = part.indexOf('\n');
    return {
      heading: (newline === -1 ? part : part.slice(0, newline)).trim(),
      text: newline === -1 ? '' : part.slice(newline + 1),
    };
  });
}

/** Where the guide must name each kind of difference: a pattern its section headings must match. */
export type GuidePlaces = Partial<Record<DifferenceKind, RegExp>>;

/**
 * The differences the guide's prose does not name in a code span, in the right place:
 * - with `places`, only in the sections whose heading matches the pattern for that kind (so a
 *   deprecation named in passing elsewhere does not count);
 * - an export removed only from deep modules (`buildResolveInfo` from
 *   `graphql/execution/execute`, still exported by `graphql`) counts only on a line (a paragraph
 *   or table row) that also names one of those modules in a code span;
 * - a function whose parameters changed counts only when a code span naming one of the parameters
 *   it lost follows on the same line within 100 characters (`validate` no longer takes a `TypeInfo`), or is the
 *   same span (`new GraphQLError(message, nodes)`).
 */
export function missingFromGuide(
  differences: Difference[],
  guideMarkdown: string,
  places: GuidePlaces = {},
): Difference[] {
  const textFor = (kind: DifferenceKind) => {
    const place = places[kind];
    if (!place) return guideMarkdown;
    return sectionsOf(guideMarkdown)
      .filter((section) => place.test(section.heading))
      .map((section) => section.text)
      .join('\n');
  };
  return differences.filter((difference) => {
    const text = textFor(difference.kind);
    if (difference.kind === 'changed parameters' && difference.parameters?.length) {
      // Named beside an old parameter: `validate` no longer takes a `typeInfo`, or
      // `new GraphQLError(message, nodes)`: a span naming a lost parameter at most 100 characters
      // on, in the same line (a paragraph or table row).
      const lost = difference.parameters.map((parameter) => new RegExp(`\\b${parameter}\\b`, 'i'));
      const prose = text.replace(/^```[^\n]*\n[\s\S]*?^```[ \t]*$/gm, '');
      const spans = [...prose.matchAll(/`([^`\n]+)`/g)].map((match) => ({
        span: match[1]!.trim(),
        start: match.index!,
        end: match.index! + match[0].length,
      }));
      return !spans.some(
        (named) =>
          (spanNames(named.span, difference.name) || named.span.includes(`${difference.name}(`)) &&
          spans.some(
            (other) =>
              other.start >= named.start &&
              other.start - named.end <= 100 &&
              !prose.slice(named.end, other.start).includes('\n') &&
              lost.some((pattern) => pattern.test(other.span)),
          ),
      );
    }
    const deepOnly =
      difference.kind === 'removed export' &&
      difference.modules &&
      !difference.modules.some((module) => !module.includes('/'));
    if (!deepOnly) return !codeSpans(text).some((span) => spanNames(span, difference.name));
    const lines = text.replace(/^```[^\n]*\n[\s\S]*?^```[ \t]*$/gm, '').split('\n');
    return !lines.some((line) => {
      const spans = codeSpans(line);
      return (
        spans.some((span) => spanNames(span, difference.name)) &&
        spans.some((span) => difference.modules!.includes(span))
      );
    });
  });
}

/** A failure message that says what is missing and what to write. */
export function describeMissing(missing: Difference[], guideFile: string): string {
  if (missing.length === 0) return '';
  const beside = (difference: Difference) => {
    if (difference.parameters?.length)
      return ` beside one of its lost parameters, ${difference.parameters.map((parameter) => `\`${parameter}\``).join(', ')}`;
    if (difference.modules && !difference.modules.some((module) => !module.includes('/')))
      return ` beside its module, ${difference.modules.map((module) => `\`${module}\``).join(' or ')}`;
    return '';
  };
  const lines = missing.map(
    (difference) => `  - ${difference.kind}: write \`${difference.name}\`${beside(difference)} (${difference.where})`,
  );
  return [
    `${guideFile} does not name ${missing.length} difference(s) between the two installed graphql packages.`,
    "Name each in backticks in the page's prose (a table row is enough), in the section for its kind, with what to do instead:",
    ...lines,
  ].join('\n');
}

/** Keys of an object whose own enumerable values are all strings (an enum or `as const` object). */
export function enumLikeMembers(value: unknown): string[] | null {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return null;
  const entries = Object.entries(value);
  if (entries.length === 0 || !entries.every(([, member]) => typeof member === 'string')) return null;
  return entries.map(([key]) => key).sort(byName);
}

type ExportsTarget = string | null | ExportsTarget[] | { [condition: string]: ExportsTarget };

/** The file a package `exports` target points at under the given conditions, or null. */
function resolveTarget(target: ExportsTarget, conditions: string[]): string | null {
  if (target === null) return null;
  if (typeof target === 'string') return target;
  if (Array.isArray(target)) {
    for (const item of target) {
      const resolved = resolveTarget(item, conditions);
      if (resolved) return resolved;
    }
    return null;
  }
  for (const [condition, nested] of Object.entries(target)) {
    if (condition === 'default' || conditions.includes(condition)) {
      const resolved = resolveTarget(nested, conditions);
      if (resolved) return resolved;
    }
  }
  return null;
}

/**
 * The package-relative file (`./execution/index.js`) a subpath (`./execution`) resolves to through
 * an `exports` map, or null when the map does not allow it. Patterns with one `*` are supported;
 * the longest matching key wins, as in Node.
 */
export function resolveExportsSubpath(
  exportsMap: Record<string, ExportsTarget>,
  subpath: string,
  conditions = ['require', 'node'],
): string | null {
  if (subpath in exportsMap) return resolveTarget(exportsMap[subpath]!, conditions);
  let best: { key: string; match: string } | null = null;
  for (const key of Object.keys(exportsMap)) {
    const star = key.indexOf('*');
    if (star === -1) continue;
    const prefix = key.slice(0, star);
    const suffix = key.slice(star + 1);
    if (subpath.length >= key.length - 1 && subpath.startsWith(prefix) && subpath.endsWith(suffix)) {
      if (!best || key.length > best.key.length)
        best = { key, match: subpath.slice(prefix.length, subpath.length - suffix.length) };
    }
  }
  if (!best) return null;
  const target = resolveTarget(exportsMap[best.key]!, conditions);
  return target ? target.replaceAll('*', best.match) : null;
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

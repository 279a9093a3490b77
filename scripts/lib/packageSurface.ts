/**
 * What one installed copy of graphql offers its users, and what disappears or appears between two
 * copies: the paths a module can be imported from, the names each module exports (values and
 * types), the members of its enum-like constants, and what its type declarations mark
 * `@deprecated`. `scripts/upgradeGuideCoverage.test.ts` uses it to check that the upgrade guide
 * names every difference between graphql 16 and 17.
 *
 * Here, the surface's types and their pure comparison; `readPackageSurface.ts` reads a surface from
 * an installed package, `guideCoverage.ts` checks the guide's Markdown against the differences.
 */

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

/** Orders names by code unit, the same on every machine (no locale). */
export const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

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

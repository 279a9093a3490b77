/**
 * A full parse of a file, for what es-module-lexer cannot say: where a syntax error is (V8 names
 * only the error), the imports of code nested deeper than the lexer goes, and where an import
 * names a binding. Acorn loads only when a run needs it: never for code that runs.
 */
import type { Options } from 'acorn';
import { type AnyNode, isNode, nodesOf } from '../../../site/syntaxTreeNodes';

/** An import's specifier and where its text is (with its quotes). */
export interface ImportSpecifierRange {
  specifier: string;
  start: number;
  end: number;
}

export type ModuleParse =
  | { ok: true; imports: ImportSpecifierRange[]; importedNames: ImportedName[] }
  /** `tooDeep` when the parser ran out of stack (code nested deeper than it goes), not a syntax error. */
  | { ok: false; offset: number; tooDeep: boolean };

/** A name a static import asks of a module: `nope` in `import { nope } from 'graphql'`, `default` for a default import. */
export interface ImportedName {
  specifier: string;
  name: string;
  /** Where the name is written (the local name's, for a default import). */
  start: number;
}

const OPTIONS: Options = { ecmaVersion: 'latest', sourceType: 'module', allowHashBang: true };

const literalSpecifier = (source: unknown): ImportSpecifierRange | null => {
  if (!isNode(source) || source.type !== 'Literal' || typeof source.value !== 'string') return null;
  return { specifier: source.value, start: source.start, end: source.end };
};

/** Parses a module: its imports and the names they ask for, or the offset of its first syntax error. */
export async function parseModule(source: string): Promise<ModuleParse> {
  const { parse } = await import(/* webpackChunkName: "example-parser" */ 'acorn');
  let program: AnyNode;
  try {
    program = parse(source, OPTIONS) as unknown as AnyNode;
  } catch (error) {
    const offset = (error as { pos?: unknown }).pos;
    if (typeof offset === 'number')
      return { ok: false, offset, tooDeep: /Not enough stack space/.test((error as Error).message) };
    throw error;
  }
  const imports: ImportSpecifierRange[] = [];
  const importedNames: ImportedName[] = [];
  for (const node of nodesOf(program)) {
    const isImport = [
      'ImportDeclaration',
      'ExportNamedDeclaration',
      'ExportAllDeclaration',
      'ImportExpression',
    ].includes(node.type);
    const range = isImport ? literalSpecifier(node.source) : null;
    if (!range) continue;
    imports.push(range);
    if (node.type !== 'ImportDeclaration') continue;
    for (const specifier of node.specifiers as AnyNode[]) {
      if (specifier.type === 'ImportSpecifier') {
        const imported = specifier.imported as AnyNode;
        const name = imported.type === 'Identifier' ? String(imported.name) : String(imported.value);
        importedNames.push({ specifier: range.specifier, name, start: imported.start });
      } else if (specifier.type === 'ImportDefaultSpecifier')
        importedNames.push({ specifier: range.specifier, name: 'default', start: specifier.start });
    }
  }
  return { ok: true, imports: imports.sort((a, b) => a.start - b.start), importedNames };
}

/**
 * The static imports of a file read line by line, for code nested deeper than either parser goes:
 * a static import stands at the top level, so it starts a line (a dynamic one nested that deep is
 * not found, and then fails to load with the browser's message).
 */
export function staticImportsByLine(source: string): ImportSpecifierRange[] {
  const imports: ImportSpecifierRange[] = [];
  for (const match of source.matchAll(
    /^[ \t]*(?:(?:import|export)\s[^;'"`]*?\bfrom\s*|import\s*)(['"])([^'"\n]+)\1/gm,
  )) {
    const specifier = match[2]!;
    const start = match.index + match[0].length - specifier.length - 1;
    imports.push({ specifier, start, end: start + specifier.length });
  }
  return imports;
}

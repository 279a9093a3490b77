/**
 * How a page's example files become ES modules the browser can import: each file's imports are
 * pointed at module URLs, `graphql` and its subpaths (`graphql/language`) at a module that re-exports
 * the chosen version, `./name.mjs` at the page's file of that name (as edited; one the page lacks
 * fails as in Node), anything else refused with a sentence. Pure apart from `moduleUrl`, which the
 * worker makes blob URLs with, so that the reader's code runs as real ES
 * modules (top-level await, strict mode, `import`) with no eval.
 */
import { init, parse } from 'es-module-lexer/js';
import { GRAPHQL_SUBPATHS } from '../../../site/contracts';
import { exampleFilePath, exampleFileUrl } from './exampleLocations';
import { type ImportSpecifierRange, parseModule, staticImportsByLine } from './moduleParser';

/** A page's example files by name (`arguments-schema.mjs`), as the reader last left them. */
export type ExampleFiles = Readonly<Record<string, string>>;

/** An import the page cannot give an example: a Node module, another package, a path or an address. */
export class NodeOnlyImportError extends Error {
  constructor(
    readonly file: string,
    readonly specifier: string,
  ) {
    super(
      `${file} imports "${specifier}", which the page cannot load: copy the example into a file and run it with Node.`,
    );
    this.name = 'NodeOnlyImportError';
  }
}

/**
 * An import of a page file (`./name.mjs`) the page does not have: Node fails on it too, so the
 * message is Node's, with the example's folder elided as in its other reports.
 */
export class MissingPageFileError extends Error {
  constructor(
    readonly file: string,
    readonly missing: string,
  ) {
    super(
      `Error [ERR_MODULE_NOT_FOUND]: Cannot find module '${exampleFilePath(missing)}' imported from ${exampleFilePath(file)} {\n  code: 'ERR_MODULE_NOT_FOUND',\n  url: '${exampleFileUrl(missing)}'\n}`,
    );
    this.name = 'MissingPageFileError';
  }
}

/** An import that goes round in a circle: the page's examples never do, an edit might. */
export class CircularImportError extends Error {
  constructor(readonly chain: readonly string[]) {
    super(`${chain.join(' imports ')}: files that import each other in a circle do not run here.`);
    this.name = 'CircularImportError';
  }
}

/** A file that does not parse; the worker reports it with V8's message at this place. */
export class ExampleSyntaxError extends Error {
  constructor(
    readonly file: string,
    readonly offset: number,
  ) {
    super(`${file} does not parse at offset ${offset}.`);
    this.name = 'ExampleSyntaxError';
  }
}

/**
 * Whether an import names the loaded graphql: `graphql`, or one of its subpath modules
 * (`graphql/language`), whose names the root exports too; a deeper path (`graphql/jsutils/Path`) is not.
 */
export const isGraphqlSpecifier = (specifier: string) =>
  specifier === 'graphql' || (specifier.startsWith('graphql/') && GRAPHQL_SUBPATHS.includes(specifier.slice(8)));

/** The page's own file an import names (`./schema.mjs` → `schema.mjs`), or null for a package or path. */
export function pageFileOf(specifier: string): string | null {
  const match = /^\.\/([\w.-]+)$/.exec(specifier);
  return match ? match[1]! : null;
}

/**
 * The source of a module that re-exports the named exports of an object reached from `globalThis`
 * by `path` (the graphql module the worker loaded, or one of its namespace exports), and the object
 * itself as its default export when `withDefault` (Node loads graphql 16 as CommonJS, whose default
 * export is `module.exports`).
 */
export function reexportSource(exportNames: readonly string[], path: readonly string[], withDefault = false): string {
  const names = exportNames.filter((name) => /^[A-Za-z_$][\w$]*$/.test(name) && name !== 'default').sort();
  const object = `globalThis${path.map((key) => `[${JSON.stringify(key)}]`).join('')}`;
  // No binding of its own: any name it declared could be one of the exports (graphql's `graphql` is).
  return `export const { ${names.join(', ')} } = ${object};\n${withDefault ? `export default ${object};\n` : ''}`;
}

/**
 * A file's imports: es-module-lexer's quick reading, or a full parse where the lexer gives up (code
 * nested deeper than it goes, or a syntax error, which the parse then places). Throws ExampleSyntaxError.
 */
export async function importsOf(file: string, source: string): Promise<ImportSpecifierRange[]> {
  await init;
  try {
    return parse(source)[0].flatMap((found) =>
      typeof found.specifier === 'string' ? [{ specifier: found.specifier, start: found.start, end: found.end }] : [],
    );
  } catch {
    const parsed = await parseModule(source);
    if (parsed.ok) return parsed.imports;
    // V8 parses deeper than a parser written in JavaScript can: it decides whether the code is valid.
    if (parsed.tooDeep) return staticImportsByLine(source);
    throw new ExampleSyntaxError(file, parsed.offset);
  }
}

/** The text of a file with each import's specifier replaced by what `target` gives for it. */
export function withSpecifiers(
  source: string,
  imports: readonly ImportSpecifierRange[],
  target: (specifier: string) => string,
): string {
  let rewritten = '';
  let from = 0;
  for (const found of imports) {
    // A dynamic import's range includes its quotes; a static import's does not.
    const quoted = /['"`]/.test(source[found.start] ?? '');
    const url = target(found.specifier);
    rewritten += source.slice(from, found.start) + (quoted ? JSON.stringify(url) : url);
    from = found.end;
  }
  return rewritten + source.slice(from);
}

/** The module URLs of linked files: the entry's, and each file's by name. */
export interface LinkedExample {
  entryUrl: string;
  fileUrls: ReadonlyMap<string, string>;
}

/**
 * Links `entry` and the page files it imports, deepest first, making a module URL for each; the
 * entry's URL is what to import. Throws NodeOnlyImportError, CircularImportError or ExampleSyntaxError.
 */
export async function linkExample(
  files: ExampleFiles,
  entry: string,
  graphqlUrl: string,
  moduleUrl: (source: string) => string,
): Promise<LinkedExample> {
  const urls = new Map<string, string>();
  const link = async (file: string, chain: readonly string[]): Promise<string> => {
    const known = urls.get(file);
    if (known) return known;
    if (chain.includes(file)) throw new CircularImportError([...chain.slice(chain.indexOf(file)), file]);
    const source = files[file]!;
    const targets = new Map<string, string>();
    const imports = await importsOf(file, source);
    for (const { specifier } of imports) {
      if (targets.has(specifier)) continue;
      if (isGraphqlSpecifier(specifier)) targets.set(specifier, graphqlUrl);
      else {
        const pageFile = pageFileOf(specifier);
        if (pageFile === null) throw new NodeOnlyImportError(file, specifier);
        if (!(pageFile in files)) throw new MissingPageFileError(file, pageFile);
        targets.set(specifier, await link(pageFile, [...chain, file]));
      }
    }
    const url = moduleUrl(withSpecifiers(source, imports, (specifier) => targets.get(specifier)!));
    urls.set(file, url);
    return url;
  };
  const entryUrl = await link(entry, []);
  return { entryUrl, fileUrls: urls };
}

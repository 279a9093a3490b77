/**
 * How a page's example files become ES modules the browser can import: each file's imports are
 * pointed at module URLs, `graphql` at a module that re-exports the chosen version, `./name.mjs` at
 * the page's file of that name (as edited), anything else refused with a sentence. Pure apart from
 * `moduleUrl`, which the worker makes blob URLs with, so that the reader's code runs as real ES
 * modules (top-level await, strict mode, `import`) with no eval.
 */
import { init, parse } from 'es-module-lexer/js';

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

/** An import that goes round in a circle: the page's examples never do, an edit might. */
export class CircularImportError extends Error {
  constructor(readonly chain: readonly string[]) {
    super(`${chain.join(' imports ')}: files that import each other in a circle do not run here.`);
    this.name = 'CircularImportError';
  }
}

/** The page's own file an import names (`./schema.mjs` → `schema.mjs`), or null for a package or path. */
export function pageFileOf(specifier: string): string | null {
  const match = /^\.\/([\w.-]+)$/.exec(specifier);
  return match ? match[1]! : null;
}

/**
 * The source of a module that re-exports the named exports of an object reached from `globalThis`
 * by `path` (the graphql module the worker loaded, or one of its namespace exports).
 */
export function reexportSource(exportNames: readonly string[], path: readonly string[]): string {
  const names = exportNames.filter((name) => /^[A-Za-z_$][\w$]*$/.test(name) && name !== 'default').sort();
  const object = `globalThis${path.map((key) => `[${JSON.stringify(key)}]`).join('')}`;
  // No binding of its own: any name it declared could be one of the exports (graphql's `graphql` is).
  return `export const { ${names.join(', ')} } = ${object};\n`;
}

/** The text of a file with each import's specifier replaced by what `target` gives for it. */
export async function withSpecifiers(source: string, target: (specifier: string) => string): Promise<string> {
  await init;
  const [imports] = parse(source);
  let rewritten = '';
  let from = 0;
  for (const found of imports) {
    if (typeof found.specifier !== 'string') continue;
    // A dynamic import's range includes its quotes; a static import's does not.
    const quoted = /['"`]/.test(source[found.start] ?? '');
    const url = target(found.specifier);
    rewritten += source.slice(from, found.start) + (quoted ? JSON.stringify(url) : url);
    from = found.end;
  }
  return rewritten + source.slice(from);
}

/**
 * Links `entry` and the page files it imports, deepest first, making a module URL for each; the
 * entry's URL is what to import. Throws NodeOnlyImportError or CircularImportError.
 */
export async function linkExample(
  files: ExampleFiles,
  entry: string,
  graphqlUrl: string,
  moduleUrl: (source: string) => string,
): Promise<string> {
  const urls = new Map<string, string>();
  const link = async (file: string, chain: readonly string[]): Promise<string> => {
    const known = urls.get(file);
    if (known) return known;
    if (chain.includes(file)) throw new CircularImportError([...chain.slice(chain.indexOf(file)), file]);
    const source = files[file]!;
    const targets = new Map<string, string>();
    await init;
    for (const found of parse(source)[0]) {
      const specifier = found.specifier;
      if (typeof specifier !== 'string' || targets.has(specifier)) continue;
      if (specifier === 'graphql') targets.set(specifier, graphqlUrl);
      else {
        const pageFile = pageFileOf(specifier);
        if (pageFile === null || !(pageFile in files)) throw new NodeOnlyImportError(file, specifier);
        targets.set(specifier, await link(pageFile, [...chain, file]));
      }
    }
    const url = moduleUrl(await withSpecifiers(source, (specifier) => targets.get(specifier)!));
    urls.set(file, url);
    return url;
  };
  return link(entry, []);
}

import { createRequire } from 'node:module';
import path from 'node:path';
import { parse } from 'acorn';
import { GRAPHQL_SUBPATHS } from '../../site/contracts';
import { type AnyNode, nodesOf } from '../../site/syntaxTreeNodes';

/*
 * Which verified examples an API page lets the reader run (theme/components/RunnableExample runs
 * them in a worker, on the page's version): JavaScript the browser parses as it is, importing only
 * from graphql and its subpath modules, which the runner gives the root module, so every name
 * imported must be one the root of that version exports at run time.
 */

const RUNNABLE_LANGS = new Set(['ts', 'typescript', 'js', 'javascript', 'mjs']);
/** Node's own names, which the page's worker has not: an example using one runs with Node only. */
const NODE_ONLY_NAMES = new Set(['process', 'Buffer', 'require', 'module', 'exports', '__dirname', '__filename']);

/**
 * The names the installed package's root module exports at run time (`packageDir`: its folder); none
 * for a package that ships only types (nothing of it can run in the page).
 */
export function rootExportNames(packageDir: string): ReadonlySet<string> {
  const require = createRequire(path.join(packageDir, 'package.json'));
  try {
    require.resolve(packageDir);
  } catch {
    return new Set();
  }
  return new Set(Object.keys(require(packageDir) as object));
}

/**
 * Whether an example's code runs in the page as it is shown: it parses as a JavaScript module (no
 * TypeScript syntax), imports only `graphql` and `graphql/<subpath>` (GRAPHQL_SUBPATHS), by name
 * (a subpath's default or namespace import would be the root's), every name one of `rootExports`,
 * and uses none of Node's own globals.
 */
export function runsInBrowser(code: string, lang: string | null, rootExports: ReadonlySet<string>): boolean {
  if (!lang || !RUNNABLE_LANGS.has(lang)) return false;
  let program: AnyNode;
  try {
    program = parse(code, { ecmaVersion: 'latest', sourceType: 'module' }) as unknown as AnyNode;
  } catch {
    return false;
  }
  for (const node of nodesOf(program)) {
    if (node.type === 'ImportExpression' || node.type === 'ExportAllDeclaration') return false;
    if (node.type === 'Identifier' && NODE_ONLY_NAMES.has(String(node.name))) return false;
    if (node.type !== 'ImportDeclaration') continue;
    const specifier = String((node.source as AnyNode).value);
    const subpath = specifier.startsWith('graphql/') ? specifier.slice(8) : null;
    if (specifier !== 'graphql' && !(subpath && GRAPHQL_SUBPATHS.includes(subpath))) return false;
    for (const imported of node.specifiers as AnyNode[]) {
      if (imported.type !== 'ImportSpecifier') {
        if (subpath || (imported.type === 'ImportDefaultSpecifier' && !rootExports.has('default'))) return false;
        continue;
      }
      const name = imported.imported as AnyNode;
      if (!rootExports.has(name.type === 'Identifier' ? String(name.name) : String(name.value))) return false;
    }
  }
  return true;
}

/**
 * The rules the site's own source must keep, as pure checks over files already parsed (sourceImports.ts):
 * scripts/sourceTree.test.ts parses the tree once and applies them all.
 */
import { builtinModules } from 'node:module';

/** A code file of the repository and what its parse gave. */
export interface SourceFile {
  /** Relative to the repository, `/` separators. */
  file: string;
  code: string;
  imports: string[];
  literals: string[];
}

/** Modules Rspress's build provides, not packages (theme/rspressCompat reaches them). */
const VIRTUAL_MODULES = new Set(['virtual-site-data']);

/** `@scope/name/sub` → `@scope/name`, `name/sub` → `name`. */
const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/** The packages among a file's imports that `declared` (package.json's dependencies) does not name. */
export function undeclaredPackages(imports: readonly string[], declared: ReadonlySet<string>): string[] {
  return (
    imports
      .filter(
        (specifier) =>
          !specifier.startsWith('.') &&
          !specifier.startsWith('node:') &&
          !builtinModules.includes(specifier) &&
          !VIRTUAL_MODULES.has(specifier),
      )
      .map(packageOf)
      // Type-only packages (`mdast`, `hast`) come as `@types/…`.
      .filter((name) => !declared.has(name) && !declared.has(`@types/${name}`))
  );
}

/** Layers, lowest first, and the folders each may import from besides its own. */
export const MAY_IMPORT: Record<string, string[]> = {
  site: [],
  // plugins/ and theme/ sit side by side: neither imports the other (the site config hands plugins the theme
  // files they bundle, each named by `new URL(…, import.meta.url)`, an edge of the graph).
  theme: ['site'],
  plugins: ['site'],
  'rspress.config.ts': ['site', 'theme', 'plugins'],
  scripts: ['e2e', 'rspress.config.ts', 'site', 'theme', 'plugins'],
  e2e: ['scripts', 'rspress.config.ts', 'site', 'theme', 'plugins'],
};

/** Plugin folders every plugin may use, which therefore import no other plugin. */
export const FOUNDATION_PLUGINS = new Set(['plugins/shared', 'plugins/rspressCompat']);

/** `plugins/search/buildIndex.ts` → `plugins`, `site/siteMap.ts` → `site`, `docs/x.ts` → `docs`. */
export const layerOf = (file: string) => file.split('/')[0]!;

/** The unit whose imports must not go round in a circle: each plugin on its own, else the layer. */
export const folderOf = (file: string) =>
  file.startsWith('plugins/') ? file.split('/').slice(0, 2).join('/') : layerOf(file);

export type Edge = { from: string; to: string };

/** The circles of a directed graph: each group of nodes that reach one another, or a self-import. */
export function findCycles(edges: Edge[]): string[][] {
  const next = new Map<string, string[]>();
  for (const { from, to } of edges) next.set(from, [...(next.get(from) ?? []), to]);
  const reachableFrom = (start: string) => {
    const seen = new Set<string>();
    const pending = [...(next.get(start) ?? [])];
    for (let node = pending.pop(); node !== undefined; node = pending.pop()) {
      if (seen.has(node)) continue;
      seen.add(node);
      pending.push(...(next.get(node) ?? []));
    }
    return seen;
  };
  // A few hundred files: a search from every node is quick, and plainer than Tarjan's algorithm.
  const reach = new Map([...next.keys()].map((node) => [node, reachableFrom(node)]));
  const onCircle = [...reach.keys()].filter((node) => reach.get(node)!.has(node)).sort();
  const circles = new Map<string, string[]>();
  for (const node of onCircle) {
    const members = onCircle.filter((other) => reach.get(node)!.has(other) && reach.get(other)!.has(node));
    circles.set(members.join(' '), members);
  }
  return [...circles.values()];
}

/** Why a piece of string or template text is an API route template, or null when it is not. */
export function routeTemplateIn(text: string): string | null {
  if (/^\/api(\/|#|$)/.test(text)) return 'starts with /api';
  const kind = /\/(class|function|enum|interface)\//.exec(text);
  if (kind) return `contains /${kind[1]}/`;
  // An item page's shape with its parts as placeholders: `${packageRoute}/${kind}/${name}`.
  if (text === '{}/{}/{}') return 'joins a route from three parts';
  if (/\/changes$/.test(text)) return 'ends with /changes';
  return null;
}

/** Source without its comments, which may name a class to explain it. */
export const withoutComments = (source: string) => source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

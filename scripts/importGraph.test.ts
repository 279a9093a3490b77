import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  importSpecifiers,
  listSourceFiles,
  readSource,
  resolveRelativeImport,
  SOURCE_ROOTS,
} from './lib/sourceImports';

// The import graph of the site's own code (relative imports between non-test files, type-only ones included) has
// no circle, and no import runs from a lower layer up to a higher one. Tests are left out: they are leaves that
// may reach across layers to compare (a theme test reading the playground seeds under docs/).
const repoRoot = path.resolve(import.meta.dirname, '..');

/** Layers, lowest first, and the folders each may import from besides its own. */
const MAY_IMPORT: Record<string, string[]> = {
  site: [],
  // plugins/ and theme/ sit side by side: neither imports the other (plugins name theme files only as paths).
  theme: ['site'],
  plugins: ['site'],
  'rspress.config.ts': ['site', 'theme', 'plugins'],
  scripts: ['e2e', 'rspress.config.ts', 'site', 'theme', 'plugins'],
  e2e: ['scripts', 'rspress.config.ts', 'site', 'theme', 'plugins'],
};

/** Plugin folders every plugin may use, which therefore import no other plugin. */
const FOUNDATION_PLUGINS = new Set(['plugins/shared', 'plugins/rspressCompat']);

/** `plugins/search/buildIndex.ts` → `plugins`, `site/siteMap.ts` → `site`, `docs/x.ts` → `docs`. */
const layerOf = (file: string) => file.split('/')[0]!;

/** The unit whose imports must not go round in a circle: each plugin on its own, else the layer. */
const folderOf = (file: string) =>
  file.startsWith('plugins/') ? file.split('/').slice(0, 2).join('/') : layerOf(file);

type Edge = { from: string; to: string };

function readImportEdges(): { edges: Edge[]; unresolved: string[] } {
  const edges: Edge[] = [];
  const unresolved: string[] = [];
  for (const from of listSourceFiles(repoRoot, { roots: SOURCE_ROOTS, withoutTests: true })) {
    for (const specifier of importSpecifiers(readSource(repoRoot, from), from)) {
      if (!specifier.startsWith('.')) continue;
      const to = resolveRelativeImport(repoRoot, from, specifier);
      if (to) edges.push({ from, to });
      else unresolved.push(`${from} imports ${specifier}`);
    }
  }
  return { edges, unresolved };
}

/** The circles of a directed graph: each group of nodes that reach one another, or a self-import. */
function findCycles(edges: Edge[]): string[][] {
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

describe('import graph', () => {
  const { edges, unresolved } = readImportEdges();

  it('resolves every relative import to a file', () => {
    expect(unresolved).toEqual([]);
  });

  it('has no circle between files', () => {
    expect(findCycles(edges)).toEqual([]);
  });

  it('has no circle between plugins or between layers', () => {
    const folderEdges = edges
      .map(({ from, to }) => ({ from: folderOf(from), to: folderOf(to) }))
      .filter(({ from, to }) => from !== to);
    expect(findCycles(folderEdges)).toEqual([]);
  });

  it('imports only from its own layer or a lower one', () => {
    const upward = edges
      .filter(({ from, to }) => layerOf(from) !== layerOf(to) && !MAY_IMPORT[layerOf(from)]?.includes(layerOf(to)))
      .map(({ from, to }) => `${from} -> ${to}`);
    expect(upward).toEqual([]);
  });

  it('keeps plugins/shared and plugins/rspressCompat free of other plugins', () => {
    const fromFoundation = edges
      .filter(({ from, to }) => FOUNDATION_PLUGINS.has(folderOf(from)) && to.startsWith('plugins/'))
      .filter(({ from, to }) => folderOf(from) !== folderOf(to))
      .map(({ from, to }) => `${from} -> ${to}`);
    expect(fromFoundation).toEqual([]);
  });

  it('finds a circle of three files and a self-import', () => {
    const circle = [
      { from: 'a.ts', to: 'b.ts' },
      { from: 'b.ts', to: 'c.ts' },
      { from: 'c.ts', to: 'a.ts' },
      { from: 'c.ts', to: 'd.ts' },
      { from: 'e.ts', to: 'e.ts' },
    ];
    expect(findCycles(circle)).toEqual([['a.ts', 'b.ts', 'c.ts'], ['e.ts']]);
  });
});

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { listSourceFiles, parseSource, readSource, resolveRelativeImport, SOURCE_ROOTS } from './lib/sourceImports';
import {
  type Edge,
  FOUNDATION_PLUGINS,
  findCycles,
  folderOf,
  layerOf,
  MAY_IMPORT,
  routeTemplateIn,
  type SourceFile,
  undeclaredPackages,
  withoutComments,
} from './lib/sourceRules';

// The rules over the site's own source, with each file read and parsed once for all of them: the
// packages it imports are declared, the import graph keeps its layers and has no circle, plugins
// keep out of Rspress's internals, and only the site map writes API routes.
const repoRoot = path.resolve(import.meta.dirname, '..');
const TEST_FILE = /\.(?:test|spec)\.[jt]sx?$/;

// Tests and the playground examples under docs/ count too: `npm test` and the pages run them.
const tree: SourceFile[] = listSourceFiles(repoRoot, { roots: [...SOURCE_ROOTS, 'docs'] }).map((file) => {
  const code = readSource(repoRoot, file);
  return { file, code, ...parseSource(code, file) };
});
const inFolders = (folders: string[], { withTests }: { withTests: boolean }) =>
  tree.filter(
    ({ file }) => folders.some((folder) => file.startsWith(`${folder}/`)) && (withTests || !TEST_FILE.test(file)),
  );

describe('the source tree', () => {
  it('is read whole: every layer, the tests and the docs examples', () => {
    const layers = new Set(tree.map(({ file }) => layerOf(file)));
    expect([...layers].sort()).toEqual([...SOURCE_ROOTS, 'docs'].sort());
    expect(tree.filter(({ file }) => TEST_FILE.test(file)).length).toBeGreaterThan(50);
  });
});

describe('declared dependencies', () => {
  // Every package the site's own code imports is declared in package.json: one installed only as
  // another package's dependency can disappear with that package's next release.
  const packageJson = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as Record<
    string,
    Record<string, string> | undefined
  >;
  const declared = new Set([
    ...Object.keys(packageJson.dependencies ?? {}),
    ...Object.keys(packageJson.devDependencies ?? {}),
  ]);

  it('declares every package the code imports', () => {
    const undeclared = new Map<string, string>();
    for (const { file, imports } of tree) {
      for (const name of undeclaredPackages(imports, declared)) if (!undeclared.has(name)) undeclared.set(name, file);
    }
    expect(Object.fromEntries(undeclared)).toEqual({});
  });

  it('reads packages from every form of import', () => {
    const code = [
      "import a from 'not-declared-a';",
      "import type { B } from '@not-declared/b/sub';",
      "export * from 'not-declared-c';",
      "const d = await import('not-declared-d');",
      "const e = require('not-declared-e');",
      "import { f } from './local';",
      "import g from 'node:fs';",
      "import h from 'graphql';",
      "const pattern = /import .+ from 'not-a-package'/; // import x from 'nor-this'",
    ].join('\n');
    expect(undeclaredPackages(parseSource(code, 'example.ts').imports, declared)).toEqual([
      'not-declared-a',
      '@not-declared/b',
      'not-declared-c',
      'not-declared-d',
      'not-declared-e',
    ]);
  });
});

// The import graph of the site's own code (relative imports between non-test files, type-only ones included) has
// no circle, and no import runs from a lower layer up to a higher one. Tests are left out: they are leaves that
// may reach across layers to compare (a theme test reading the playground seeds under docs/).
describe('import graph', () => {
  const edges: Edge[] = [];
  const unresolved: string[] = [];
  for (const { file: from, imports } of tree.filter(
    ({ file }) => SOURCE_ROOTS.includes(layerOf(file)) && !TEST_FILE.test(file),
  )) {
    for (const specifier of imports) {
      if (!specifier.startsWith('.')) continue;
      const to = resolveRelativeImport(repoRoot, from, specifier);
      if (to) edges.push({ from, to });
      else unresolved.push(`${from} imports ${specifier}`);
    }
  }

  it('resolves every relative import to a file', () => {
    expect(edges.length).toBeGreaterThan(100);
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

  it('sees the theme modules the site config hands to plugins by path', () => {
    // Plugins put these into the bundle by path; the config names them with `new URL`, which counts as an import.
    const fromConfig = edges.filter(({ from }) => from === 'rspress.config.ts').map(({ to }) => to);
    expect(fromConfig).toEqual(
      expect.arrayContaining([
        'theme/components/StaticHtmlPage/index.tsx',
        'theme/routeLoading/staticHtmlRoutes.ts',
        'theme/rspressCompat/sidebars.ts',
        'theme/search/SearchPage.tsx',
        'theme/components/RunnableExample/index.tsx',
      ]),
    );
  });

  it('reads a code file named by new URL(…, import.meta.url) as an import, and nothing else as one', () => {
    const code = [
      "const a = new URL('./theme/a.tsx', import.meta.url);",
      "const b = new URL('./public/favicon.svg', import.meta.url);",
      "const c = new URL('./theme/c.ts', 'https://example.com/');",
      "const d = new URL('https://example.com/d.ts');",
    ].join('\n');
    expect(parseSource(code, 'example.ts').imports).toEqual(['./theme/a.tsx']);
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

// plugins/rspressCompat is the build's one door to Rspress internals: no other plugin code reaches into
// @rspress/core's dist or writes one of its class names (tests may, to check what the door makes).
describe('plugins outside rspressCompat', () => {
  const pluginSources = inFolders(['plugins'], { withTests: false }).filter(
    ({ file }) => !file.startsWith('plugins/rspressCompat/'),
  );

  it('import nothing from inside @rspress/core (its dist)', () => {
    expect(pluginSources.length).toBeGreaterThan(10);
    const offenders = pluginSources.filter(({ imports }) =>
      imports.some((specifier) => specifier.startsWith('@rspress/core/dist/')),
    );
    expect(offenders.map(({ file }) => file)).toEqual([]);
  });

  it('name no theme module in a string: the site config hands them over, where the import graph sees them', () => {
    const offenders = inFolders(['plugins'], { withTests: false }).flatMap(({ file, literals }) =>
      literals.filter((text) => /(^|\/)theme\/\S+\.[jt]sx?$/.test(text)).map((text) => `${file}: ${text}`),
    );
    expect(offenders).toEqual([]);
  });

  it('write no Rspress class name (rp-…) in their code', () => {
    const offenders = pluginSources.filter(({ code }) => /['"` ]rp-[a-z]/.test(withoutComments(code)));
    expect(offenders.map(({ file }) => file)).toEqual([]);
  });
});

// The site map (site/siteMap.ts) is the one place that writes the API's route shapes: every other
// module of plugins/, theme/ and site/ builds an API route by calling it, so a new shape cannot drift.
describe('API route templates', () => {
  const SITE_MAP = 'site/siteMap.ts';

  it('tells a route template from other text', () => {
    expect(routeTemplateIn('/api')).not.toBeNull();
    expect(routeTemplateIn('/api/{}')).not.toBeNull();
    expect(routeTemplateIn('/api#verified-examples')).not.toBeNull();
    expect(routeTemplateIn('{}/class/{}')).not.toBeNull();
    expect(routeTemplateIn('{}/{}/{}')).not.toBeNull();
    expect(routeTemplateIn('{}/changes')).not.toBeNull();
    expect(routeTemplateIn('/apis')).toBeNull();
    expect(routeTemplateIn('class')).toBeNull();
    expect(routeTemplateIn('{}/{}')).toBeNull();
  });

  it('reads string and template literals, not comments', () => {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the string is source code holding a template literal.
    const source = "// '/api/x'\nconst a = '/api';\nconst b = `${base}/interface/${name}`;\n";
    expect(parseSource(source, 'file.ts').literals).toEqual(['/api', '{}/interface/{}']);
  });

  it('are written only by site/siteMap.ts', () => {
    // Code that ships: not a test, a test helper's type declarations or a fixture (listSourceFiles leaves those out).
    const shipped = inFolders(['plugins', 'theme', 'site'], { withTests: false }).filter(
      ({ file }) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts') && file !== SITE_MAP,
    );
    expect(shipped.length).toBeGreaterThan(100);
    const found = shipped.flatMap(({ file, literals }) =>
      literals.flatMap((text) => {
        const why = routeTemplateIn(text);
        return why ? [`${file}: ${JSON.stringify(text)} (${why})`] : [];
      }),
    );
    expect(found).toEqual([]);
  });
});

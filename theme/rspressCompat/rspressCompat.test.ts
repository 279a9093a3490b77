import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { RouteService } from '@rspress/core/dist/node/route/RouteService.js';
import { describe, expect, it } from 'vitest';
import { RSPRESS_CSS_CLASSES } from './themeClassNames';
import { PAGE_TYPES_WITHOUT_DOC_LAYOUT } from './pageTypes';
import { ROUTE_TABLE_LAZY_EXPORT, ROUTE_TABLE_LAZY_MODULE, ROUTE_TABLE_LAZY_REPLACEMENT } from './routeTable';
import { RUNTIME_HIGHLIGHTER_EXPORTS, RUNTIME_HIGHLIGHTER_MODULE } from './runtimeHighlighter';
import { rspressModuleAliases } from './aliases';
import * as runtimeHighlighterStandIn from './runtimeHighlighterStandIn';
import { COLOR_MODE_STORAGE_KEY } from '../../site/constants';

// What the theme assumes of Rspress internals, checked against the installed @rspress/core: an
// upgrade that renames or drops one fails here, not in a reader's browser.
const require = createRequire(import.meta.url);
const rspressDist = path.join(path.dirname(require.resolve('@rspress/core/package.json')), 'dist');
const themeRoot = path.resolve(import.meta.dirname, '..');
const projectRoot = path.resolve(themeRoot, '..');

const read = (file: string) => readFileSync(file, 'utf8');
const filesUnder = (dir: string, pattern: RegExp) =>
  (readdirSync(dir, { recursive: true, encoding: 'utf8' }) as string[])
    .filter((file) => pattern.test(file))
    .map((file) => path.join(dir, file));

/** Every name a module's `export { … }` lists (`a as b` counts as `b`). */
function exportedNames(source: string): Set<string> {
  const names = new Set<string>();
  for (const [, list] of source.matchAll(/export\s*\{([^}]*)\}/g)) {
    for (const part of list!.split(',')) {
      const name = part
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)
        .pop()
        ?.trim();
      if (name) names.add(name);
    }
  }
  return names;
}

/** Source without its comments, which may name a class to explain it. */
const withoutComments = (source: string) => source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

/** The names a module re-exports from another (`export { a, b } from 'x'`). */
function reexportedNames(source: string, from: string): string[] {
  const match = new RegExp(`export\\s*\\{([^}]*)\\}\\s*from\\s*'${from}'`).exec(source);
  return [...exportedNames(`export {${withoutComments(match?.[1] ?? '')}}`)];
}

// The internals are the names rspressCompat/runtime.ts re-exports (read as text: importing Rspress's runtime needs its virtual modules).
const compatRuntime = readFileSync(path.join(import.meta.dirname, 'runtime.ts'), 'utf8');
const RUNTIME_INTERNALS = reexportedNames(compatRuntime, '@rspress/core/runtime');
const THEME_INTERNALS = reexportedNames(compatRuntime, '@rspress/core/theme-original');

describe('Rspress runtime internals', () => {
  it('@rspress/core/runtime still exports each function and context the theme imports through rspressCompat', () => {
    expect(RUNTIME_INTERNALS).toContain('initPageData');
    const names = exportedNames(read(path.join(rspressDist, 'runtime/index.js')));
    expect(RUNTIME_INTERNALS.filter((name) => !names.has(name))).toEqual([]);
  });

  it('@rspress/core/theme-original still exports each component and helper the theme imports through rspressCompat', () => {
    const names = new Set(
      filesUnder(path.join(rspressDist, 'theme'), /index\.js$/).flatMap((file) => [...exportedNames(read(file))]),
    );
    expect(THEME_INTERNALS.filter((name) => !names.has(name))).toEqual([]);
  });

  it('no theme file outside rspressCompat imports an internal from Rspress itself', () => {
    const internals = [...RUNTIME_INTERNALS, ...THEME_INTERNALS];
    const offenders = filesUnder(themeRoot, /\.tsx?$/)
      .filter((file) => !file.includes(`${path.sep}rspressCompat${path.sep}`))
      .filter((file) => {
        const imports = [
          ...read(file).matchAll(/import\s*\{([^}]*)\}\s*from\s*'@rspress\/core\/(?:runtime|theme-original)'/g),
        ].map((match) => match[1]!);
        return imports.some((list) => internals.some((name) => new RegExp(`\\b${name}\\b`).test(list)));
      });
    expect(offenders.map((file) => path.relative(projectRoot, file))).toEqual([]);
  });
});

describe('the route table', () => {
  it('that Rspress generates still loads pages through the package our alias replaces, by the name our stand-in exports', () => {
    const page = { routePath: '/', absolutePath: path.join(projectRoot, 'docs/index.mdx'), relativePath: 'index.mdx' };
    const table = (
      RouteService.prototype as unknown as { generateRoutesCodeByRouteMeta: (routes: unknown[]) => string }
    ).generateRoutesCodeByRouteMeta.call({}, [
      { ...page, pureRoutePath: '/', pageName: 'index', lang: '', version: '' },
    ]);
    const fromLazyModule = [...table.matchAll(/import\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g)].filter(
      ([, , from]) => from === ROUTE_TABLE_LAZY_MODULE,
    );
    expect(fromLazyModule.flatMap(([, list]) => [...exportedNames(`export {${list}}`)])).toEqual([
      ROUTE_TABLE_LAZY_EXPORT,
    ]);
  });

  it('is aliased to our stand-in, which exports the loader', async () => {
    const target = rspressModuleAliases(projectRoot)[ROUTE_TABLE_LAZY_MODULE];
    expect(target).toBe(path.join(projectRoot, ROUTE_TABLE_LAZY_REPLACEMENT));
    const standIn = (await import(/* @vite-ignore */ target!)) as Record<string, unknown>;
    expect(typeof standIn[ROUTE_TABLE_LAZY_EXPORT]).toBe('function');
  });
});

describe('the runtime highlighter', () => {
  const importsOfHighlighter = new RegExp(
    `import\\s*\\{([^}]*)\\}\\s*from\\s*["']${RUNTIME_HIGHLIGHTER_MODULE}["']`,
    'g',
  );
  // The browser's and SSG's modules: the theme and the runtime (Rspress's node/ code runs in the build, unbundled).
  const bundled = [
    ...filesUnder(path.join(rspressDist, 'theme'), /\.js$/),
    ...filesUnder(path.join(rspressDist, 'runtime'), /\.js$/),
  ];

  it('is imported by the default theme only for names our stand-in exports', () => {
    const sources = bundled.map(read);
    const namedImports = sources.flatMap((source) => [...source.matchAll(importsOfHighlighter)]);
    const imported = namedImports.flatMap(([, list]) => [...exportedNames(`export {${list}}`)]);
    expect(imported.length).toBeGreaterThan(0);
    // Each mention of the package as a module is one of those named imports (no `import *`, default import or re-export).
    const mentions = sources.flatMap((source) => [
      ...source.matchAll(new RegExp(`["']${RUNTIME_HIGHLIGHTER_MODULE}["']`, 'g')),
    ]);
    expect(mentions.length).toBe(namedImports.length);
    expect(new Set(imported)).toEqual(new Set(RUNTIME_HIGHLIGHTER_EXPORTS));
  });

  it('is aliased, by its exact name only, to the stand-in, which exports each of those names', async () => {
    const aliases = rspressModuleAliases(projectRoot);
    expect(Object.keys(aliases).filter((name) => name.startsWith(RUNTIME_HIGHLIGHTER_MODULE))).toEqual([
      `${RUNTIME_HIGHLIGHTER_MODULE}$`,
    ]);
    const standIn = (await import(/* @vite-ignore */ aliases[`${RUNTIME_HIGHLIGHTER_MODULE}$`]!)) as Record<
      string,
      unknown
    >;
    for (const name of RUNTIME_HIGHLIGHTER_EXPORTS) expect(typeof standIn[name], name).toBe('function');
  });

  it('stand-in gives CodeBlockRuntime its theme when loaded and says why it cannot highlight', async () => {
    expect(runtimeHighlighterStandIn.createCssVariablesTheme({ name: 'css-variables' })).toEqual({
      name: 'css-variables',
    });
    await expect(runtimeHighlighterStandIn.codeToHast()).rejects.toThrow(/highlighted at build time/);
  });
});

describe('page types', () => {
  const layout = read(path.join(rspressDist, 'theme/layout/Layout/index.js'));
  /** The component the Layout renders for each page type, from its switch. */
  const layoutByPageType = new Map<string, string>();
  let pending: string[] = [];
  for (const [, pageType, component] of layout.matchAll(/case '([\w-]+)':|return \/\*#__PURE__\*\/ jsx\((\w+)/g)) {
    if (pageType) pending.push(pageType);
    else if (pending.length) {
      for (const type of pending) layoutByPageType.set(type, component!);
      pending = [];
    }
  }

  it('are still page types of Rspress', () => {
    const shared = read(path.join(path.dirname(require.resolve('@rspress/shared')), 'index.d.ts'));
    const declared = /export declare type PageType = ([^;]+);/.exec(shared)?.[1] ?? '';
    for (const pageType of PAGE_TYPES_WITHOUT_DOC_LAYOUT) expect(declared).toContain(`'${pageType}'`);
  });

  it('are the ones the Layout renders without DocLayout, and doc pages get DocLayout', () => {
    for (const pageType of PAGE_TYPES_WITHOUT_DOC_LAYOUT)
      expect(layoutByPageType.get(pageType), pageType).not.toBe('DocLayout');
    expect(layoutByPageType.get('doc')).toBe('DocLayout');
    expect(
      [...layoutByPageType]
        .filter(([, component]) => component !== 'DocLayout')
        .map(([type]) => type)
        .sort(),
    ).toEqual([...PAGE_TYPES_WITHOUT_DOC_LAYOUT].sort());
  });
});

// That Rspress renders each class is checked by building a site (themeClassNames.test.ts).
describe('class names', () => {
  it('every Rspress class our stylesheets select is listed', () => {
    const used = new Set(
      filesUnder(themeRoot, /\.css$/).flatMap((file) =>
        [...read(file).matchAll(/\.(rp-[\w-]+)/g)].map((match) => match[1]!),
      ),
    );
    expect([...used].filter((name) => !(RSPRESS_CSS_CLASSES as readonly string[]).includes(name))).toEqual([]);
  });

  it('theme TypeScript names Rspress classes only through RSPRESS_CLASS', () => {
    const offenders = filesUnder(themeRoot, /\.tsx?$/)
      .filter((file) => !file.includes(`${path.sep}rspressCompat${path.sep}`) && !file.endsWith('.test.ts'))
      .filter((file) => /['"` .]rp-[a-z]/.test(withoutComments(read(file))));
    expect(offenders.map((file) => path.relative(projectRoot, file))).toEqual([]);
  });

  it('Rspress still ships each component stylesheet the theme imports by path', () => {
    const stylesheets = [
      ...read(path.join(import.meta.dirname, 'styles.ts')).matchAll(/^import '@rspress\/core\/dist\/([^']+)';/gm),
    ].map((match) => match[1]!);
    expect(stylesheets.length).toBeGreaterThan(0);
    expect(stylesheets.filter((file) => !existsSync(path.join(rspressDist, file)))).toEqual([]);
  });

  it('Rspress still stores the color mode under the key the theme writes', () => {
    expect(read(path.join(rspressDist, 'theme/logic/useThemeState.js'))).toContain(COLOR_MODE_STORAGE_KEY);
  });
});

describe('sidebars added with their pages (sidebars.ts)', () => {
  it('useSite() returns the site data module’s own object, which addSidebars changes', () => {
    const useSite = read(path.join(rspressDist, 'runtime/hooks/useSite.js'));
    expect(useSite).toMatch(/import (\w+) from ["']virtual-site-data["']/);
    const name = /import (\w+) from ["']virtual-site-data["']/.exec(useSite)![1];
    expect(useSite).toMatch(new RegExp(`site:\\s*${name}\\b`));
  });

  it('the sidebar hooks read themeConfig.sidebar from it on every render, and recompute when that object changes', () => {
    const localeSiteData = read(path.join(rspressDist, 'runtime/hooks/useLocaleSiteData.js'));
    expect(localeSiteData).toMatch(/sidebar:\s*themeConfig\.sidebar/);
    const useSidebar = read(path.join(rspressDist, 'runtime/hooks/useSidebar.js'));
    expect(useSidebar).toMatch(/const \{ sidebar \} = useLocaleSiteData\(\)/);
    expect(useSidebar).toMatch(
      /useMemo\(\(\)=>getSidebarDataGroup\(sidebar, pathname\), \[\s*sidebar,\s*pathname\s*\]\)/,
    );
  });
});

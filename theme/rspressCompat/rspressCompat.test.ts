import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { RSPRESS_CLASS, RSPRESS_CSS_CLASSES } from './classNames';
import { PAGE_TYPES_WITHOUT_DOC_LAYOUT } from './pageTypes';
import { withFrontmatterDescription } from './pageData';
import { ROUTE_TABLE_LAZY_EXPORT, ROUTE_TABLE_LAZY_MODULE, ROUTE_TABLE_LAZY_REPLACEMENT } from './routeTable';
import {
  RUNTIME_HIGHLIGHTER_EXPORTS,
  RUNTIME_HIGHLIGHTER_MODULE,
  RUNTIME_HIGHLIGHTER_REPLACEMENT,
} from './runtimeHighlighter';
import * as runtimeHighlighterStandIn from './runtimeHighlighterStandIn';
import { COLOR_MODE_STORAGE_KEY } from '../constants';

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

/** Whether a class name occurs as a whole class token in a text (not as the start of a longer name). */
const hasClassToken = (text: string, name: string) =>
  new RegExp(`(^|[^\\w-])${name.replace(/[-]/g, '\\-')}([^\\w-]|$)`).test(text);

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
  it('still loads pages through the package our alias replaces, by the name our stand-in exports', () => {
    const routeService = read(path.join(rspressDist, 'node/route/RouteService.js'));
    expect(routeService).toMatch(
      new RegExp(`import\\s*\\{\\s*${ROUTE_TABLE_LAZY_EXPORT}\\s*\\}\\s*from\\s*["']${ROUTE_TABLE_LAZY_MODULE}["']`),
    );
    expect(read(path.join(projectRoot, ROUTE_TABLE_LAZY_REPLACEMENT))).toMatch(
      new RegExp(`export function ${ROUTE_TABLE_LAZY_EXPORT}\\b`),
    );
  });

  it("is aliased in rspress.config.ts by the compat module's names", () => {
    const config = read(path.join(projectRoot, 'rspress.config.ts'));
    expect(config).toMatch(
      /\[ROUTE_TABLE_LAZY_MODULE\]:\s*path\.join\(import\.meta\.dirname, ROUTE_TABLE_LAZY_REPLACEMENT\)/,
    );
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
    for (const name of RUNTIME_HIGHLIGHTER_EXPORTS) expect(typeof runtimeHighlighterStandIn[name]).toBe('function');
    expect(read(path.join(projectRoot, RUNTIME_HIGHLIGHTER_REPLACEMENT))).toContain('export async function codeToHast');
  });

  it('is aliased in rspress.config.ts, by its exact name, to the stand-in', () => {
    const config = read(path.join(projectRoot, 'rspress.config.ts'));
    expect(config).toMatch(
      /\[`\$\{RUNTIME_HIGHLIGHTER_MODULE\}\$`\]:\s*path\.join\(import\.meta\.dirname, RUNTIME_HIGHLIGHTER_REPLACEMENT\)/,
    );
  });

  it('stand-in gives CodeBlockRuntime its theme when loaded and says why it cannot highlight', async () => {
    expect(runtimeHighlighterStandIn.createCssVariablesTheme({ name: 'css-variables' })).toEqual({
      name: 'css-variables',
    });
    await expect(runtimeHighlighterStandIn.codeToHast()).rejects.toThrow(/highlighted at build time/);
  });
});

describe('page data', () => {
  const initPageData = read(path.join(rspressDist, 'runtime/initPageData.js'));

  it('reads the list of all pages from the virtual-page-data module', () => {
    expect(initPageData).toMatch(/import\s*\{\s*pageData\s*\}\s*from\s*["']virtual-page-data["']/);
  });

  it("takes title, frontmatter and toc from the page module, spreads the page's list entry (plugin fields) onto the page, and defaults pageType to doc", () => {
    expect(initPageData).toMatch(
      /const \{ toc = \[\], title = '', frontmatter = \{\}, \.\.\.rest \} = [^;]*\? meta : mod;/,
    );
    expect(initPageData).toMatch(
      /\.\.\.rest,\s*pagePath,\s*\.\.\.extractPageInfo,\s*pageType: frontmatter\?\.pageType \|\| 'doc',\s*title,\s*frontmatter,\s*toc/,
    );
  });

  it("gives the Layout the frontmatter's description only where it has none", () => {
    expect(withFrontmatterDescription({ frontmatter: { description: 'From frontmatter' } })).toEqual({
      frontmatter: { description: 'From frontmatter' },
      description: 'From frontmatter',
    });
    const described = { description: 'Own', frontmatter: { description: 'Other' } };
    expect(withFrontmatterDescription(described)).toBe(described);
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

describe('class names', () => {
  const rspressTheme = filesUnder(path.join(rspressDist, 'theme'), /\.(js|css)$/)
    .map(read)
    .join('\n');

  it("Rspress still renders or styles every class the theme's TypeScript and CSS rely on", () => {
    const names = [...Object.values(RSPRESS_CLASS), ...RSPRESS_CSS_CLASSES];
    expect(names.filter((name) => !hasClassToken(rspressTheme, name))).toEqual([]);
  });

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

  it('Rspress still renders or styles every class the build writes into static pages (API page bodies, heading anchors)', () => {
    const buildSide = ['plugins/apiReference/rspressMarkup.ts', 'plugins/headingAnchors/index.ts'].map((file) =>
      read(path.join(projectRoot, file)),
    );
    // Every rp- class in a string literal, also the second and later ones of a space-separated list.
    const literals = buildSide.flatMap((source) =>
      [...withoutComments(source).matchAll(/'([^'\n]*)'|`([^`\n]*)`|"([^"\n]*)"/g)].map(
        (match) => match[1] ?? match[2] ?? match[3] ?? '',
      ),
    );
    const names = new Set(
      literals.flatMap((literal) => literal.split(/\s+/)).filter((token) => /^rp-[a-z][\w-]*$/.test(token)),
    );
    expect(names.size).toBeGreaterThan(10);
    expect([...names].filter((name) => !hasClassToken(rspressTheme, name))).toEqual([]);
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

import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { listSourceFiles, readSource, SOURCE_ROOTS } from './lib/sourceImports';
import { componentFunctions, lineCount, MAX_COMPONENT_LINES, MAX_FILE_LINES } from './lib/sourceSize';

// Small files with one job and components that read in one screen: no non-test source file over MAX_FILE_LINES,
// no React component function over MAX_COMPONENT_LINES. Fixtures are left out by listSourceFiles (committed
// inputs of tests, sized by what they test).
const repoRoot = path.resolve(import.meta.dirname, '..');

/** Files allowed past MAX_FILE_LINES, each with the reason; one that fits again fails the test, to be taken off. */
const LONG_FILES: Record<string, string> = {
  'scripts/upgradeCorpus/messages.ts':
    "data, not logic: the upgrade corpus's expected messages, one entry per case, read as a table",
};

/** Components allowed past MAX_COMPONENT_LINES (`file: name`), each with the reason; one that fits again fails. */
const LONG_COMPONENTS: Record<string, string> = {
  'theme/components/Playground/index.tsx: PlaygroundParts':
    'the playground is being reworked on a branch of its own while this rule lands; split there, then taken off',
  'theme/components/Playground/Editor.tsx: Editor':
    'the playground is being reworked on a branch of its own while this rule lands; split there, then taken off',
  'theme/components/ApiVersionSwitcher/index.tsx: ApiVersionSwitcher':
    'found by this rule when it landed, not yet split into a hook (the switch) and the menu it renders',
  'theme/components/MobileMenu/index.tsx: MobileMenu':
    'found by this rule when it landed, not yet split into a hook (open, close, focus) and the panel it renders',
  'theme/search/SearchDialog.tsx: SearchDialog':
    'found by this rule when it landed, not yet split into a hook (query, results, keys) and the dialog it renders',
  'theme/components/RunnableExample/index.tsx: RunnableExample':
    'split into six modules it added about 400 bytes gzip to the first load of every page with an example (measured ' +
    'on a tutorial page, which sits at its ceiling): a split that keeps one module is still to do',
};

const sourceFiles = listSourceFiles(repoRoot, { roots: SOURCE_ROOTS, withoutTests: true });

describe('source size', () => {
  it(`has no non-test source file over ${MAX_FILE_LINES} lines`, () => {
    const long = sourceFiles
      .map((file) => ({ file, lines: lineCount(readSource(repoRoot, file)) }))
      .filter(({ lines }) => lines > MAX_FILE_LINES);
    const unexcused = long
      .filter(({ file }) => !(file in LONG_FILES))
      .map(({ file, lines }) => `${file}: ${lines} lines`);
    expect(unexcused, `split these files by job, into files named for what they hold`).toEqual([]);
    const fitAgain = Object.keys(LONG_FILES).filter((file) => !long.some((entry) => entry.file === file));
    expect(fitAgain, 'these files fit now: take them off LONG_FILES').toEqual([]);
  });

  it(`has no React component function over ${MAX_COMPONENT_LINES} lines`, () => {
    const long = sourceFiles.flatMap((file) =>
      componentFunctions(readSource(repoRoot, file), file)
        .filter(({ lines }) => lines > MAX_COMPONENT_LINES)
        .map(({ name, line, lines }) => ({
          key: `${file}: ${name}`,
          where: `${file}:${line} ${name}: ${lines} lines`,
        })),
    );
    const unexcused = long.filter(({ key }) => !(key in LONG_COMPONENTS)).map(({ where }) => where);
    expect(unexcused, 'split these components into hooks, subcomponents and pure helpers').toEqual([]);
    const fitAgain = Object.keys(LONG_COMPONENTS).filter((key) => !long.some((entry) => entry.key === key));
    expect(fitAgain, 'these components fit now: take them off LONG_COMPONENTS').toEqual([]);
    // Parsing every source file can take most of vitest's default 5 s limit on a busy machine.
  }, 30_000);
});

describe('lineCount', () => {
  it('counts lines as wc -l does for a file that ends with a newline, and a last line without one', () => {
    expect(lineCount('')).toBe(0);
    expect(lineCount('a\nb\n')).toBe(2);
    expect(lineCount('a\nb')).toBe(2);
  });
});

describe('componentFunctions', () => {
  const body = (lines: number) =>
    Array.from({ length: lines }, (_, index) => `  const v${index} = ${index};`).join('\n');

  it('finds functions named with a capital letter and functions that return JSX, with their length', () => {
    const code = [
      '/** Docs are not counted. */',
      `export function Panel() {\n${body(3)}\n  return null;\n}`,
      `const row = (cells: string[]) => <tr>{cells.join()}</tr>;`,
      `function item(open: boolean) {\n  if (open) return (<li />);\n  return null;\n}`,
      `export const Wrapped = memo(function () {\n  return <div />;\n});`,
    ].join('\n');
    expect(componentFunctions(code, 'x.tsx')).toEqual([
      { name: 'Panel', line: 2, lines: 6 },
      { name: 'row', line: 8, lines: 1 },
      { name: 'item', line: 9, lines: 4 },
      { name: 'Wrapped', line: 13, lines: 3 },
    ]);
  });

  it('leaves out functions that neither are named as components nor return JSX, and JSX only nested functions return', () => {
    const code = [
      'function helper() {\n  return 1;\n}',
      'function outer() {\n  const inner = () => <b />;\n  return inner;\n}',
      '// function Commented() {}',
      "const text = 'function Quoted() {}';",
    ].join('\n');
    expect(componentFunctions(code, 'y.tsx').map(({ name }) => name)).toEqual(['inner']);
  });
});

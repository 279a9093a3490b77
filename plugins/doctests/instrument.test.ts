import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { CHECK_FUNCTION, instrumentExample, instrumentExamples, THROWS_FUNCTION } from './instrument';
import { EXAMPLE_SOURCE_NAME } from './protocol';

const isGlobal = (name: string) => name in globalThis;
const instrument = (code: string, lang = 'ts') => instrumentExample(code, lang, isGlobal);

/** Runs an instrumented module the way the child runner does and returns what the checks saw. */
async function run(module: string) {
  const seen: unknown[] = [];
  const exports: { default?: unknown } = {};
  const load = new Function('module', 'exports', 'require', module);
  const moduleObject = { exports: exports as unknown };
  load(moduleObject, exports, (name: string) => ({ 'node:assert/strict': { ok: true } })[name]);
  const runExample = moduleObject.exports as (check: unknown, throws: unknown) => Promise<void>;
  await runExample(
    (index: number, actual: unknown, expected: unknown) => seen.push({ index, actual, expected }),
    async (index: number, body: () => Promise<unknown>) => {
      try {
        await body();
        seen.push({ index, threw: false });
      } catch {
        seen.push({ index, threw: true });
      }
    },
  );
  return seen;
}

describe('instrumentExample', () => {
  it('checks the value of an expression statement and of a one-variable declaration', async () => {
    const example = instrument(
      ['const list = [1, 2];', 'list.length; // => 2', 'const first = list[0]; // => 1'].join('\n'),
    );
    if (example.kind !== 'runnable') throw new Error(example.reason);
    expect(example.comments).toEqual([
      { line: 2, kind: 'value', expression: 'list.length', expected: '2' },
      { line: 3, kind: 'value', expression: 'first', expected: '1' },
    ]);
    expect(await run(example.module)).toEqual([
      { index: 0, actual: 2, expected: 2 },
      { index: 1, actual: 1, expected: 1 },
    ]);
  });

  it('evaluates the claim in the example’s scope, so it may name the example’s values', async () => {
    const example = instrument('const shared = { a: 1 };\nconst same = shared; // => shared');
    if (example.kind !== 'runnable') throw new Error(example.reason);
    const [check] = (await run(example.module)) as { actual: unknown; expected: unknown }[];
    expect(check!.actual).toBe(check!.expected);
  });

  it('checks claims made inside a claimed statement, such as in a callback', async () => {
    const code = [
      'const calls = [];',
      '[1, 2].map((n) => {',
      '  n > 0; // => true',
      '  return n;',
      '}); // => [1, 2]',
    ].join('\n');
    const example = instrument(code);
    if (example.kind !== 'runnable') throw new Error(example.reason);
    expect(example.comments.map(({ line, expression }) => [line, expression])).toEqual([
      [5, '[1, 2].map((n) => {\n  n > 0; // => true\n  return n;\n})'],
      [3, 'n > 0'],
    ]);
    expect(await run(example.module)).toEqual([
      { index: 1, actual: true, expected: true },
      { index: 1, actual: true, expected: true },
      { index: 0, actual: [1, 2], expected: [1, 2] },
    ]);
  });

  it('turns `// throws …` into a check that the statement throws, awaiting it', async () => {
    const example = instrument(
      ['JSON.parse("{"); // throws an error', 'await Promise.resolve(1); // throws'].join('\n'),
    );
    if (example.kind !== 'runnable') throw new Error(example.reason);
    expect(example.comments.map(({ kind, expected }) => [kind, expected])).toEqual([
      ['throws', 'throws an error'],
      ['throws', 'throws'],
    ]);
    expect(await run(example.module)).toEqual([
      { index: 0, threw: true },
      { index: 1, threw: false },
    ]);
  });

  it('strips TypeScript and keeps imports working through require()', async () => {
    const example = instrument(
      "import assert from 'node:assert/strict';\nconst n: number = 1 as number;\nassert.ok; // => true",
    );
    if (example.kind !== 'runnable') throw new Error(example.reason);
    expect(await run(example.module)).toEqual([{ index: 0, actual: true, expected: true }]);
  });

  it('classifies fragments by rule', () => {
    expect(instrument('type Query { a: Int }', 'graphql')).toEqual({
      kind: 'fragment',
      reason: 'a graphql code block, not TypeScript or JavaScript',
    });
    expect(instrument('const = 1;')).toMatchObject({
      kind: 'fragment',
      reason: expect.stringMatching(/^does not parse: .* \(line 1\)$/),
    });
    expect(instrument('execute({ schema, document }); // => {}')).toEqual({
      kind: 'fragment',
      reason: 'uses `document`, `execute`, `schema` without declaring them',
    });
    expect(instrument('function f() {\n  return 1; // => 1\n}\nf();')).toEqual({
      kind: 'fragment',
      reason: 'the result comment on line 2 follows no expression',
    });
  });

  it('does not count names that are properties, keys, types or declared later', () => {
    const code = [
      'interface Shape { kind: string }',
      'const shape: Shape = { kind: later() };',
      'shape.kind; // => "x"',
      'function later() { return "x"; }',
      'const { kind: renamed = shape.kind } = shape;',
      'label: for (const item of [renamed]) { break label; }',
    ].join('\n');
    expect(instrument(code).kind).toBe('runnable');
  });

  it('emits several examples at once as ts.transpileModule emits each alone, byte for byte (with its source map)', () => {
    // Claim-free, so that the instrumented code is the code itself.
    const examples = [
      "import { parse } from 'graphql';\n\nconst document = parse('{ a }');\nconsole.log(document.kind);",
      'const enum Size { Small = 1 }\nconst size: Size = Size.Small;\nconsole.log(size);',
      "import { buildSchema, graphql } from 'graphql';\n\nconst schema = buildSchema('type Query { a: Int }');\nconst result = await graphql({ schema, source: '{ a }' });\nconsole.log(result);",
      'const values = [1, 2, 3].map((value) => value * 2);\nconsole.log(values);',
      "export {};\nconst seen = new Set<string>(['a']);\nconsole.log(seen.has('a'));",
    ];
    const alone = examples.map((code) => {
      const { outputText } = ts.transpileModule(code, {
        fileName: EXAMPLE_SOURCE_NAME,
        compilerOptions: {
          module: ts.ModuleKind.CommonJS,
          target: ts.ScriptTarget.ES2022,
          esModuleInterop: true,
          inlineSourceMap: true,
        },
      });
      return `module.exports = async (${CHECK_FUNCTION}, ${THROWS_FUNCTION}) => { ${outputText}\n};\n`;
    });
    const together = instrumentExamples(
      examples.map((code) => ({ code, lang: 'ts' })),
      isGlobal,
    );
    expect(together.map((example) => (example.kind === 'runnable' ? example.module : example.reason))).toEqual(alone);
  });
});

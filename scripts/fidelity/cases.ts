/**
 * The fidelity set: runs of page examples, unedited, and of edits a reader might make, each on the
 * graphql majors it names. `npm run fidelity` runs each with `node file.mjs` and in the page's
 * worker and compares what they print.
 */
import { browserExamplesFromFences, codeFencesFromMarkdown, type CodeFence } from '../../site/docExamples';
import { docsPages } from '../lib/docsPages';

export type Major = '16' | '17';

export interface FidelityCase {
  /** What the run shows, unique in the set. */
  name: string;
  /** Every file the run can import, by name; `entry` is the one run. */
  files: Record<string, string>;
  entry: string;
  majors: readonly Major[];
}

const BOTH: readonly Major[] = ['16', '17'];

/** A one-file edit run on both majors. */
const edit = (name: string, code: string, files: Record<string, string> = {}): FidelityCase => ({
  name,
  files: { ...files, 'example.mjs': code },
  entry: 'example.mjs',
  majors: BOTH,
});

const deepArray = (depth: number) => `${'['.repeat(depth)}1${']'.repeat(depth)}`;

const SCHEMA = `import { buildSchema, graphql } from 'graphql';
const schema = buildSchema(\`type Query { hello: String, boom: String }\`);
const rootValue = { hello: () => 'world', boom: () => { throw new Error('It broke'); } };
`;

/** Edits of the kind a reader makes: mistakes, uncaught errors, console methods, Node's objects. */
export const EDITED_CASES: readonly FidelityCase[] = [
  edit('syntax error: unexpected token', "console.log('start');\nconst x = ;\n"),
  edit('syntax error: unexpected identifier', 'const a = 1\nconst b = 2 c\nconsole.log(a, b);\n'),
  edit('syntax error: unterminated string', "console.log('no end);\n"),
  edit('syntax error: missing brace', 'function f() {\n  return 1;\n\nconsole.log(f());\n'),
  edit('syntax error: await in a plain function', 'function f() {\n  await null;\n}\nf();\n'),
  {
    name: 'syntax error in an imported module',
    files: {
      'lib.mjs': 'export const x = {\n  a: 1,,\n};\n',
      'example.mjs': "import { x } from './lib.mjs';\nconsole.log(x);\n",
    },
    entry: 'example.mjs',
    majors: BOTH,
  },
  edit('uncaught error at top level', "console.log('before');\nthrow new Error('boom');\n"),
  edit(
    'uncaught error in a function',
    "function check(n) {\n  if (n > 1) throw new RangeError('too big: ' + n);\n}\ncheck(1);\ncheck(2);\n",
  ),
  edit(
    'uncaught GraphQLError with extensions',
    "import { GraphQLError } from 'graphql';\n\nthrow new GraphQLError('Not allowed', {\n  extensions: { code: 'FORBIDDEN' },\n});\n",
  ),
  edit(
    'uncaught error from an async function',
    "async function load() {\n  await null;\n  throw new Error('late');\n}\nload();\n",
  ),
  edit('uncaught error in a timer', "setTimeout(() => {\n  throw new TypeError('in a timer');\n}, 1);\n"),
  edit('string rejection', "await Promise.resolve();\nPromise.reject('a string');\n"),
  edit('thrown string', "throw 'just a string';\n"),
  edit('thrown object', 'throw { code: 42 };\n'),
  edit('thrown null', 'throw null;\n'),
  edit('rejection with an error at top level', "await Promise.reject(new Error('rejected'));\n"),
  edit('error with a cause', "throw new Error('outer', { cause: new Error('inner') });\n"),
  edit(
    'console.table',
    "console.table([{ a: 1, b: 'x' }, { a: 2, c: true }]);\nconsole.table({ one: { v: 1 }, two: { v: 2 } });\n",
  ),
  edit('console.table of primitives', "console.table(['a', 'b']);\nconsole.table(5);\n"),
  edit(
    'console.group',
    "console.group('Outer');\nconsole.log('one');\nconsole.group();\nconsole.log({ a: 1,\n  b: 'two' });\nconsole.groupEnd();\nconsole.groupCollapsed('c');\nconsole.warn('w');\nconsole.groupEnd();\nconsole.groupEnd();\nconsole.log('out');\n",
  ),
  edit('console.trace', "function where() {\n  console.trace('here', 1);\n}\nwhere();\n"),
  edit(
    'console.assert',
    "console.assert(1 === 2, 'bad %s', 'thing');\nconsole.assert(true, 'never');\nconsole.assert(false);\nconsole.assert(0, { a: 1 });\n",
  ),
  edit(
    'console.count',
    "console.count();\nconsole.count('x');\nconsole.count();\nconsole.countReset();\nconsole.count();\n",
  ),
  edit(
    'console.time',
    "console.time('t');\nconsole.timeLog('t', 'mid');\nconsole.timeEnd('t');\nconsole.timeEnd('none');\n",
  ),
  edit(
    'console.dir with depth',
    'console.dir({ a: { b: { c: { d: 1 } } } }, { depth: null });\nconsole.dir({ a: { b: { c: { d: 1 } } } });\n',
  ),
  edit('console.log with no arguments', "console.log();\nconsole.log('');\nconsole.log('after');\n"),
  edit(
    'format directives',
    "console.log('%s is %d years and %i, %f', 'Ada', 36.5, 7.9, 1.5);\nconsole.log('%o and %O', { a: [1] }, { b: 2 });\nconsole.log('%j %%', 1, 'extra');\nconsole.log('%c styled', 'color: red');\n",
  ),
  edit(
    'resolved promise',
    "console.log(Promise.resolve('a promise'));\nconsole.log(Promise.resolve({ data: { hello: 'world' } }));\n",
  ),
  edit('pending promise', 'console.log(new Promise(() => {}));\n'),
  edit('rejected promise, handled', 'const p = Promise.reject(42);\np.catch(() => {});\nconsole.log(p);\n'),
  edit(
    'symbol keys',
    "console.log({ [Symbol('key')]: 1, [Symbol.iterator]: 2, plain: 3 });\nconsole.log(Symbol('alone'), [Symbol()]);\n",
  ),
  edit(
    'URL',
    "console.log(new URL('https://graphql.org/learn?x=1#h'));\nconsole.log(String(new URL('/a', 'https://x.dev')));\n",
  ),
  edit('URLSearchParams', "console.log(new URLSearchParams('a=1&b=two'));\n"),
  edit(
    'Map, Set and nested depth',
    "console.log(new Map([['a', { b: { c: { d: 1 } } }]]), new Set([1, 'two']));\nconsole.log({ a: { b: { c: { d: {} } } } });\n",
  ),
  edit('primitives', "console.log(1n, -0, NaN, undefined, null, true, 'str', ['str', \"it's\"]);\n"),
  edit(
    'functions and classes',
    'class Shape {}\nfunction area() {}\nconsole.log(Shape, area, () => {}, new Shape(), [area]);\n',
  ),
  edit('circular object', "const a = { name: 'a' };\na.self = a;\nconsole.log(a);\n"),
  edit(
    'long array and string',
    "console.log(Array.from({ length: 120 }, (_, i) => i));\nconsole.log(['x'.repeat(120)]);\n",
  ),
  edit('null prototype', 'console.log(Object.assign(Object.create(null), { a: 1 }));\n'),
  edit('date', 'console.log(new Date(0), [new Date(86400000)]);\n'),
  edit(
    'logged error',
    "const error = new Error('logged');\nconsole.log(error.message);\nconsole.log(String(error));\n",
  ),
  edit('logged error with its stack', "console.log(new Error('logged'));\n"),
  edit(
    'logged GraphQLError message',
    `${SCHEMA}const result = await graphql({ schema, source: '{ boom }', rootValue });\nconsole.log(result.errors[0].message, result.errors[0].path);\nconsole.log(JSON.stringify(result));\n`,
  ),
  edit(
    'error in a resolver as JSON',
    `${SCHEMA}const result = await graphql({ schema, source: '{ hello nope }', rootValue });\nconsole.log(JSON.stringify(result, null, 2));\n`,
  ),
  edit('missing named import', "import { parse, nope } from 'graphql';\nconsole.log(typeof parse);\n"),
  edit(
    'default import of graphql',
    "import graphql from 'graphql';\nconsole.log(typeof graphql, typeof graphql.parse);\n",
  ),
  edit(
    'namespace import of graphql',
    "import * as graphql from 'graphql';\nconsole.log(typeof graphql.parse, graphql.Kind.FIELD);\n",
  ),
  edit('import of a file the page lacks', "import { x } from './missing.mjs';\nconsole.log(x);\n"),
  edit('setImmediate', "setImmediate(() => console.log('later'));\nconsole.log('now');\n"),
  edit('process.env', "console.log(process.env.NODE_ENV ?? 'unset');\n"),
  edit('Buffer', "console.log(Buffer.from('hi').toString('base64'));\n"),
  edit('node:fs import', "import { readFileSync } from 'node:fs';\nconsole.log(typeof readFileSync);\n"),
  edit(
    'a legitimate 2.5 s await',
    "console.log('waiting');\nawait new Promise((resolve) => setTimeout(resolve, 2500));\nconsole.log('done');\n",
  ),
  edit('30,000 empty lines', 'for (let i = 0; i < 30000; i++) console.log();\n'),
  edit('1,100-deep valid code', `const deep = ${deepArray(1100)};\nconsole.log(JSON.stringify(deep).length);\n`),
  edit(
    'timers in order',
    "setTimeout(() => console.log('b'), 20);\nsetTimeout(() => console.log('a'), 10);\nqueueMicrotask(() => console.log('micro'));\nPromise.resolve().then(() => console.log('then'));\nconsole.log('sync');\n",
  ),
  edit(
    'interval cleared',
    "let n = 0;\nconst id = setInterval(() => {\n  n += 1;\n  console.log('tick', n);\n  if (n === 3) clearInterval(id);\n}, 5);\n",
  ),
  edit(
    'console.error and console.warn',
    "console.log('out');\nconsole.error('err', { a: 1 });\nconsole.warn('warn');\nconsole.info('info');\nconsole.debug('debug');\n",
  ),
  edit(
    'top-level await of a query',
    `${SCHEMA}console.log(await graphql({ schema, source: '{ hello }', rootValue }));\n`,
  ),
  edit(
    'query with an error, logged whole',
    `${SCHEMA}const result = await graphql({ schema, source: '{ boom }', rootValue });\nconsole.log(result.errors.length, result.data);\n`,
  ),
];

/** The first script of each page that has one, unedited, with the page's files written before it. */
export function pageCases(): FidelityCase[] {
  const cases: FidelityCase[] = [];
  for (const { file, markdown } of docsPages()) {
    const fences: CodeFence[] = codeFencesFromMarkdown(markdown);
    const script = browserExamplesFromFences(fences).find((example) => example.kind === 'script');
    if (script?.kind !== 'script') continue;
    const files: Record<string, string> = {};
    for (const fence of fences.slice(0, script.fenceIndex + 1))
      if (fence.title && /\.m?js$/.test(fence.title)) files[fence.title] = fence.code;
    cases.push({
      name: `${file}: ${script.fileName}`,
      files,
      entry: script.fileName,
      majors: script.majors as Major[],
    });
  }
  return cases;
}

/** Every case of the set. */
export const fidelityCases = (): FidelityCase[] => [...pageCases(), ...EDITED_CASES];

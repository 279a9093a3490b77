import { rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { prepareRuntime } from '../runExamples';
import { startScriptBatch } from './index';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const runtimes = [
  prepareRuntime({ name: 'batch-16.15.0', repoRoot, graphqlDir: null }),
  prepareRuntime({ name: 'batch-17.1.0', repoRoot, graphqlDir: path.join(repoRoot, 'node_modules/graphql-17') }),
];
const batches = runtimes.map((runtime) => ({ runtime, batch: startScriptBatch(runtime) }));
afterAll(() => {
  for (const { runtime, batch } of batches) {
    batch.close();
    rmSync(runtime.workDir, { recursive: true, force: true });
  }
});

const printVersion = "import { version } from 'graphql';\nconsole.log(version);\n";

describe.each(batches)('a batch of scripts on $runtime.name', ({ runtime, batch }) => {
  const version = runtime.name.replace('batch-', '');
  const run = (files: Record<string, string>, entry = 'main.mjs', limitMs = 10_000) =>
    batch.run({ files, entry, limitMs });

  it(
    "imports the version's graphql, and prints as node prints, each run on its own console",
    { timeout: 30_000 },
    async () => {
      const objects = "console.log({ a: [1, 'b'], n: null });\nconsole.error('to stderr');\n";
      const [first, second] = await Promise.all([run({ 'main.mjs': printVersion }), run({ 'main.mjs': objects })]);
      expect(first).toEqual({ stdout: `${version}\n`, stderr: '', error: null });
      expect(second).toEqual({ stdout: "{ a: [ 1, 'b' ], n: null }\n", stderr: 'to stderr\n', error: null });
    },
  );

  it("runs the same code again afresh, with the page's modules, and their state its own", async () => {
    const files = {
      'counter.mjs': 'export const seen = [];\n',
      'main.mjs': "import { seen } from './counter.mjs';\nseen.push(1);\nconsole.log(seen.length);\n",
    };
    expect((await run(files)).stdout).toBe('1\n');
    expect((await run(files)).stdout).toBe('1\n');
  });

  it('waits for top-level await, and reports an error a script ends on', async () => {
    const awaited =
      "import { graphql, buildSchema } from 'graphql';\nconst schema = buildSchema('type Query { a: Int }');\nconsole.log(JSON.stringify(await graphql({ schema, source: '{ a }', rootValue: { a: 1 } })));\n";
    expect((await run({ 'main.mjs': awaited })).stdout).toBe('{"data":{"a":1}}\n');
    const thrown = await run({ 'main.mjs': "console.log('before');\nthrow new TypeError('broken');\n" });
    expect(thrown).toMatchObject({ stdout: 'before\n', error: expect.stringMatching(/^TypeError: broken/) });
    const rejected = await run({ 'main.mjs': "Promise.reject(new Error('late'));\n" });
    expect(rejected.error).toMatch(/^Error: late/);
  });

  it('waits, as Node does, for the timers a script leaves behind', async () => {
    const late =
      "setTimeout(() => console.log('late'), 20);\nconst t = setTimeout(() => console.log('never'), 10);\nclearTimeout(t);\nconsole.log('first');\n";
    expect((await run({ 'main.mjs': late })).stdout).toBe('first\nlate\n');
  });

  it('ends a script over its time limit, and the next script runs in a new process', { timeout: 30_000 }, async () => {
    await expect(run({ 'main.mjs': 'for (;;);\n' }, 'main.mjs', 1000)).rejects.toThrow(/did not finish within 1000 ms/);
    expect((await run({ 'main.mjs': printVersion })).stdout).toBe(`${version}\n`);
  });
});

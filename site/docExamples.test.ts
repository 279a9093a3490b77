import { describe, expect, it } from 'vitest';
import { exampleStepsFromMarkdown, expectedOutputOnMajor, fenceOfMeta } from './docExamples';

const fence = (lang: string, title: string | null, code: string) =>
  `\`\`\`${lang}${title ? ` title="${title}"` : ''}\n${code}\n\`\`\``;

describe('exampleStepsFromMarkdown', () => {
  it('classifies files into servers, modules and scripts, and pairs steps with their Output', () => {
    const page = [
      fence('sh', null, 'npm install graphql'),
      fence('js', 'schema.mjs', 'export const schema = 1;'),
      fence('js', 'server.mjs', "import { schema } from './schema.mjs';\napp.listen(process.env.PORT ?? 4000);"),
      fence('sh', 'Terminal', 'curl http://localhost:4000/graphql'),
      fence('json', 'Output', '{"data":{}}'),
      fence('js', 'client.mjs', "console.log('a');"),
      'Prints:',
      fence('text', 'Output', 'a'),
      fence('js', 'other.mjs', "console.log('b');"),
      fence('js', 'notes.js', 'not a titled example'),
    ].join('\n\n');
    expect(exampleStepsFromMarkdown(page)).toEqual([
      { kind: 'module', fileName: 'schema.mjs', code: 'export const schema = 1;\n' },
      {
        kind: 'server',
        fileName: 'server.mjs',
        code: "import { schema } from './schema.mjs';\napp.listen(process.env.PORT ?? 4000);\n",
        battery: null,
        batteryHeaders: [],
      },
      { kind: 'shell', code: 'curl http://localhost:4000/graphql\n', expectedOutput: '{"data":{}}\n' },
      { kind: 'script', fileName: 'client.mjs', code: "console.log('a');\n", expectedOutput: 'a\n' },
      { kind: 'script', fileName: 'other.mjs', code: "console.log('b');\n", expectedOutput: null },
      { kind: 'script', fileName: 'notes.js', code: 'not a titled example\n', expectedOutput: null },
    ]);
  });

  it('runs TypeScript files and tsc, and keeps the version a fence is limited to', () => {
    const page = [
      '```ts title="resolvers.ts" graphql="17"\nconsole.log(1 as number);\n```',
      fence('text', 'Output', '1'),
      fence('sh', null, 'npx tsc --noEmit --strict resolvers.ts'),
      fence('text', 'Output', ''),
    ].join('\n\n');
    expect(exampleStepsFromMarkdown(page)).toEqual([
      {
        kind: 'script',
        fileName: 'resolvers.ts',
        code: 'console.log(1 as number);\n',
        expectedOutput: '1\n',
        onlyOnMajor: '17',
      },
      { kind: 'shell', code: 'npx tsc --noEmit --strict resolvers.ts\n', expectedOutput: '\n' },
    ]);
  });

  it('finds nothing in a page without runnable fences', () => {
    expect(exampleStepsFromMarkdown('# Title\n\n```js\nx\n```\n\n```sh\nnpm install graphql\n```\n')).toEqual([]);
  });
});

describe('per-version Output', () => {
  it("pairs a script with one Output per major, and keeps a page's one Output for every major", () => {
    const page = [
      fence('js', 'reworded.mjs', "console.log('x');"),
      '```text title="Output" graphql="16"\nsixteen\n```',
      '```text title="Output" graphql="17"\nseventeen\n```',
      fence('js', 'same.mjs', "console.log('y');"),
      fence('text', 'Output', 'both'),
    ].join('\n\n');
    const [reworded, same] = exampleStepsFromMarkdown(page) as Parameters<typeof expectedOutputOnMajor>[0][];
    expect(reworded).toEqual({
      kind: 'script',
      fileName: 'reworded.mjs',
      code: "console.log('x');\n",
      expectedOutput: null,
      expectedOutputByMajor: { '16': 'sixteen\n', '17': 'seventeen\n' },
    });
    expect(['16', '17'].map((major) => expectedOutputOnMajor(reworded!, major))).toEqual(['sixteen\n', 'seventeen\n']);
    expect(same).not.toHaveProperty('expectedOutputByMajor');
    expect(['16', '17'].map((major) => expectedOutputOnMajor(same!, major))).toEqual(['both\n', 'both\n']);
  });
});

describe('a fence that wraps', () => {
  it('reads wrapCode in its meta as Rspress does, bare or =true, and nothing else', () => {
    expect(fenceOfMeta('text', 'title="Output" wrapCode', 'x').wraps).toBe(true);
    expect(fenceOfMeta('text', 'wrapCode=true title="Output"', 'x').wraps).toBe(true);
    expect(fenceOfMeta('text', 'title="Output"', 'x').wraps).toBe(false);
    expect(fenceOfMeta('text', 'title="wrapCodeSample.mjs"', 'x').wraps).toBe(false);
  });
});

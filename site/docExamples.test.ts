import { describe, expect, it } from 'vitest';
import { exampleStepsFromMarkdown, expectedOutputOnMajor, fenceOfMeta } from './docExamples';

/** A fence with a title and the role its meta states, when given. */
const fence = (lang: string, title: string | null, code: string, role?: string) =>
  `\`\`\`${lang}${title ? ` title="${title}"` : ''}${role ? ` ${role}` : ''}\n${code}\n\`\`\``;

describe('exampleStepsFromMarkdown', () => {
  it('reads servers, modules, scripts and shell steps from their roles, and pairs steps with their Output', () => {
    const page = [
      fence('sh', null, 'npm install graphql'),
      fence('js', 'schema.mjs', 'export const schema = 1;', 'module'),
      fence(
        'js',
        'server.mjs',
        "import { schema } from './schema.mjs';\napp.listen(process.env.PORT ?? 4000);",
        'server',
      ),
      fence('sh', 'Terminal', 'curl http://localhost:4000/graphql', 'shell'),
      fence('json', 'Output', '{"data":{}}'),
      fence('js', 'client.mjs', "console.log('a');", 'script'),
      'Prints:',
      fence('text', 'Output', 'a'),
      fence('js', 'other.mjs', "console.log('b');", 'script'),
      fence('js', 'notes.js', 'not a titled example', 'script'),
      fence('js', 'shown.mjs', 'app.listen(4000); // a file shown, not run: no role'),
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
      '```ts title="resolvers.ts" script graphql="17"\nconsole.log(1 as number);\n```',
      fence('text', 'Output', '1'),
      fence('sh', null, 'npx tsc --noEmit --strict resolvers.ts', 'shell'),
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
      fence('js', 'reworded.mjs', "console.log('x');", 'script'),
      '```text title="Output" graphql="16"\nsixteen\n```',
      '```text title="Output" graphql="17"\nseventeen\n```',
      fence('js', 'same.mjs', "console.log('y');", 'script'),
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

describe("a fence's role", () => {
  it('is the one role word of its meta, wherever it stands, never a word inside a value', () => {
    expect(fenceOfMeta('js', 'title="a.mjs" server battery="lacks:body-size"', 'x').role).toBe('server');
    expect(fenceOfMeta('sh', 'shell title="Terminal"', 'x').role).toBe('shell');
    expect(fenceOfMeta('js', 'title="module" node-only {1,3}', 'x').role).toBeNull();
  });

  it('refuses two roles on one fence', () => {
    expect(() => fenceOfMeta('js', 'title="a.mjs" script module', 'x')).toThrow(
      /one role, this one states script and module/,
    );
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

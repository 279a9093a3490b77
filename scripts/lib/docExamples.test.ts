import { describe, expect, it } from 'vitest';
import { docExamplesFromMarkdown } from './docExamples';

const page = [
  'Intro',
  '```sh',
  'npm install graphql',
  '```',
  '```js title="a.mjs"',
  "console.log('a');",
  '```',
  'Prints:',
  '```text title="Output"',
  'a',
  '```',
  '```js title="b.mjs"',
  "console.log('b');",
  '```',
  '```js title="not-runnable.js"',
  'x',
  '```',
].join('\n');

describe('docExamplesFromMarkdown', () => {
  it('finds .mjs fences and pairs each with its own Output fence', () => {
    expect(docExamplesFromMarkdown(page)).toEqual([
      { fileName: 'a.mjs', code: "console.log('a');\n", expectedOutput: 'a\n' },
      { fileName: 'b.mjs', code: "console.log('b');\n", expectedOutput: null },
    ]);
  });

  it('finds nothing in a page without runnable fences', () => {
    expect(docExamplesFromMarkdown('# Title\n\n```js\nx\n```\n')).toEqual([]);
  });
});

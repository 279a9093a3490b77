import { describe, expect, it } from 'vitest';
import { describeLoadFailure, describeThrown, type RunContext } from './describeThrown';
import { inspectLikeNode } from './nodeInspect';

const context = (files: Record<string, string>, graphqlIsCommonJs = false): RunContext => ({
  files,
  fileUrls: new Map(Object.keys(files).map((file) => [file, `blob:${file}`])),
  graphqlUrl: 'blob:graphql',
  graphqlIsCommonJs,
  inspect: (value) => inspectLikeNode(new WeakMap(), value),
});

describe('what a run shows for an uncaught throw', () => {
  it("shows the line it was thrown from, then the error as Node's inspect does, with its own fields", () => {
    const error = Object.assign(new Error('Not allowed'), { extensions: { code: 'FORBIDDEN' } });
    error.stack = 'Error: Not allowed\n    at check (file:///…/a.mjs:2:9)\n    at file:///…/a.mjs:4:1';
    expect(
      describeThrown(
        error,
        context({ 'a.mjs': "function check() {\n  throw new Error('Not allowed');\n}\ncheck();\n" }),
      ),
    ).toBe(
      "file:///…/a.mjs:2\n  throw new Error('Not allowed');\n        ^\n\nError: Not allowed\n    at check (file:///…/a.mjs:2:9)\n    at file:///…/a.mjs:4:1 {\n  extensions: { code: 'FORBIDDEN' }\n}",
    );
  });

  it('shows a thrown value that is no error as Node prints it, and words a rejection with one as Node does', () => {
    const files = context({ 'a.mjs': '' });
    expect(describeThrown({ code: 42 }, files)).toBe('{ code: 42 }');
    expect(describeThrown('plain', files)).toBe('plain');
    expect(describeThrown('plain', files, { rejection: true })).toContain(
      'The promise rejected with the reason "plain". {\n  code: \'ERR_UNHANDLED_REJECTION\'\n}',
    );
  });

  it("says in one line that Node's own objects need Node", () => {
    expect(describeThrown(new ReferenceError('process is not defined'), context({}))).toMatch(
      /^ReferenceError: process is not defined: it is Node's own.*run it with node/,
    );
  });
});

describe('what a run shows for an example that fails to load', () => {
  it('places a syntax error with the parser and words it with the engine', async () => {
    const files = context({ 'a.mjs': "console.log('start');\nconst b = 2 c\n" });
    expect(await describeLoadFailure(new SyntaxError("Unexpected identifier 'c'"), files)).toBe(
      "file:///…/a.mjs:2\nconst b = 2 c\n            ^\n\nSyntaxError: Unexpected identifier 'c'",
    );
  });

  it("names the module a missing import asks, as graphql 16's CommonJS or 17's ES module", async () => {
    const files = { 'a.mjs': "import { parse, nope } from 'graphql';\n" };
    const error = new SyntaxError("The requested module 'blob:graphql' does not provide an export named 'nope'");
    expect(await describeLoadFailure(error, context(files))).toBe(
      "file:///…/a.mjs:1\nimport { parse, nope } from 'graphql';\n                ^^^^\nSyntaxError: The requested module 'graphql' does not provide an export named 'nope'",
    );
    expect(await describeLoadFailure(error, context(files, true))).toContain(
      "SyntaxError: Named export 'nope' not found. The requested module 'graphql' is a CommonJS module",
    );
  });
});

import { describe, expect, it } from 'vitest';
import {
  CircularImportError,
  ExampleSyntaxError,
  linkExample,
  NodeOnlyImportError,
  pageFileOf,
  reexportSource,
} from './exampleModules';

/** Links with module "URLs" that are their index, keeping each module's source to look at. */
async function link(files: Record<string, string>, entry: string) {
  const sources: string[] = [];
  const { entryUrl: url, fileUrls } = await linkExample(files, entry, 'graphql:url', (source) => {
    sources.push(source);
    return `module:${sources.length - 1}`;
  });
  return { url, sources, fileUrls };
}

describe("linking a page's example files into modules", () => {
  it("points graphql at the version's module and ./files at theirs, deepest first; leaves import.meta alone", async () => {
    const { url, sources } = await link(
      {
        'query.mjs':
          "import { graphql } from 'graphql';\nimport { schema } from './schema.mjs';\nconst again = await import('./schema.mjs');\nconsole.log(import.meta.url);\n",
        'schema.mjs': 'import { buildSchema } from "graphql";\nexport const schema = 1;\n',
        'unused.mjs': "import 'node:fs';\n",
      },
      'query.mjs',
    );
    expect(url).toBe('module:1');
    expect(sources).toEqual([
      'import { buildSchema } from "graphql:url";\nexport const schema = 1;\n',
      "import { graphql } from 'graphql:url';\nimport { schema } from 'module:0';\nconst again = await import(\"module:0\");\nconsole.log(import.meta.url);\n",
    ]);
  });

  it("points graphql's subpath modules at the version's module too, but not a deeper path", async () => {
    const { sources } = await link(
      { 'a.mjs': 'import { parse } from \'graphql/language\';\nimport { validate } from "graphql/validation";\n' },
      'a.mjs',
    );
    expect(sources).toEqual(['import { parse } from \'graphql:url\';\nimport { validate } from "graphql:url";\n']);
    await expect(link({ 'a.mjs': "import { addPath } from 'graphql/jsutils/Path';" }, 'a.mjs')).rejects.toThrow(
      NodeOnlyImportError,
    );
    await expect(link({ 'a.mjs': "import { x } from 'graphql/nope';" }, 'a.mjs')).rejects.toThrow(NodeOnlyImportError);
  });

  it('refuses any other import, naming the file and saying it runs only in Node', async () => {
    await expect(link({ 'a.mjs': "import express from 'express';" }, 'a.mjs')).rejects.toThrow(NodeOnlyImportError);
    await expect(link({ 'a.mjs': "import './b.mjs';", 'b.mjs': "import 'node:fs';" }, 'a.mjs')).rejects.toThrow(
      'b.mjs imports "node:fs", which the page cannot load: copy the example into a file and run it with Node.',
    );
  });

  it('fails on a page file the page lacks as Node does, naming the file and the importer', async () => {
    await expect(link({ 'a.mjs': "import './missing.mjs';" }, 'a.mjs')).rejects.toThrow(
      "Error [ERR_MODULE_NOT_FOUND]: Cannot find module '/…/missing.mjs' imported from /…/a.mjs {\n  code: 'ERR_MODULE_NOT_FOUND',\n  url: 'file:///…/missing.mjs'\n}",
    );
  });

  it('refuses files that import each other in a circle', async () => {
    await expect(link({ 'a.mjs': "import './b.mjs';", 'b.mjs': "import './a.mjs';" }, 'a.mjs')).rejects.toThrow(
      new CircularImportError(['a.mjs', 'b.mjs', 'a.mjs']),
    );
  });

  it('links code nested deeper than the lexer reads, and places a syntax error in the file that has it', async () => {
    const deep = `${'['.repeat(1100)}1${']'.repeat(1100)}`;
    const { sources, fileUrls } = await link(
      { 'a.mjs': `import { x } from './b.mjs';\nconsole.log(${deep}, x);\n`, 'b.mjs': 'export const x = 1;\n' },
      'a.mjs',
    );
    expect(sources[1]).toBe(`import { x } from 'module:0';\nconsole.log(${deep}, x);\n`);
    expect([...fileUrls]).toEqual([
      ['b.mjs', 'module:0'],
      ['a.mjs', 'module:1'],
    ]);
    await expect(link({ 'a.mjs': "import './b.mjs';", 'b.mjs': "console.log('no end);\n" }, 'a.mjs')).rejects.toThrow(
      new ExampleSyntaxError('b.mjs', 12),
    );
  });

  it('knows a page file only by a plain ./name', () => {
    expect(pageFileOf('./schema.mjs')).toBe('schema.mjs');
    expect(pageFileOf('../schema.mjs')).toBeNull();
    expect(pageFileOf('./lib/schema.mjs')).toBeNull();
    expect(pageFileOf('graphql')).toBeNull();
  });
});

describe('the module that re-exports graphql', () => {
  it('exports every name from the object, declaring none of its own (graphql exports `graphql`)', () => {
    expect(reexportSource(['parse', 'graphql', 'default', '__proto__x'], ['__g', 'Kind'])).toBe(
      'export const { __proto__x, graphql, parse } = globalThis["__g"]["Kind"];\n',
    );
    expect(reexportSource(['parse'], ['__g'], true)).toBe(
      'export const { parse } = globalThis["__g"];\nexport default globalThis["__g"];\n',
    );
  });
});

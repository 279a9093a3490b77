import { describe, expect, it } from 'vitest';
import { CircularImportError, linkExample, NodeOnlyImportError, pageFileOf, reexportSource } from './exampleModules';

/** Links with module "URLs" that are their index, keeping each module's source to look at. */
async function link(files: Record<string, string>, entry: string) {
  const sources: string[] = [];
  const url = await linkExample(files, entry, 'graphql:url', (source) => {
    sources.push(source);
    return `module:${sources.length - 1}`;
  });
  return { url, sources };
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

  it('refuses any other import, naming the file and saying it runs only in Node', async () => {
    await expect(link({ 'a.mjs': "import express from 'express';" }, 'a.mjs')).rejects.toThrow(NodeOnlyImportError);
    await expect(link({ 'a.mjs': "import './b.mjs';", 'b.mjs': "import 'node:fs';" }, 'a.mjs')).rejects.toThrow(
      'b.mjs imports "node:fs", which the page cannot load: copy the example into a file and run it with Node.',
    );
    await expect(link({ 'a.mjs': "import './missing.mjs';" }, 'a.mjs')).rejects.toThrow(NodeOnlyImportError);
  });

  it('refuses files that import each other in a circle', async () => {
    await expect(link({ 'a.mjs': "import './b.mjs';", 'b.mjs': "import './a.mjs';" }, 'a.mjs')).rejects.toThrow(
      new CircularImportError(['a.mjs', 'b.mjs', 'a.mjs']),
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
  });
});

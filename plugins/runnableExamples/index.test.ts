import type { Code, Root } from 'mdast';
import { describe, expect, it } from 'vitest';
import { remarkRunnableExamples } from './index';

/** A fence with a title and, for a file or shell step, the role its meta states. */
const code = (lang: string, title: string, value: string, role?: string): Code => ({
  type: 'code',
  lang,
  meta: `title="${title}"${role ? ` ${role}` : ''}`,
  value,
});
const paragraph = (text: string) => ({
  type: 'paragraph' as const,
  children: [{ type: 'text' as const, value: text }],
});

describe('remarkRunnableExamples', () => {
  it("marks a script's Output block with the script's file, and no other block", () => {
    const script = code('js', 'print.mjs', "import { version } from 'graphql';\n\nconsole.log(version);", 'script');
    const output = code('text', 'Output', '16.15.0');
    const other = code('text', 'Output', 'not after a script of its own');
    const tree: Root = {
      type: 'root',
      children: [script, paragraph('It prints:'), output, code('sh', 'Terminal', 'node print.mjs'), other],
    };
    remarkRunnableExamples({ componentModule: 'runnable' })(tree);
    const [, wrapped, , marked, , unmarked] = tree.children;
    expect(wrapped).toMatchObject({ type: 'mdxJsxFlowElement', name: 'RunnableExample', children: [script] });
    expect(marked).toEqual({
      type: 'mdxJsxFlowElement',
      name: 'div',
      attributes: [{ type: 'mdxJsxAttribute', name: 'data-example-output', value: 'print.mjs' }],
      children: [output],
    });
    expect(unmarked).toBe(other);
  });

  it('leaves a server, a node-only script and a script needing more than graphql as plain blocks, with no import', () => {
    const server = code('js', 'server.mjs', "import express from 'express';\n\nexpress().listen(4000);", 'server');
    const nodeOnly: Code = {
      ...code('js', 'abort.mjs', "import { version } from 'graphql';\n\nconsole.log(version);"),
      meta: 'title="abort.mjs" script node-only',
    };
    const needsFs = code('js', 'read.mjs', "import { readFileSync } from 'node:fs';\n\nconsole.log(1);", 'script');
    const tree: Root = { type: 'root', children: [server, nodeOnly, needsFs] };
    remarkRunnableExamples({ componentModule: 'runnable' })(tree);
    expect(tree.children).toEqual([server, nodeOnly, needsFs]);
  });

  it('reads what a block is from the role its meta states, not from its code: a file without one stays plain', () => {
    const graphqlOnly = "import { version } from 'graphql';\n\nconsole.log(version);";
    const noRole = code('js', 'print.mjs', graphqlOnly);
    const statedServer = code('js', 'print.mjs', graphqlOnly, 'server');
    const tree: Root = { type: 'root', children: [noRole, statedServer] };
    remarkRunnableExamples({ componentModule: 'runnable' })(tree);
    expect(tree.children).toEqual([noRole, statedServer]);
  });

  it('imports the component once, and gives a module no Run: other examples import it', () => {
    const module = code(
      'js',
      'schema.mjs',
      "import { buildSchema } from 'graphql';\n\nexport const s = buildSchema('type Query { a: Int }');",
      'module',
    );
    const script = code(
      'js',
      'run.mjs',
      "import { s } from './schema.mjs';\n\nconsole.log(s.getQueryType().name);",
      'script',
    );
    const tree: Root = { type: 'root', children: [module, script] };
    remarkRunnableExamples({ componentModule: 'runnable' })(tree);
    const [imported, wrappedModule, wrappedScript] = tree.children;
    expect(imported).toMatchObject({ type: 'mdxjsEsm', value: 'import { RunnableExample } from "runnable"' });
    expect(wrappedModule).toMatchObject({ attributes: [{ name: 'file', value: 'schema.mjs' }] });
    expect(wrappedScript).toMatchObject({
      attributes: [
        { name: 'file', value: 'run.mjs' },
        { name: 'run', value: '16 17' },
      ],
    });
  });

  it('marks each Output block of a page that shows one per major with its major', () => {
    const script = code('js', 'reworded.mjs', "import { version } from 'graphql';\n\nconsole.log(version);", 'script');
    const sixteen = { ...code('text', 'Output', '16.15.0'), meta: 'title="Output" graphql="16"' };
    const seventeen = { ...code('text', 'Output', '17.1.0'), meta: 'title="Output" graphql="17"' };
    const tree: Root = { type: 'root', children: [script, sixteen, seventeen] };
    remarkRunnableExamples({ componentModule: 'runnable' })(tree);
    const [, , marked16, marked17] = tree.children;
    for (const [marked, major, output] of [
      [marked16, '16', sixteen],
      [marked17, '17', seventeen],
    ] as const)
      expect(marked).toEqual({
        type: 'mdxJsxFlowElement',
        name: 'div',
        attributes: [
          { type: 'mdxJsxAttribute', name: 'data-example-output', value: 'reworded.mjs' },
          { type: 'mdxJsxAttribute', name: 'data-example-output-major', value: major },
        ],
        children: [output],
      });
  });
});

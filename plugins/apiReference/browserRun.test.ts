import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { rootExportNames, runsInBrowser } from './browserRun';

const exportsOf = (name: string) => rootExportNames(path.resolve('node_modules', name));

describe('which verified API examples run in the page', () => {
  const v16 = exportsOf('graphql');
  const v17 = exportsOf('graphql-17');

  it('runs JavaScript that imports from graphql and its subpaths names the root exports', () => {
    const code = "import { parse } from 'graphql/language';\nimport { validate } from 'graphql';\nparse('{ a }');\n";
    expect(runsInBrowser(code, 'ts', v16)).toBe(true);
    expect(runsInBrowser(code, 'ts', v17)).toBe(true);
  });

  it("does not run an import of a name the version's root lacks, though its subpath may have it", () => {
    const code = "import { validateInputValue } from 'graphql/utilities';\n";
    expect(runsInBrowser(code, 'ts', v16)).toBe(false);
    expect(runsInBrowser(code, 'ts', v17)).toBe(true);
    expect(runsInBrowser("import { addPath } from 'graphql/jsutils/Path';\n", 'ts', v16)).toBe(false);
    expect(runsInBrowser("import * as language from 'graphql/language';\n", 'ts', v16)).toBe(false);
  });

  it("does not run TypeScript syntax, other modules, Node's globals or other languages", () => {
    for (const code of [
      "import { GraphQLString } from 'graphql';\nconst type: unknown = GraphQLString;\n",
      "import assert from 'node:assert/strict';\nassert.ok(true);\n",
      'console.log(process.version);\n',
      "const graphql = await import('graphql');\n",
    ])
      expect(runsInBrowser(code, 'ts', v16)).toBe(false);
    expect(runsInBrowser('{ a }', 'graphql', v16)).toBe(false);
  });
});

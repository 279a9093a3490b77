import { expect, it } from 'vitest';
import { isSameOutput, normalizeNode, pageText } from './compare';

const NODE_REPORT = `before
file:///tmp/run/a.mjs:2
throw new Error('boom');
^

Error: boom
    at file:///tmp/run/a.mjs:2:7
    at ModuleJob.run (node:internal/modules/esm/module_job:325:25)
    at async ModuleLoader.import (node:internal/modules/esm/loader:606:24)

Node.js v20.20.2
`;

it("takes out the run's folder, Node's internal frames and its footer", () => {
  expect(normalizeNode({ printed: NODE_REPORT, dirs: ['/tmp/run'] })).toBe(
    "before\nfile:///…/a.mjs:2\nthrow new Error('boom');\n^\n\nError: boom\n    at file:///…/a.mjs:2:7\n",
  );
});

it('elides the folder where Node names it by path as well as by URL', () => {
  const printed = "Error: Cannot find module '/tmp/run/b.mjs' imported from /tmp/run/a.mjs\n";
  expect(normalizeNode({ printed, dirs: ['/tmp/run'] })).toBe(
    "Error: Cannot find module '/…/b.mjs' imported from /…/a.mjs\n",
  );
});

it("keeps the brace that opens an error's own fields on the last frame Node's report keeps", () => {
  const printed =
    "Error: x\n    at file:///tmp/run/a.mjs:1:7\n    at ModuleJob.run (node:internal/modules/esm/module_job:325:25) {\n  code: 'E'\n}\n";
  expect(normalizeNode({ printed, dirs: ['/tmp/run'] })).toBe(
    "Error: x\n    at file:///…/a.mjs:1:7 {\n  code: 'E'\n}\n",
  );
});

it("takes out the source line Node shows from its own files, and names graphql's files by package", () => {
  const printed =
    'node:internal/process/promises:389\n      new UnhandledPromiseRejection(reason);\n      ^\n\nUnhandledPromiseRejection: x\n    at f (/home/me/node_modules/graphql-17/error/x.js:1:2)\n';
  expect(normalizeNode({ printed, dirs: [] })).toBe(
    'UnhandledPromiseRejection: x\n    at f (…/node_modules/graphql/error/x.js:1:2)\n',
  );
});

it('shows the problem after the output, and compares durations as durations', () => {
  expect(pageText({ output: 't: 0.051ms\n', problem: 'Error: x', hiddenChars: 0 })).toBe('t: #ms\nError: x\n');
  expect(isSameOutput('t: #ms\n', { output: 't: 1.5ms\n', problem: null, hiddenChars: 0 })).toBe(true);
  expect(isSameOutput('a\n', { output: 'a\n', problem: 'Error: x', hiddenChars: 0 })).toBe(false);
});

it('past the limit, compares the start shown and the count of the rest', () => {
  expect(isSameOutput('\n'.repeat(30), { output: '\n'.repeat(20), problem: null, hiddenChars: 10 })).toBe(true);
  expect(isSameOutput('\n'.repeat(30), { output: '\n'.repeat(20), problem: null, hiddenChars: 9 })).toBe(false);
});

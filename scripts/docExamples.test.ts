import { execFile } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { docExamplesFromMarkdown } from './lib/docExamples';

// Every script a docs page tells readers to save and run is run here, against the pinned graphql.
const repoRoot = path.resolve(import.meta.dirname, '..');
const docsRoot = path.join(repoRoot, 'docs');
// Inside the repository so that `import 'graphql'` resolves to node_modules/graphql.
const workDir = path.join(repoRoot, 'node_modules/.cache/doc-examples');
const run = promisify(execFile);

const pages = readdirSync(docsRoot, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.mdx?$/.test(file))
  .sort();

const examples = pages.flatMap((page) =>
  docExamplesFromMarkdown(readFileSync(path.join(docsRoot, page), 'utf8')).map((example) => ({ page, ...example })),
);

describe('runnable examples in docs/', () => {
  it('the home page and the tutorial index each have one', () => {
    expect(examples.map((example) => example.page)).toEqual(expect.arrayContaining(['index.mdx', 'docs/tutorials/index.mdx']));
  });

  it.each(examples)('$page: $fileName prints what the page says', async ({ page, fileName, code, expectedOutput }) => {
    const dir = path.join(workDir, path.dirname(page));
    mkdirSync(dir, { recursive: true });
    const file = path.join(dir, fileName);
    writeFileSync(file, code);
    const { stdout } = await run(process.execPath, [file], { cwd: dir, timeout: 10_000 });
    if (expectedOutput !== null) expect(stdout.trim()).toBe(expectedOutput.trim());
  });
});

import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { exampleKey } from './exampleKey';
import { runDoctests } from './runDoctests';
import type { DoctestExample } from './types';

const projectRoot = path.resolve(import.meta.dirname, '../..');
const packageDir = path.dirname(createRequire(path.join(projectRoot, 'package.json')).resolve('graphql/package.json'));

const example = (code: string, lang = 'ts'): DoctestExample => ({
  id: code.slice(0, 20),
  key: exampleKey(code),
  code,
  lang,
  item: 'parse',
  member: null,
  category: 'Language',
  url: '/api/graphql-js/function/parse',
});

describe('runDoctests', () => {
  it(
    'runs examples against the documented graphql (each code once) and reports verified, failed, thrown, timed out and fragments',
    { timeout: 30_000 },
    async () => {
      const verified = example(
        "import { parse } from 'graphql/language';\n\nparse('{ a }').kind; // => 'Document'\nparse('{'); // throws an error",
      );
      const wrongClaim = example(
        "import { parse } from 'graphql';\n\nconst document = parse('{ a }');\ndocument.definitions.length; // => 2",
      );
      const throwing = example("import { parse } from 'graphql';\n\nparse('{'); // => {}");
      const hanging = example('await new Promise(() => setInterval(() => {}, 1000));');
      const afterHang = example("import { version } from 'graphql';\n\nversion.split('.').length; // => 3");
      const fragment = example('{ a }', 'graphql');
      const run = await runDoctests({
        // afterHang twice: the same code documented in two places runs once.
        examples: [
          verified,
          wrongClaim,
          throwing,
          hanging,
          afterHang,
          fragment,
          { ...afterHang, id: 'the same code elsewhere' },
        ],
        packageDir,
        projectRoot,
        cacheDir: mkdtempSync(path.join(tmpdir(), 'doctests-')),
        timeoutMs: 2000,
      });
      const version = run.version;
      expect(run.ran).toBe(5);
      expect(run.outcomes.get(verified.key)).toEqual({ status: 'verified', version, checks: 2 });
      expect(run.outcomes.get(wrongClaim.key)).toEqual({
        status: 'failed',
        version,
        line: 4,
        reason: '`document.definitions.length` is 1, not 2',
        mismatch: { expression: 'document.definitions.length', expected: '2', actual: '1' },
      });
      expect(run.outcomes.get(throwing.key)).toEqual({
        status: 'failed',
        version,
        line: 3,
        reason: 'threw GraphQLError: Syntax Error: Expected Name, found <EOF>.',
      });
      expect(run.outcomes.get(hanging.key)).toEqual({
        status: 'failed',
        version,
        line: null,
        reason: 'did not finish within 2 s',
      });
      expect(run.outcomes.get(afterHang.key)).toEqual({ status: 'verified', version, checks: 1 });
      expect(run.outcomes.get(fragment.key)).toEqual({
        status: 'fragment',
        reason: 'a graphql code block, not TypeScript or JavaScript',
      });
    },
  );

  it(
    'reuses cached outcomes for unchanged examples, but not one that ran out of time or was made by other runner code',
    {
      timeout: 30_000,
    },
    async () => {
      const cacheDir = mkdtempSync(path.join(tmpdir(), 'doctests-'));
      const quick = example("import { Kind } from 'graphql';\n\nKind.NAME; // => 'Name'");
      const hanging = example('await new Promise(() => setInterval(() => {}, 1000));');
      const run = () => runDoctests({ examples: [quick, hanging], packageDir, projectRoot, cacheDir, timeoutMs: 1000 });
      expect((await run()).ran).toBe(2);
      const again = await run();
      // A time-out may come of a busy machine: it is not kept.
      expect(again.ran).toBe(1);
      expect(again.outcomes.get(quick.key)).toEqual({ status: 'verified', version: again.version, checks: 1 });
      expect(again.outcomes.get(hanging.key)).toMatchObject({ status: 'failed', reason: 'did not finish within 1 s' });

      // Outcomes another runner made (another Node, TypeScript or runner code) are run again.
      const cacheFile = path.join(cacheDir, `graphql@${again.version}`, 'outcomes.json');
      const cache = JSON.parse(readFileSync(cacheFile, 'utf8')) as { runner: string };
      expect(cache.runner).toMatch(/^[0-9a-f]{16}$/);
      writeFileSync(cacheFile, JSON.stringify({ ...cache, runner: 'another runner' }));
      expect((await run()).ran).toBe(2);
    },
  );
});

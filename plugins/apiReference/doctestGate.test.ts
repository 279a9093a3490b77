import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { doctestPackage } from './doctestGate';

const projectRoot = path.resolve(import.meta.dirname, '../..');
const fixtureDir = path.join(import.meta.dirname, '../doctests/fixtures/shapes');

/** The fixture package run with a known-failing list of our choosing. */
function runFixture(knownFailing: Record<string, string>) {
  const scratch = mkdtempSync(path.join(tmpdir(), 'doctest-gate-'));
  const knownFailingFile = path.join(scratch, 'knownFailing.json');
  writeFileSync(knownFailingFile, JSON.stringify({ 'shapes@1.0.0': knownFailing }));
  return doctestPackage({
    packageDir: fixtureDir,
    projectRoot,
    typedocCacheDir: path.join(scratch, 'typedoc'),
    doctestCacheDir: path.join(scratch, 'doctests'),
    knownFailingFile,
  });
}

describe('the doctest gate on a fixture package with a deliberately broken example', () => {
  it('counts verified, failing and fragment examples', { timeout: 60_000 }, async () => {
    const { label, report } = await runFixture({});
    expect(label).toBe('shapes@1.0.0');
    expect(report.total).toEqual({ found: 3, runnable: 2, verified: 1, failing: 1, fragments: 1, claims: 2 });
    expect(report.fragments.map(({ example, reason }) => [example.id, reason])).toEqual([
      ['area example 2', 'uses `area`, `side` without declaring them'],
    ]);
  });

  it(
    'fails when an example fails that the known-failing list does not name, saying which line and why',
    { timeout: 60_000 },
    async () => {
      const { gateMessage } = await runFixture({});
      expect(gateMessage).toContain('1 example(s) fail that are not in knownFailing.json ("shapes@1.0.0")');
      expect(gateMessage).toContain('Square.perimeter example 1');
      expect(gateMessage).toContain('line 4: `new Square(3).perimeter()` is 12, not 9');
    },
  );

  it(
    'passes once the failure is reviewed into the list, and fails again when a listed example passes',
    { timeout: 60_000 },
    async () => {
      expect(
        (await runFixture({ 'Square.perimeter example 1': 'the claimed perimeter is wrong' })).gateMessage,
      ).toBeNull();
      const stale = await runFixture({
        'Square.perimeter example 1': 'the claimed perimeter is wrong',
        'area example 1': 'was broken once',
      });
      expect(stale.gateMessage).toBe(
        '1 example(s) in knownFailing.json ("shapes@1.0.0") no longer fail: remove them from the list.\n  area example 1',
      );
    },
  );
});

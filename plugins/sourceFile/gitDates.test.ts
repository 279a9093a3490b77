import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lastCommitDates, readLastCommitDates } from './gitDates';

describe('lastCommitDates', () => {
  it('keeps the newest date of each file, the log running newest first', () => {
    const log = [
      '\u00002026-11-20',
      '',
      'docs/a.mdx',
      'docs/b.mdx',
      '\u00002026-10-01',
      '',
      'docs/a.mdx',
      'docs/c.mdx',
      '',
    ].join('\n');
    expect(Object.fromEntries(lastCommitDates(log))).toEqual({
      'docs/a.mdx': '2026-11-20',
      'docs/b.mdx': '2026-11-20',
      'docs/c.mdx': '2026-10-01',
    });
  });

  it('is empty for an empty log', () => {
    expect(lastCommitDates('').size).toBe(0);
  });
});

describe('readLastCommitDates', () => {
  it('is empty outside a git work tree', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'no-git-'));
    writeFileSync(path.join(folder, 'a.mdx'), '# A\n');
    expect((await readLastCommitDates(folder, '.')).size).toBe(0);
  });

  it('reads this repository’s docs folder', async () => {
    const dates = await readLastCommitDates(path.resolve(import.meta.dirname, '../..'), 'docs');
    expect(dates.get('docs/docs/tutorials/basic-types.mdx')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

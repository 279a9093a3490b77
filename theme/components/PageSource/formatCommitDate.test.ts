import { describe, expect, it } from 'vitest';
import { formatCommitDate } from './formatCommitDate';

describe('formatCommitDate', () => {
  it('writes the commit date out in full, independent of the time zone', () => {
    expect(formatCommitDate('2026-11-22')).toBe('November 22, 2026');
    expect(formatCommitDate('2027-01-01')).toBe('January 1, 2027');
  });
});

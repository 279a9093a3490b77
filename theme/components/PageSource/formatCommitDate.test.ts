import { afterEach, describe, expect, it, vi } from 'vitest';

const zoneBefore = process.env.TZ;
afterEach(() => {
  if (zoneBefore === undefined) delete process.env.TZ;
  else process.env.TZ = zoneBefore;
});

/** The module as loaded by a process in the given time zone (its formatter is made on load). */
async function formatCommitDateIn(timeZone: string) {
  process.env.TZ = timeZone;
  vi.resetModules();
  return (await import('./formatCommitDate')).formatCommitDate;
}

describe('formatCommitDate', () => {
  it('writes the commit date out in full', async () => {
    const formatCommitDate = await formatCommitDateIn('UTC');
    expect(formatCommitDate('2026-11-22')).toBe('November 22, 2026');
    expect(formatCommitDate('2027-01-01')).toBe('January 1, 2027');
  });

  it('writes the same day in every time zone, so the built page and the hydrated one agree', async () => {
    // Eleven hours behind UTC and fourteen ahead: a date read as local time would move a day.
    for (const timeZone of ['Pacific/Pago_Pago', 'Pacific/Kiritimati']) {
      const formatCommitDate = await formatCommitDateIn(timeZone);
      expect(formatCommitDate('2027-01-01'), timeZone).toBe('January 1, 2027');
    }
  });
});

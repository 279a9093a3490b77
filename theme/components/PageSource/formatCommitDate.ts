// Fixed locale and UTC, so that the server-rendered text and the hydrated one are the same everywhere.
const LONG_DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** `2026-11-22` → `November 22, 2026`. */
export function formatCommitDate(isoDate: string): string {
  return LONG_DATE.format(new Date(`${isoDate}T00:00:00Z`));
}

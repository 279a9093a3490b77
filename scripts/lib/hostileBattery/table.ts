import type { AttackVerdict } from './types';

/** One server on one graphql version, as the battery left it. */
export interface BatteryRow {
  page: string;
  server: string;
  version: string;
  verdicts: readonly AttackVerdict[];
  /** The fence's mark, as written (`falls:log-forging`), or empty. */
  mark: string;
}

/** The battery's table: page, server, version, attacks, held, and the attacks that fell. */
export function batteryTable(rows: readonly BatteryRow[]): string {
  const cells = [
    ['page', 'server', 'version', 'attacks', 'held', 'mark', 'fell'],
    ...rows.map((row) => [
      row.page,
      row.server,
      row.version,
      String(row.verdicts.length),
      String(row.verdicts.filter((verdict) => verdict.held).length),
      row.mark,
      row.verdicts
        .filter((verdict) => !verdict.held)
        .map((verdict) => verdict.attack)
        .join(', '),
    ]),
  ];
  const widths = cells[0]!.map((_, column) => Math.max(...cells.map((line) => line[column]!.length)));
  return cells
    .map((line) =>
      line
        .map((cell, column) => (column === line.length - 1 ? cell : cell.padEnd(widths[column]!)))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

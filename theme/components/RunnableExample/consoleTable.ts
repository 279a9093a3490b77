/**
 * `console.table` as Node 20 draws it (lib/internal/console/constructor.js and cli_table.js): the
 * same columns, the same cell text (inspected shallowly) and the same box characters.
 */
import type { InspectOptions } from 'node-inspect-extracted';

const INDEX_KEY = '(index)';
const ITERATION_KEY = '(iteration index)';
const KEY_KEY = 'Key';
const VALUES_KEY = 'Values';

/** A cell's width in columns (the examples print no wide characters). */
const widthOf = (text: string) => [...text].length;

function renderRow(row: readonly string[], widths: readonly number[]): string {
  const cells = row.map((cell, column) => cell + ' '.repeat(widths[column]! - widthOf(cell)));
  return `│ ${cells.join(' │ ')} │`;
}

/** The box Node draws for a table of `head` columns holding `columns` of cells. */
export function renderTable(head: readonly string[], columns: readonly (readonly (string | undefined)[])[]): string {
  const widths = head.map(widthOf);
  const longest = Math.max(...columns.map((column) => column.length));
  const rows: string[][] = [];
  head.forEach((_, column) => {
    for (let row = 0; row < longest; row++) {
      rows[row] ??= [];
      const value = Object.hasOwn(columns[column]!, row) ? (columns[column]![row] ?? '') : '';
      rows[row]![column] = value;
      widths[column] = Math.max(widths[column] ?? 0, widthOf(value));
    }
  });
  const divider = widths.map((width) => '─'.repeat(width + 2));
  return [
    `┌${divider.join('┬')}┐`,
    renderRow(head, widths),
    `├${divider.join('┼')}┤`,
    ...rows.map((row) => renderRow(row, widths)),
    `└${divider.join('┴')}┘`,
  ].join('\n');
}

type Inspect = (value: unknown, options: InspectOptions) => string;

/**
 * What `console.table(data, properties)` prints, or null when Node would log `data` as it is (not
 * an object).
 */
export function tableOf(data: unknown, properties: readonly string[] | undefined, inspect: Inspect): string | null {
  if (data === null || typeof data !== 'object') return null;
  const cell = (value: unknown) => {
    const depth =
      value !== null && typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length > 2 ? -1 : 0;
    return inspect(value, { depth, maxArrayLength: 3, breakLength: Infinity });
  };
  const indexes = (length: number) => Array.from({ length }, (_, index) => cell(index));
  if (data instanceof Map) {
    const keys: string[] = [];
    const values: string[] = [];
    for (const [key, value] of data) {
      keys.push(cell(key));
      values.push(cell(value));
    }
    return renderTable([ITERATION_KEY, KEY_KEY, VALUES_KEY], [indexes(keys.length), keys, values]);
  }
  if (data instanceof Set) {
    const values = [...data].map(cell);
    return renderTable([ITERATION_KEY, VALUES_KEY], [indexes(values.length), values]);
  }
  const map: Record<string, string[]> = Object.create(null);
  let hasPrimitives = false;
  const primitiveValues: string[] = [];
  const indexKeys = Object.keys(data);
  indexKeys.forEach((indexKey, index) => {
    const item = (data as Record<string, unknown>)[indexKey];
    const primitive = item === null || (typeof item !== 'function' && typeof item !== 'object');
    if (properties === undefined && primitive) {
      hasPrimitives = true;
      primitiveValues[index] = cell(item);
      return;
    }
    for (const key of properties ?? Object.keys(item as object)) {
      map[key] ??= [];
      if ((primitive && properties) || !Object.hasOwn(item as object, key)) map[key][index] = '';
      else map[key][index] = cell((item as Record<string, unknown>)[key]);
    }
  });
  const keys = Object.keys(map);
  const values = Object.values(map);
  if (hasPrimitives) {
    keys.push(VALUES_KEY);
    values.push(primitiveValues);
  }
  return renderTable([INDEX_KEY, ...keys], [indexKeys, ...values]);
}

import { describe, expect, it } from 'vitest';
import { BATTERY_SIZE } from '../../site/hostileBattery';
import { batteryNoteOf } from './note';

const guideRoute = '/docs/guides/hostile-client-battery';
const versions = ['16.15.0', '17.1.0'];
/** The text of a node and its children, as a reader sees it. */
const textOf = (node: unknown): string => {
  const { value, children } = node as { value?: string; children?: unknown[] };
  return value ?? (children ?? []).map(textOf).join('');
};
const attributeOf = (note: ReturnType<typeof batteryNoteOf>, name: string) =>
  note.attributes.find((attribute) => 'name' in attribute && attribute.name === name)?.value;

describe('batteryNoteOf', () => {
  it('says an unmarked server held every attack, counted from the battery, linking the guide', () => {
    const note = batteryNoteOf({ mark: null, knownFalling: [], versions, guideRoute });
    expect(textOf(note)).toBe(
      `The docs' tests aimed ${BATTERY_SIZE} hostile-client attacks at this server on graphql 16.15.0 and 17.1.0: it held every one.`,
    );
    expect(JSON.stringify(note)).toContain(`"url":"${guideRoute}"`);
    expect(attributeOf(note, 'data-battery')).toBe('held');
  });

  it('says what a server shown falling on purpose falls to', () => {
    const note = batteryNoteOf({
      mark: { kind: 'falls', families: ['log-forging'] },
      knownFalling: [],
      versions: ['17.1.0'],
      guideRoute,
    });
    expect(textOf(note)).toMatch(
      /^Falls on purpose to log forging: .* on graphql 17\.1\.0 and check that it still does\.$/,
    );
    expect(attributeOf(note, 'data-battery')).toBe('falls');
  });

  it('counts what a minimal server held besides what it lacks, and names what a server still falls to', () => {
    const minimal = batteryNoteOf({
      mark: { kind: 'lacks', families: ['body-size', 'output-amplification'] },
      knownFalling: [],
      versions,
      guideRoute,
    });
    expect(textOf(minimal)).toContain(
      `lacks defences against oversized bodies and messages and output amplification, and held the other ${BATTERY_SIZE - 10}.`,
    );
    const today = batteryNoteOf({ mark: null, knownFalling: ['query-cost'], versions, guideRoute });
    expect(textOf(today)).toContain(`it still falls to costly query shapes, and held the other ${BATTERY_SIZE - 2}.`);
    expect(attributeOf(today, 'data-battery')).toBe('falls-today');
  });
});

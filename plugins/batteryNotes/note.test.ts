import { describe, expect, it } from 'vitest';
import { BATTERY_ATTACKS, BATTERY_SIZE } from '../../site/hostileBattery';
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
      `Held ${BATTERY_SIZE} hostile-client attacks in the docs' tests, on graphql 16.15.0 and 17.1.0.`,
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
    expect(textOf(minimal)).toBe(
      `Kept minimal: it lacks defences against oversized bodies and messages and output amplification. Of the ${BATTERY_SIZE} hostile-client attacks in the docs' tests, on graphql 16.15.0 and 17.1.0, it held the ${BATTERY_SIZE - BATTERY_ATTACKS['body-size'].length - BATTERY_ATTACKS['output-amplification'].length} of the other families.`,
    );
    const today = batteryNoteOf({ mark: null, knownFalling: ['query-cost'], versions, guideRoute });
    expect(textOf(today)).toBe(
      `Falls to costly query shapes in the docs' tests, on graphql 16.15.0 and 17.1.0, until its fix lands; it held the ${BATTERY_SIZE - BATTERY_ATTACKS['query-cost'].length} hostile-client attacks of the other families.`,
    );
    expect(attributeOf(today, 'data-battery')).toBe('falls-today');
  });
});

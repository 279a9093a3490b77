import { describe, expect, it } from 'vitest';
import { codeFencesFromMarkdown, exampleStepsFromMarkdown } from './docExamples';
import {
  BATTERY_ATTACKS,
  BATTERY_FAMILIES,
  BATTERY_FAMILY_TITLES,
  BATTERY_SIZE,
  batteryHeadersOfMeta,
  batteryMarkOfMeta,
} from './hostileBattery';

describe('batteryMarkOfMeta', () => {
  it('reads a server shown falling on purpose, and one kept minimal', () => {
    expect(batteryMarkOfMeta('title="csrf-broken-server.mjs" battery="falls:request-target"')).toEqual({
      kind: 'falls',
      families: ['request-target'],
    });
    expect(batteryMarkOfMeta('battery="lacks:body-size,output-amplification" title="a.mjs"')).toEqual({
      kind: 'lacks',
      families: ['body-size', 'output-amplification'],
    });
  });

  it('gives null without a mark', () => {
    expect(batteryMarkOfMeta('title="server.mjs" graphql="17"')).toBeNull();
  });

  it('refuses a mark it cannot read, or a family the battery does not have, naming the known ones', () => {
    expect(() => batteryMarkOfMeta('battery="fails:body-size"')).toThrow(/expected battery="falls:<family>/);
    expect(() => batteryMarkOfMeta('battery="lacks:"')).toThrow(/expected/);
    expect(() => batteryMarkOfMeta('battery="lacks:body-size,bodies"')).toThrow(
      /unknown family bodies \(known: request-target, websocket-reset, body-size/,
    );
  });
});

describe('batteryHeadersOfMeta', () => {
  it('reads each header the battery carries, beside a mark', () => {
    expect(
      batteryHeadersOfMeta(
        'title="a.mjs" battery="lacks:body-size" battery-header="Authorization: Bearer t" battery-header="X-A: 1"',
      ),
    ).toEqual(['Authorization: Bearer t', 'X-A: 1']);
    expect(batteryHeadersOfMeta('title="a.mjs" battery="lacks:body-size"')).toEqual([]);
  });

  it('refuses a header it cannot send', () => {
    expect(() => batteryHeadersOfMeta('battery-header="Bearer t"')).toThrow(/expected battery-header="Name: value"/);
  });
});

it('a server step carries its fence’s mark and headers', () => {
  const page =
    '```js title="server.mjs" server battery="falls:log-forging" battery-header="Authorization: Bearer t"\napp.listen(4000);\n```\n';
  expect(codeFencesFromMarkdown(page)[0]!.battery).toEqual({ kind: 'falls', families: ['log-forging'] });
  expect(exampleStepsFromMarkdown(page)).toEqual([
    {
      kind: 'server',
      fileName: 'server.mjs',
      code: 'app.listen(4000);\n',
      battery: { kind: 'falls', families: ['log-forging'] },
      batteryHeaders: ['Authorization: Bearer t'],
    },
  ]);
});

it('the battery’s guide lists every attack, in its family’s row', async () => {
  const { readFileSync } = await import('node:fs');
  const guide = readFileSync(new URL('../docs/docs/guides/hostile-client-battery.mdx', import.meta.url), 'utf8');
  for (const family of BATTERY_FAMILIES) {
    const row = guide.split('\n').find((line) => line.startsWith(`| ${capitalized(BATTERY_FAMILY_TITLES[family])} |`));
    expect(row, family).toBeDefined();
    for (const attack of BATTERY_ATTACKS[family]) expect(row, attack).toContain(`\`${attack}\``);
  }
  expect(guide).toContain(`**Held ${BATTERY_SIZE} hostile-client attacks**`);
});

const capitalized = (title: string) => title[0]!.toUpperCase() + title.slice(1);

import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { BatteryFamily } from '../../../site/hostileBattery';
import { type StartedServer, startServerProcess } from '../runExamples';
import { BATTERY } from './attacks';
import { failuresAgainstExpected } from './judge';
import { runBattery } from './runBattery';
import { batteryTargetOf } from './serverTarget';

// The battery proves itself on a tiny server (fixtures/targetServer.mjs): with every defence it
// holds every attack; without one defence (WEAK=<defence>), that defence's family falls.
const fixtures = path.join(import.meta.dirname, 'fixtures');

async function batteryAgainst(
  weak: string,
  families: readonly BatteryFamily[] | null,
  expectedToFall: ReadonlySet<BatteryFamily> = new Set(),
) {
  const started: StartedServer[] = [];
  const start = async () => {
    const file = 'targetServer.mjs';
    const server = await startServerProcess({ args: [file], file, cwd: fixtures, env: { WEAK: weak } });
    started.push(server);
    return batteryTargetOf(server, '/graphql', fixtures);
  };
  try {
    const attacks = families ? BATTERY.filter((attack) => families.includes(attack.family)) : BATTERY;
    return await runBattery({ target: await start(), attacks, restart: start, expectedToFall });
  } finally {
    for (const server of started) server.process.kill();
  }
}

/** Each defence of the fixture, and the family that must fall without it. */
const DEFENCES: [string, BatteryFamily][] = [
  ['url-guard', 'request-target'],
  ['socket-error', 'websocket-reset'],
  ['body-limit', 'body-size'],
  ['unknown-path-close', 'body-size'],
  ['subscription-cap', 'websocket-burst'],
  ['log-accepted-only', 'websocket-burst'],
  ['read-pause', 'websocket-burst'],
  ['log-escape', 'log-forging'],
  ['quiet-socket-error', 'log-forging'],
  ['quiet-send', 'log-forging'],
  ['output-bound', 'output-amplification'],
  ['parse-guard', 'query-cost'],
  ['result-estimate', 'query-cost'],
  ['schema-lengths', 'query-cost'],
  ['overlap-limit', 'validation-cost'],
  ['line-limit', 'validation-cost'],
  ['connection-cap', 'connection-count'],
  ['pipelining-cap', 'request-burst'],
];

describe('the hostile-client battery', () => {
  it('has a weak server for every family', () => {
    expect(new Set(DEFENCES.map(([, family]) => family))).toEqual(new Set(BATTERY.map((attack) => attack.family)));
  });

  it('finds nothing to fault in the server with every defence', async () => {
    const verdicts = await batteryAgainst('', null);
    expect(failuresAgainstExpected(verdicts, [])).toEqual([]);
    expect(verdicts).toHaveLength(BATTERY.length);
  }, 120_000);

  it('runs no more of a family the server is marked to fall to once one of its attacks fell', async () => {
    const verdicts = await batteryAgainst('url-guard', ['request-target'], new Set(['request-target']));
    expect(verdicts.map((verdict) => [verdict.family, verdict.held])).toEqual([['request-target', false]]);
  }, 120_000);

  for (const [defence, family] of DEFENCES)
    it(`fells the server without its ${defence}: ${family}`, async () => {
      const verdicts = await batteryAgainst(defence, [family]);
      const fallen = verdicts.filter((verdict) => !verdict.held);
      expect(fallen.map((verdict) => `${verdict.attack}: ${verdict.detail}`)).not.toEqual([]);
      expect(failuresAgainstExpected(verdicts, [{ family, because: 'the test' }])).toEqual([]);
    }, 120_000);
});

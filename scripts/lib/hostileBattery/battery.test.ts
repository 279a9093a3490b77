import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { BatteryFamily } from '../../../site/hostileBattery';
import { loadFactor } from '../machineLoad';
import { type StartedServer, startServerProcess } from '../runExamples';
import { BATTERY } from './attacks';
import { failuresAgainstExpected } from './judge';
import { runBattery } from './runBattery';
import { batteryTargetOf } from './serverTarget';
import { BEFORE_GRAPHQL_FAMILIES } from './versionScope';

// The battery proves itself on a tiny server (fixtures/targetServer.mjs): with every defence it
// holds every attack; without one defence (WEAK=<defence>), that defence's family falls.
const fixtures = path.join(import.meta.dirname, 'fixtures');

async function batteryAgainst(
  weak: string,
  families: readonly BatteryFamily[] | null,
  expectedToFall: ReadonlySet<BatteryFamily> = new Set(),
  env: Record<string, string> = {},
) {
  const started: StartedServer[] = [];
  const start = async () => {
    const file = 'targetServer.mjs';
    const server = await startServerProcess({ args: [file], file, cwd: fixtures, env: { ...env, WEAK: weak } });
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

/** A test's limit, for a battery that hangs: it grows with the machine's load, as the battery's own waits do. */
const TEST_LIMIT_MS = 120_000 * loadFactor();

/** The plain document the runner's probe sends after every attack (processWatch.ts). */
const PROBE_QUERY = '{ __typename }';
/**
 * Documents that carry nothing of an attack: the probe's, and the empty one a weak server takes from a request
 * target without a query string, which graphql 16.15.0 and 17.1.0 refuse with the same syntax error.
 */
const PLAIN_DOCUMENTS: ReadonlySet<string> = new Set([PROBE_QUERY, '']);

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

  it(
    'finds nothing to fault in the server with every defence',
    async () => {
      const verdicts = await batteryAgainst('', null);
      expect(failuresAgainstExpected(verdicts, [])).toEqual([]);
      expect(verdicts).toHaveLength(BATTERY.length);
    },
    TEST_LIMIT_MS,
  );

  it(
    'runs no more of a family the server is marked to fall to once one of its attacks fell',
    async () => {
      const verdicts = await batteryAgainst('url-guard', ['request-target'], new Set(['request-target']));
      expect(verdicts.map((verdict) => [verdict.family, verdict.held])).toEqual([['request-target', false]]);
    },
    TEST_LIMIT_MS,
  );

  for (const [defence, family] of DEFENCES)
    it(
      `fells the server without its ${defence}: ${family}${BEFORE_GRAPHQL_FAMILIES.has(family) ? ", and hands graphql no document but the probe's" : ''}`,
      async () => {
        // Every document the weakened server hands graphql: a family that runs on one version of each
        // server (versionScope.ts) must send no document of its own, even to a server that takes what it sends.
        const documentsLog = path.join(mkdtempSync(path.join(tmpdir(), 'battery-documents-')), 'documents.log');
        try {
          const verdicts = await batteryAgainst(defence, [family], new Set(), { DOCUMENTS_LOG: documentsLog });
          const fallen = verdicts.filter((verdict) => !verdict.held);
          expect(fallen.map((verdict) => `${verdict.attack}: ${verdict.detail}`)).not.toEqual([]);
          expect(failuresAgainstExpected(verdicts, [{ family, because: 'the test' }])).toEqual([]);
          const documents = new Set(
            existsSync(documentsLog)
              ? readFileSync(documentsLog, 'utf8')
                  .trim()
                  .split('\n')
                  .map((line) => JSON.parse(line) as unknown)
              : [],
          );
          const ownDocuments = [...documents].filter((document) => !PLAIN_DOCUMENTS.has(document as string));
          expect(documents, 'the probe reached graphql: the log sees what graphql is handed').toContain(PROBE_QUERY);
          if (BEFORE_GRAPHQL_FAMILIES.has(family)) expect(ownDocuments).toEqual([]);
          // The other families hand graphql documents of their own, which the log shows; but a burst of
          // WebSocket subscriptions, which hands graphql-ws and graphql the plain document many times at once.
          else if (family !== 'websocket-burst') expect(ownDocuments).not.toEqual([]);
        } finally {
          rmSync(path.dirname(documentsLog), { recursive: true, force: true });
        }
      },
      TEST_LIMIT_MS,
    );
});

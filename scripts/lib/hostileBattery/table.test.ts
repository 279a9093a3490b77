import { expect, it } from 'vitest';
import { batteryTable } from './table';
import type { AttackVerdict } from './types';

const verdict = (attack: string, held: boolean): AttackVerdict => ({
  attack,
  family: 'request-target',
  held,
  detail: '',
  ms: 1,
});

it('prints page, server, version, attacks, held, mark and what fell, in aligned columns', () => {
  const table = batteryTable([
    {
      page: 'docs/guides/csrf.mdx',
      server: 'csrf-broken-server.mjs',
      version: 'graphql-16.15.0',
      verdicts: [verdict('http-target-asterisk', true), verdict('ws-target-double-slash', false)],
      mark: 'falls:request-target',
    },
    {
      page: 'docs/guides/errors.mdx',
      server: 'errors-server.mjs',
      version: 'graphql-17.1.0',
      verdicts: [verdict('http-target-asterisk', true)],
      mark: '',
    },
  ]);
  expect(table).toBe(
    [
      'page                    server                  version          attacks  held  mark                  fell',
      'docs/guides/csrf.mdx    csrf-broken-server.mjs  graphql-16.15.0  2        1     falls:request-target  ws-target-double-slash',
      'docs/guides/errors.mdx  errors-server.mjs       graphql-17.1.0   1        1',
    ].join('\n'),
  );
});

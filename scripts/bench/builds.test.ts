import { describe, expect, it } from 'vitest';
import { apiVersionsFromBuildLog } from './builds';

describe('the API reference lines of a build log', () => {
  it('reads each version, its time and its TypeDoc time (0 when cached)', () => {
    const log = [
      'info build started',
      '[api-reference] graphql@16.15.0 at /api/graphql-js in 3100 ms (TypeDoc cached)',
      '[api-reference] graphql@17.1.0 at /api/graphql-js/v17 in 4692 ms (TypeDoc 2254 ms)',
    ].join('\n');
    expect(apiVersionsFromBuildLog(log)).toEqual([
      { label: 'graphql@16.15.0', ms: 3100, typedocMs: 0 },
      { label: 'graphql@17.1.0', ms: 4692, typedocMs: 2254 },
    ]);
  });

  it('finds none in a log without them', () => {
    expect(apiVersionsFromBuildLog('info build done')).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { BATTERY_FAMILIES } from '../../../site/hostileBattery';
import { BATTERY } from './attacks';
import { attacksOnVersion, BEFORE_GRAPHQL_FAMILIES } from './versionScope';

describe('the battery on each graphql version of a server', () => {
  it('names only families the battery has', () => {
    expect([...BEFORE_GRAPHQL_FAMILIES].filter((family) => !BATTERY_FAMILIES.includes(family))).toEqual([]);
  });

  it('aims every attack on one version, and on the other every attack that reaches graphql, in order', () => {
    expect(attacksOnVersion(BATTERY, { allFamilies: true })).toEqual(BATTERY);
    const reachingGraphql = attacksOnVersion(BATTERY, { allFamilies: false });
    expect(reachingGraphql.map((attack) => attack.name)).toEqual(
      BATTERY.filter((attack) => !BEFORE_GRAPHQL_FAMILIES.has(attack.family)).map((attack) => attack.name),
    );
    expect(new Set(reachingGraphql.map((attack) => attack.family))).toEqual(
      new Set(BATTERY_FAMILIES.filter((family) => !BEFORE_GRAPHQL_FAMILIES.has(family))),
    );
  });
});

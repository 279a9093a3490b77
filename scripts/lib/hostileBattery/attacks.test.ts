import { expect, it } from 'vitest';
import { BATTERY_ATTACKS, BATTERY_FAMILIES } from '../../../site/hostileBattery';
import { BATTERY } from './attacks';

it('runs exactly the attacks the site lists, family by family, in order', () => {
  const run = Object.fromEntries(
    BATTERY_FAMILIES.map((family) => [family, BATTERY.filter((attack) => attack.family === family).map((a) => a.name)]),
  );
  expect(run).toEqual(BATTERY_ATTACKS);
  expect(BATTERY.map((attack) => attack.family)).toEqual(
    BATTERY_FAMILIES.flatMap((family) => BATTERY_ATTACKS[family].map(() => family)),
  );
});

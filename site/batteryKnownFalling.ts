import type { BatteryFamily } from './hostileBattery';
// Its own module: the JSON import needs a bundler or vitest, while e2e specs import hostileBattery.ts in plain Node.
import knownFalling from './hostileBatteryKnownFalling.json';

/**
 * The reviewed list of servers known to fall today (page file and server file → families), beside
 * their marks: a server fixed while still listed fails the run (stale), so the list only shrinks.
 */
export const knownFallingOf = (page: string, server: string): BatteryFamily[] =>
  ((knownFalling as Record<string, string[]>)[`${page} ${server}`] ?? []) as BatteryFamily[];

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { StartedServer } from '../runExamples';
import type { BatteryTarget } from './types';

/** The path a page's server serves GraphQL on: `/graphql` when its code names it, else the root. */
export const graphqlPathOf = (code: string) => (/['"`]\/graphql['"`]/.test(code) ? '/graphql' : '/');

/** Every `*.log` file in a folder, by name: where a server that logs to a file (going-to-production's) writes. */
export function logFilesIn(folder: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const name of readdirSync(folder).filter((entry) => entry.endsWith('.log')))
    try {
      files[name] = readFileSync(path.join(folder, name), 'utf8');
    } catch {
      // A log file removed between listing and reading has nothing to judge.
    }
  return files;
}

/** The name of what a server printed among its logs: no log file's name. */
export const PRINTED = 'stdout and stderr';

/**
 * A started page server as the battery's target; `cwd` is the folder it runs in, whose log files
 * count as its log, and `headers` what every attack sends (a signed-in reader's credentials).
 */
export const batteryTargetOf = (
  server: StartedServer,
  graphqlPath: string,
  cwd: string,
  headers: readonly string[] = [],
): BatteryTarget => ({
  port: server.port,
  pid: server.process.pid!,
  graphqlPath,
  headers,
  logs: () => ({ ...logFilesIn(cwd), [PRINTED]: server.output() }),
  isAlive: () => server.process.exitCode === null && server.process.signalCode === null,
});

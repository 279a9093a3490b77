import type { StartedServer } from '../runExamples';
import type { BatteryTarget } from './types';

/** The path a page's server serves GraphQL on: `/graphql` when its code names it, else the root. */
export const graphqlPathOf = (code: string) => (/['"`]\/graphql['"`]/.test(code) ? '/graphql' : '/');

/** A started page server as the battery's target. */
export const batteryTargetOf = (server: StartedServer, graphqlPath: string): BatteryTarget => ({
  port: server.port,
  pid: server.process.pid!,
  graphqlPath,
  output: server.output,
  isAlive: () => server.process.exitCode === null && server.process.signalCode === null,
});

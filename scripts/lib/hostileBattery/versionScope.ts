import type { BatteryFamily } from '../../../site/hostileBattery';
import type { Attack } from './types';

/**
 * Families whose attacks are settled before graphql sees a document: the server's HTTP and WebSocket
 * layers refuse them or take them (a request target, a handshake reset, a body's or frame's size, how many
 * connections one client holds), and what graphql gets of them, if anything, is the
 * probe's `{ __typename }`. The server's code is the same text on both versions, so these run on one version
 * of each server. Every other family sends documents that graphql parses, validates, executes or quotes in
 * its errors (output, query cost, validation cost, an operation name in a log, a pipelined burst of costly
 * requests), or hands graphql-ws and
 * graphql hundreds of subscriptions at once (a WebSocket burst), and runs on both. A new family runs on both
 * until it is listed here; battery.test.ts checks that the families listed hand graphql no document of their own.
 */
export const BEFORE_GRAPHQL_FAMILIES: ReadonlySet<BatteryFamily> = new Set([
  'request-target',
  'websocket-reset',
  'body-size',
  'connection-count',
]);

/**
 * The attacks a server meets on one of its graphql versions: all of them on one version, and only those
 * that reach graphql on the other.
 */
export const attacksOnVersion = (attacks: readonly Attack[], { allFamilies }: { allFamilies: boolean }) =>
  allFamilies ? attacks : attacks.filter((attack) => !BEFORE_GRAPHQL_FAMILIES.has(attack.family));

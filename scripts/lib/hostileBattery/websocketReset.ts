import { Socket } from 'node:net';
import type { Attack, AttackContext } from './types';
import { sleep, upgradeRequest } from './wire';

/** How many handshakes each attack resets: the server died within 10. */
const TRIES = 10;

/**
 * Sends a WebSocket handshake and resets the connection (TCP RST) after `delayMs`: while the
 * server is still in its `upgrade` handler, or writing its refusal to a socket that is gone.
 */
const resetHandshake = ({ target, from }: AttackContext, request: string, delayMs: number) =>
  new Promise<void>((resolve) => {
    const socket = new Socket();
    socket.on('error', () => {});
    socket.on('close', () => resolve());
    socket.connect({ port: target.port, host: '127.0.0.1', localAddress: from }, async () => {
      socket.write(request);
      if (delayMs > 0) await sleep(delayMs);
      socket.resetAndDestroy();
    });
  });

const resetAttack = (name: string, headers: string[], delayOf: (index: number) => number): Attack => ({
  name,
  family: 'websocket-reset',
  run: async (context) => {
    const { target } = context;
    for (let index = 0; index < TRIES; index++)
      await resetHandshake(
        context,
        upgradeRequest(target.graphqlPath, [...target.headers, ...headers]),
        delayOf(index),
      );
    // Let the server meet the last reset before the runner's probe.
    await sleep(50);
    return { held: true, detail: `${TRIES} handshakes reset` };
  },
});

const FOREIGN_ORIGIN = ['Origin: https://evil.example'];

/** WebSocket handshakes the client resets: at once and mid-way (0 to 9 ms after), with a foreign Origin and without. */
export const websocketResetAttacks: Attack[] = [
  resetAttack('ws-foreign-origin-reset-at-once', FOREIGN_ORIGIN, () => 0),
  resetAttack('ws-foreign-origin-reset-midway', FOREIGN_ORIGIN, (index) => index),
  resetAttack('ws-handshake-reset-midway', [], (index) => index),
  {
    name: 'ws-handshake-half-then-reset',
    family: 'websocket-reset',
    run: async (context) => {
      const { target } = context;
      const request = upgradeRequest(target.graphqlPath, [...target.headers, ...FOREIGN_ORIGIN]);
      for (let index = 0; index < TRIES; index++)
        await resetHandshake(context, request.slice(0, Math.floor(request.length / 2)), index);
      await sleep(50);
      return { held: true, detail: `${TRIES} half handshakes reset` };
    },
  },
];

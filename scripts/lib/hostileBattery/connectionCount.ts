import { Socket } from 'node:net';
import type { Attack, AttackContext, AttackOutcome } from './types';
import { exchange, hasResponseHead, jsonPost, openWebSocket, requestHead, sleep } from './wire';

/** Connections each attack opens at once, all from the attack's one address. */
const CONNECTIONS = 50;
/**
 * The most of them a server may keep open. Each can hold what a server reads or has not sent yet:
 * a body up to its size limit, a WebSocket's unread results (megabytes on a page's server); 3,000
 * connections holding 60 kB of body each took every page's server from about 65 MB to over 200.
 */
export const CONNECTION_BOUND = 40;
/** How long the closes of what the server refused take to arrive, once it has taken every connection. */
const SETTLE_MS = 50;

/** Opens a raw connection from the address and writes `start`; resolves with the socket once connected, or null. */
const connected = ({ target, from }: AttackContext, start: string) =>
  new Promise<Socket | null>((resolve) => {
    const socket = new Socket();
    const timer = setTimeout(() => {
      socket.destroy();
      resolve(null);
    }, 5000);
    socket.on('error', () => {
      clearTimeout(timer);
      resolve(null);
    });
    socket.connect({ port: target.port, host: '127.0.0.1', localAddress: from }, () => {
      clearTimeout(timer);
      socket.write(start);
      resolve(socket);
    });
  });

/** Counts the sockets still open after the server had time to close what it refuses, then closes them all. */
async function judgedOpen(sockets: readonly (Socket | null)[], what: string): Promise<AttackOutcome> {
  await sleep(SETTLE_MS);
  const open = sockets.filter((socket) => socket && !socket.destroyed && !socket.readableEnded).length;
  for (const socket of sockets) socket?.destroy();
  // The probe after the attack comes from the same address: let the server see these closes first.
  await sleep(100);
  const held = open <= CONNECTION_BOUND;
  return { held, detail: `${open} of ${CONNECTIONS} ${what} from one address kept open (bound ${CONNECTION_BOUND})` };
}

/** Many connections from one address, each holding part of a body or an open WebSocket. */
export const connectionCountAttacks: Attack[] = [
  {
    // 4 kB of a declared 8 kB: within every body limit, so only a cap on connections closes them.
    name: 'connections-partial-bodies',
    family: 'connection-count',
    run: async (context) => {
      const { target } = context;
      const head = requestHead(`POST ${target.graphqlPath} HTTP/1.1`, [
        ...target.headers,
        'Content-Type: application/json',
        'Content-Length: 8000',
      ]);
      const start = `${head}{"query":"{ __typename }","variables":{"x":"${'a'.repeat(4000)}`;
      const sockets = await Promise.all(Array.from({ length: CONNECTIONS }, () => connected(context, start)));
      // A server takes connections in the order they came: once one more, a whole request, has been
      // answered or closed, the server has taken (or refused) all of the others.
      await exchange({
        port: target.port,
        from: context.from,
        request: jsonPost(target.graphqlPath, { query: '{ __typename }' }, target.headers),
        until: hasResponseHead,
      });
      return judgedOpen(sockets, 'connections holding half a body');
    },
  },
  {
    name: 'connections-websocket',
    family: 'connection-count',
    run: async ({ target, from }) => {
      const opened = await Promise.all(
        Array.from({ length: CONNECTIONS }, () =>
          openWebSocket({ port: target.port, path: target.graphqlPath, headers: target.headers, from }),
        ),
      );
      return judgedOpen(
        opened.map((result) => (result.ok ? result.ws.socket : null)),
        'WebSockets',
      );
    },
  },
];

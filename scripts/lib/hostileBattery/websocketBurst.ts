import type { Attack } from './types';
import { isMessageOfType, wsSession } from './graphqlWs';
import { clientFrame, sleep } from './wire';

/** Subscribe messages in one burst: graphql-ws runs `onSubscribe` for each before any result is queued. */
const BURST = 2000;

const subscribes = (prefix: string) =>
  Array.from({ length: BURST }, (_, index) =>
    clientFrame(JSON.stringify({ id: `${prefix}${index}`, type: 'subscribe', payload: { query: '{ __typename }' } })),
  );

/** A burst of graphql-transport-ws messages in one write, with and without waiting for the connection's ack. */
export const websocketBurstAttacks: Attack[] = [
  {
    name: 'ws-burst-init-and-subscribes',
    family: 'websocket-burst',
    run: async ({ target }) => {
      const session = await wsSession(target.port, target.graphqlPath);
      if (!session) return { held: true, detail: 'handshake refused' };
      // The client reads nothing while the server answers: what the server holds is its own to bound.
      session.ws.socket.pause();
      session.ws.socket.write(Buffer.concat([clientFrame('{"type":"connection_init"}'), ...subscribes('b')]));
      await sleep(300);
      session.ws.socket.destroy();
      return { held: true, detail: `${BURST} subscribes with connection_init in one write` };
    },
  },
  {
    name: 'ws-burst-after-ack',
    family: 'websocket-burst',
    run: async ({ target }) => {
      const session = await wsSession(target.port, target.graphqlPath);
      if (!session) return { held: true, detail: 'handshake refused' };
      session.ws.socket.write(clientFrame('{"type":"connection_init"}'));
      if (!(await session.waitFor(isMessageOfType('connection_ack')))) {
        session.ws.socket.destroy();
        return { held: true, detail: 'connection not acknowledged' };
      }
      session.ws.socket.pause();
      session.ws.socket.write(Buffer.concat(subscribes('c')));
      await sleep(300);
      session.ws.socket.destroy();
      return { held: true, detail: `${BURST} subscribes in one write after the ack` };
    },
  },
];

import { Socket } from 'node:net';
import type { Attack, AttackOutcome } from './types';
import { jsonPost } from './wire';

/** Requests written at once on one connection (HTTP/1.1 pipelining): about 200 kB. */
const PIPELINED = 1000;
/**
 * The most of them a server may run. Node runs the requests of one write one after another
 * before it reads from other clients: 5,000 of `{ __typename }` in one 1 MB write kept other
 * clients of a page's server waiting 4.6 to over 10 s. Node's `maxRequestsPerSocket` caps their
 * count (status 503 for the rest, without running them), but 100 costly requests a connection,
 * times 32 connections, still queue seconds of work ahead of everyone else; a server that
 * answers 503 to a request pipelined behind one under way runs one or two.
 */
export const PIPELINED_BOUND = 16;
/** How long the answers may take to come; a server still running them is judged by what it answered. */
const ANSWERS_MS = 8000;

/** Counts the responses to a pipelined burst by status, stopping once more than the bound were run. */
function burstAnswers(port: number, from: string, request: Buffer): Promise<{ ran: number; refused: number }> {
  return new Promise((resolve) => {
    const socket = new Socket();
    let ran = 0;
    let refused = 0;
    let tail = '';
    const finish = () => {
      clearTimeout(timer);
      socket.destroy();
      resolve({ ran, refused });
    };
    const timer = setTimeout(finish, ANSWERS_MS);
    socket.on('data', (chunk: Buffer) => {
      // Status lines may straddle chunks: keep the end of the last one.
      const text = tail + chunk.toString('latin1');
      for (const [, status] of text.matchAll(/HTTP\/1\.1 (\d{3}) /g)) {
        if (status === '200') ran++;
        else refused++;
      }
      tail = text.slice(-16);
      if (ran > PIPELINED_BOUND || ran + refused >= PIPELINED) finish();
    });
    socket.on('error', finish);
    socket.on('close', finish);
    socket.connect({ port, host: '127.0.0.1', localAddress: from }, () => socket.write(request));
  });
}

/** Many HTTP requests in one write on one connection. */
export const requestBurstAttacks: Attack[] = [
  {
    name: 'http-pipelined-1000',
    family: 'request-burst',
    run: async ({ target, from }): Promise<AttackOutcome> => {
      // Keep-alive: `jsonPost` closes after one request, so its `Connection: close` goes.
      const one = jsonPost(target.graphqlPath, { query: '{ __typename }' }, target.headers)
        .toString('latin1')
        .replace('Connection: close\r\n', '');
      const { ran, refused } = await burstAnswers(target.port, from, Buffer.from(one.repeat(PIPELINED), 'latin1'));
      const held = ran <= PIPELINED_BOUND;
      const counted = `${ran}${held ? '' : ' or more'} of ${PIPELINED} requests in one write run, ${refused} refused`;
      return { held, detail: `${counted} (bound ${PIPELINED_BOUND})` };
    },
  },
];

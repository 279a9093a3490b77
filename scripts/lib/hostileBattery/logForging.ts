import type { Attack, AttackContext } from './types';
import { acknowledged, wsSession } from './graphqlWs';
import type { BatteryTarget } from './types';
import {
  ANSWER_MS,
  clientFrame,
  exchange,
  hasResponseHead,
  jsonPost,
  openWebSocket,
  requestHead,
  sleep,
  statusOf,
  zeroMaskedFrameStart,
} from './wire';

/** What a forged line says after the marker: the issue's own example. */
const forged = (marker: string) => `${marker} admin signed in`;

/** A POST sent whole; held once answered or closed (the runner reads the log). */
const post = async ({ target, from }: AttackContext, request: Buffer | string) => {
  const answer = await exchange({ port: target.port, from, request, until: hasResponseHead });
  if (answer.timedOut) return { held: false, detail: `no answer within ${ANSWER_MS / 1000} s` };
  return { held: true, detail: answer.head ? `answered ${statusOf(answer.head)}` : 'closed' };
};

/**
 * Frames the ws package refuses, each ending its connection with an `error` event on the socket: one
 * that declares 200 MB (the header alone), a text frame that is not UTF-8, an unmasked frame, and a
 * reserved opcode. graphql-ws prints every such error with its stack, about 900 bytes.
 */
const MALFORMED_FRAMES = [
  zeroMaskedFrameStart(200_000_000),
  clientFrame(Buffer.from([0xc3, 0x28])),
  Buffer.from([0x81, 0x02, 0x7b, 0x7d]),
  Buffer.from([0x83, 0x80, 0, 0, 0, 0]),
];
const MALFORMED_CONNECTIONS = 8;
/** Log bytes one connection ended by a malformed frame may add: a short line, not a stack trace. */
const LOG_BYTES_PER_MALFORMED = 160;

/** Bytes of everything the server has logged so far. */
const logBytesOf = (target: BatteryTarget) => Object.values(target.logs()).reduce((sum, text) => sum + text.length, 0);

/**
 * Pings a client writes without reading, then resets the connection: answers the server cannot send. Their
 * pongs (10 MB) are more than the network buffers between the two hold, so some wait in the server when the
 * reset comes, however fast it ran.
 */
const UNSENT_PINGS = 2000;
const UNSENT_PING = clientFrame(JSON.stringify({ type: 'ping', payload: { echo: 'x'.repeat(5000) } }));
/**
 * Log bytes those unsent answers may add: a line or two, not a stack trace each. graphql-ws prints one for
 * every send that fails: a reset after such pings made over 100 kB of log on servers without a quiet send.
 */
const LOG_BYTES_FOR_UNSENT = 2048;

/** A burst of pings, unread, then a TCP reset while the server still answers them: what that adds to the log. */
async function unsentAnswers(context: AttackContext) {
  const before = logBytesOf(context.target);
  const session = await wsSession(context);
  if (!session) return { held: true, detail: 'handshake refused' };
  if (!(await acknowledged(session))) return { held: true, detail: 'connection not acknowledged' };
  const { socket } = session.ws;
  socket.pause();
  const burst = Buffer.concat(Array.from({ length: UNSENT_PINGS }, () => UNSENT_PING));
  // Until the server has taken the burst (or stopped reading), and a moment to answer what it took.
  await Promise.race([new Promise((resolve) => socket.write(burst, resolve)), sleep(2000)]);
  await sleep(500);
  socket.resetAndDestroy();
  await sleep(500); // what the server printed last reaches its log
  const added = logBytesOf(context.target) - before;
  return {
    held: added <= LOG_BYTES_FOR_UNSENT,
    detail: `${UNSENT_PINGS} pings of 5 kB unread, then a reset, added ${added} bytes of log (bound ${LOG_BYTES_FOR_UNSENT})`,
  };
}

/** Connections that each send one malformed frame and wait for the close: what they add to the log. */
async function malformedFrames({ target, from }: AttackContext) {
  const before = logBytesOf(target);
  let accepted = 0;
  for (let index = 0; index < MALFORMED_CONNECTIONS; index++) {
    const opened = await openWebSocket({ port: target.port, path: target.graphqlPath, headers: target.headers, from });
    if (!opened.ok) continue;
    accepted += 1;
    const { socket } = opened.ws;
    const closed = new Promise((resolve) => socket.once('close', resolve));
    socket.write(MALFORMED_FRAMES[index % MALFORMED_FRAMES.length]!);
    await Promise.race([closed, sleep(1000)]);
    socket.destroy();
  }
  if (accepted === 0) return { held: true, detail: 'handshake refused' };
  await sleep(300); // what the server printed last reaches its log
  const grown = logBytesOf(target) - before;
  const held = grown <= accepted * LOG_BYTES_PER_MALFORMED;
  return {
    held,
    detail: `${accepted} connections ended by malformed frames added ${grown} bytes of log (bound ${LOG_BYTES_PER_MALFORMED} each)`,
  };
}

/** What a client writes into a server's log: headers, operation names, query text, JSON bodies and WebSocket ids, with line breaks. */
export const logForgingAttacks: Attack[] = [
  {
    name: 'log-forging-headers',
    family: 'log-forging',
    run: async (context) => {
      const { target, marker } = context;
      // HTTP parsers refuse CR and LF in a header; a server behind a lenient proxy may still see them.
      const broken = await post(
        context,
        requestHead(`GET ${target.graphqlPath}?query=%7B__typename%7D HTTP/1.1`, [
          ...target.headers,
          `X-Request-Id: x\r${forged(marker)}`,
          `User-Agent: x\n${forged(marker)}`,
          'Connection: close',
        ]),
      );
      const long = await post(
        context,
        requestHead(`GET ${target.graphqlPath}?query=%7B__typename%7D HTTP/1.1`, [
          ...target.headers,
          `X-Request-Id: id-${marker}${'x'.repeat(8000)}`,
          `User-Agent: agent-${marker}${'\u0085'.repeat(8)}`,
          'Connection: close',
        ]),
      );
      return { held: broken.held && long.held, detail: `with CR/LF ${broken.detail}; long ${long.detail}` };
    },
  },
  {
    name: 'log-forging-operation-name',
    family: 'log-forging',
    run: async (context) =>
      post(
        context,
        jsonPost(
          context.target.graphqlPath,
          {
            query: 'query Q { __typename }',
            operationName: `Q\n${forged(context.marker)}\r${forged(context.marker)}`,
          },
          context.target.headers,
        ),
      ),
  },
  {
    name: 'log-forging-query-text',
    family: 'log-forging',
    run: async (context) =>
      post(
        context,
        jsonPost(
          context.target.graphqlPath,
          { query: `{ __typename }\n${forged(context.marker)}\n` },
          context.target.headers,
        ),
      ),
  },
  {
    // A JSON parser's message quotes the start of a malformed body, line breaks included, and Express's
    // default error handler prints the message.
    name: 'log-forging-json-body',
    family: 'log-forging',
    run: async (context) => {
      const body = Buffer.from(`x\n${forged(context.marker)}\n`);
      const head = requestHead(`POST ${context.target.graphqlPath} HTTP/1.1`, [
        'Content-Type: application/json',
        `Content-Length: ${body.length}`,
        'Connection: close',
        ...context.target.headers,
      ]);
      return post(context, Buffer.concat([Buffer.from(head, 'latin1'), body]));
    },
  },
  {
    name: 'log-forging-ws-id',
    family: 'log-forging',
    run: async (context) => {
      const { marker } = context;
      const session = await wsSession(context);
      if (!session) return { held: true, detail: 'handshake refused' };
      if (!(await acknowledged(session))) return { held: true, detail: 'connection not acknowledged' };
      const subscribe = (id: string, operationName?: string) =>
        clientFrame(
          JSON.stringify({ id, type: 'subscribe', payload: { query: 'query Q { __typename }', operationName } }),
        );
      session.ws.socket.write(
        Buffer.concat([
          subscribe(`1\n${forged(marker)}`),
          subscribe('2', `Q\n${forged(marker)}`),
          subscribe(`3\r${forged(marker)}`),
          // The 90,000-character id: ten long lines of log, unless the server bounds what it logs.
          subscribe(`4${'\n'.repeat(10)}${marker}${'x'.repeat(90_000)}`),
        ]),
      );
      await sleep(300);
      session.ws.socket.destroy();
      return { held: true, detail: 'ids and operation names with CR/LF sent' };
    },
  },
  {
    // Log volume the client controls: one stack trace per connection is a megabyte per thousand.
    name: 'log-volume-malformed-frames',
    family: 'log-forging',
    run: malformedFrames,
  },
  {
    // Log volume the client controls: a stack trace for every answer that could not be sent.
    name: 'log-volume-unsent-answers',
    family: 'log-forging',
    run: unsentAnswers,
  },
];

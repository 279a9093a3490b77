import type { AttackContext } from './types';
import { ANSWER_MS, clientFrame, openWebSocket, type RawWebSocket, serverFrames, sleep } from './wire';

/** A graphql-transport-ws session on a raw socket: messages received so far, and a way to wait for one. */
export interface WsSession {
  ws: RawWebSocket;
  messages: string[];
  /** Bytes of frames received so far. */
  bytesIn: () => number;
  /** Resolves with the first message matching, or null after `timeoutMs` or a close. */
  waitFor: (match: (message: string) => boolean, timeoutMs?: number) => Promise<string | null>;
  closed: () => boolean;
}

/** Opens a WebSocket to the target's GraphQL path and collects the server's messages; null when the server refuses the handshake. */
export async function wsSession({ target, from }: Pick<AttackContext, 'target' | 'from'>): Promise<WsSession | null> {
  const opened = await openWebSocket({ port: target.port, path: target.graphqlPath, headers: target.headers, from });
  if (!opened.ok) return null;
  const { ws } = opened;
  const messages: string[] = [];
  let pending: Buffer = Buffer.alloc(0);
  let bytesIn = 0;
  let closed = false;
  ws.socket.on('close', () => (closed = true));
  ws.onFrames((chunk) => {
    bytesIn += chunk.length;
    pending = Buffer.concat([pending, chunk]);
    const { messages: whole, rest } = serverFrames(pending);
    messages.push(...whole);
    pending = rest;
  });
  const waitFor = async (match: (message: string) => boolean, timeoutMs = ANSWER_MS) => {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const found = messages.find(match);
      if (found !== undefined) return found;
      if (closed) return null;
      await sleep(10);
    }
    return null;
  };
  return { ws, messages, bytesIn: () => bytesIn, waitFor, closed: () => closed };
}

/** A graphql-transport-ws message of this type. */
export const isMessageOfType = (type: string) => (message: string) => message.includes(`"type":"${type}"`);

/** Sends `connection_init` and waits for the ack; false (the socket destroyed) when none comes. */
export async function acknowledged(session: WsSession): Promise<boolean> {
  session.ws.socket.write(clientFrame('{"type":"connection_init"}'));
  if (await session.waitFor(isMessageOfType('connection_ack'))) return true;
  session.ws.socket.destroy();
  return false;
}

/** How a subscribe's answer went: bytes of frames that came back for it, and whether it ended. */
export interface MeasuredAnswer {
  /** Bytes received after the subscribe was sent (counting stops soon after `maxBytesIn`). */
  bytesIn: number;
  /** The server completed the operation, refused it, or closed the connection. */
  ended: boolean;
}

export interface MeasureOptions {
  /** Stop reading once more than this many bytes came back. */
  maxBytesIn: number;
  /** Stop waiting after this long. @default 8000 */
  timeoutMs?: number;
}

/**
 * Opens a session, sends one `subscribe` of the query once acknowledged, and counts the bytes that
 * come back until the operation ends, the bound is passed or the time is up; null when the
 * handshake or the ack is refused (the server takes no operations from this client).
 */
export async function subscribeAndMeasure(
  context: Pick<AttackContext, 'target' | 'from'>,
  query: string,
  { maxBytesIn, timeoutMs = 8000 }: MeasureOptions,
): Promise<MeasuredAnswer | null> {
  const session = await wsSession(context);
  if (!session || !(await acknowledged(session))) return null;
  const before = session.bytesIn();
  session.ws.socket.write(clientFrame(JSON.stringify({ id: '1', type: 'subscribe', payload: { query } })));
  const deadline = Date.now() + timeoutMs;
  const ended = () => session.closed() || session.messages.some((message) => /"type":"(complete|error)"/.test(message));
  while (Date.now() < deadline && !ended() && session.bytesIn() - before <= maxBytesIn) await sleep(10);
  session.ws.socket.destroy();
  return { bytesIn: session.bytesIn() - before, ended: ended() };
}

import { ANSWER_MS, openWebSocket, type RawWebSocket, serverFrames, sleep } from './wire';

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

/** Opens a WebSocket and collects the server's messages; null when the server refuses the handshake. */
export async function wsSession(port: number, path: string, headers: readonly string[]): Promise<WsSession | null> {
  const opened = await openWebSocket(port, path, headers);
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

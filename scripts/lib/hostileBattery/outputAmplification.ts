import type { Attack } from './types';
import { isMessageOfType, wsSession } from './graphqlWs';
import { clientFrame, exchange, jsonPost, requestHead, sleep } from './wire';

const MB = 1 << 20;
/** The most a request of at most 100 kB may get back (or be refused): larger answers are an amplifier. */
export const OUTPUT_BOUND = 2 * MB;

/**
 * `aliases` aliases of `__schema`, each spreading a fragment that lists every type's name under one
 * alias of `aliasLength` characters: a token counted once, printed once per type per alias. Needs
 * no knowledge of the schema (every schema has its introspection types).
 */
export const aliasBombQuery = (aliases: number, aliasLength: number) =>
  `{ ${Array.from({ length: aliases }, (_, index) => `s${index}: __schema { ...F }`).join(' ')} }\n` +
  `fragment F on __Schema { types { ${'a'.repeat(aliasLength)}: name } }`;

const SHAPES = {
  // The attack, smaller: 95 kB in; at least 8 × 14 × 95 kB out on any schema.
  large: aliasBombQuery(8, 95_000),
  // Within a 10 kB source limit: 25 × 14 × 9.5 kB out.
  small: aliasBombQuery(25, 9_500),
  // Short enough for a GET's URL (Node refuses heads over 16 kB).
  url: aliasBombQuery(40, 6_000),
};

/** Reads a raw HTTP answer up to the bound: held when it ends (or is refused) within it. */
async function measured(port: number, request: Buffer | string, sent: number) {
  const answer = await exchange({ port, request, timeoutMs: 8000, maxBytesIn: OUTPUT_BOUND + 1 });
  const inKb = `${(sent / 1024).toFixed(1)} kB in`;
  if (answer.bytesIn > OUTPUT_BOUND) return { held: false, detail: `${inKb}, over ${OUTPUT_BOUND / MB} MB out` };
  if (answer.timedOut) return { held: false, detail: `${inKb}, ${answer.bytesIn} bytes out, then silent for 8 s` };
  return { held: true, detail: `${inKb}, ${(answer.bytesIn / 1024).toFixed(1)} kB out` };
}

/** Aliases spreading a fragment with one huge alias, over POST, GET and WebSocket, with the bytes out measured. */
export const outputAmplificationAttacks: Attack[] = [
  {
    name: 'output-alias-fragment-post',
    family: 'output-amplification',
    run: ({ target }) =>
      measured(target.port, jsonPost(target.graphqlPath, { query: SHAPES.large }, target.headers), SHAPES.large.length),
  },
  {
    name: 'output-alias-fragment-post-10kb',
    family: 'output-amplification',
    run: ({ target }) =>
      measured(target.port, jsonPost(target.graphqlPath, { query: SHAPES.small }, target.headers), SHAPES.small.length),
  },
  {
    name: 'output-alias-fragment-get',
    family: 'output-amplification',
    run: ({ target }) =>
      measured(
        target.port,
        requestHead(`GET ${target.graphqlPath}?query=${encodeURIComponent(SHAPES.url)} HTTP/1.1`, [
          ...target.headers,
          'Accept: application/graphql-response+json, application/json',
          'Connection: close',
        ]),
        SHAPES.url.length,
      ),
  },
  {
    name: 'output-alias-fragment-ws',
    family: 'output-amplification',
    run: async ({ target }) => {
      const session = await wsSession(target.port, target.graphqlPath, target.headers);
      if (!session) return { held: true, detail: 'handshake refused' };
      const { socket } = session.ws;
      socket.write(clientFrame('{"type":"connection_init"}'));
      if (!(await session.waitFor(isMessageOfType('connection_ack')))) {
        socket.destroy();
        return { held: true, detail: 'connection not acknowledged' };
      }
      const before = session.bytesIn();
      socket.write(clientFrame(JSON.stringify({ id: '1', type: 'subscribe', payload: { query: SHAPES.large } })));
      const deadline = Date.now() + 8000;
      const ended = () =>
        session.closed() || session.messages.some((message) => /"type":"(complete|error)"/.test(message));
      while (Date.now() < deadline && !ended() && session.bytesIn() - before <= OUTPUT_BOUND) await sleep(10);
      socket.destroy();
      const out = session.bytesIn() - before;
      const inKb = `${(SHAPES.large.length / 1024).toFixed(1)} kB in`;
      if (out > OUTPUT_BOUND) return { held: false, detail: `${inKb}, over ${OUTPUT_BOUND / MB} MB out` };
      if (!ended()) return { held: false, detail: `${inKb}, ${out} bytes out, then silent for 8 s` };
      return { held: true, detail: `${inKb}, ${(out / 1024).toFixed(1)} kB out` };
    },
  },
];

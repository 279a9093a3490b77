import type { Attack, AttackContext, AttackOutcome } from './types';
import { type MeasuredAnswer, subscribeAndMeasure } from './graphqlWs';
import { exchange, jsonPost, requestHead } from './wire';

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

/** Judges an answer's bytes against the bound: held when it ended (or was refused) within it. */
export function judgedOutput(sentBytes: number, answer: MeasuredAnswer, what = ''): AttackOutcome {
  const inKb = `${(sentBytes / 1024).toFixed(1)} kB in`;
  if (answer.bytesIn > OUTPUT_BOUND) return { held: false, detail: `${inKb}, over ${OUTPUT_BOUND / MB} MB ${what}out` };
  if (!answer.ended) return { held: false, detail: `${inKb}, ${answer.bytesIn} bytes out, then silent for 8 s` };
  return { held: true, detail: `${inKb}, ${(answer.bytesIn / 1024).toFixed(1)} kB out` };
}

/** Reads a raw HTTP answer up to the bound, and judges it. */
export async function measuredOverHttp(
  { target, from }: AttackContext,
  request: Buffer | string,
  sentBytes: number,
  what = '',
): Promise<AttackOutcome> {
  const answer = await exchange({ port: target.port, from, request, timeoutMs: 8000, maxBytesIn: OUTPUT_BOUND + 1 });
  return judgedOutput(sentBytes, { bytesIn: answer.bytesIn, ended: !answer.timedOut }, what);
}

/** Sends the query as one WebSocket operation, and judges the bytes that come back for it. */
export async function measuredOverWebSocket(context: AttackContext, query: string, what = ''): Promise<AttackOutcome> {
  const answer = await subscribeAndMeasure(context, query, { maxBytesIn: OUTPUT_BOUND });
  if (!answer) return { held: true, detail: 'no operation taken (handshake or connection_init refused)' };
  return judgedOutput(query.length, answer, what);
}

/** Aliases spreading a fragment with one huge alias, over POST, GET and WebSocket, with the bytes out measured. */
export const outputAmplificationAttacks: Attack[] = [
  {
    name: 'output-alias-fragment-post',
    family: 'output-amplification',
    run: (context) =>
      measuredOverHttp(
        context,
        jsonPost(context.target.graphqlPath, { query: SHAPES.large }, context.target.headers),
        SHAPES.large.length,
      ),
  },
  {
    name: 'output-alias-fragment-post-10kb',
    family: 'output-amplification',
    run: (context) =>
      measuredOverHttp(
        context,
        jsonPost(context.target.graphqlPath, { query: SHAPES.small }, context.target.headers),
        SHAPES.small.length,
      ),
  },
  {
    name: 'output-alias-fragment-get',
    family: 'output-amplification',
    run: (context) =>
      measuredOverHttp(
        context,
        requestHead(`GET ${context.target.graphqlPath}?query=${encodeURIComponent(SHAPES.url)} HTTP/1.1`, [
          ...context.target.headers,
          'Accept: application/graphql-response+json, application/json',
          'Connection: close',
        ]),
        SHAPES.url.length,
      ),
  },
  {
    name: 'output-alias-fragment-ws',
    family: 'output-amplification',
    run: (context) => measuredOverWebSocket(context, SHAPES.large),
  },
];

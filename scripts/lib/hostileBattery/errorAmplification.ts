import type { Attack, AttackOutcome } from './types';
import { isMessageOfType, wsSession } from './graphqlWs';
import { OUTPUT_BOUND } from './outputAmplification';
import { clientFrame, exchange, jsonPost, sleep } from './wire';

const MB = 1 << 20;

/**
 * An operation with a 94,000-character name and 105 unused variables: validation on any schema writes
 * `Variable "$vN" is never used in operation "<name>".` once per variable (100 of them by default),
 * each quoting the name. Needs no knowledge of the schema: `__typename` is on every query type.
 */
export const longNameErrorsQuery = (nameLength: number, variables: number) =>
  `query ${'N'.repeat(nameLength)}(${Array.from({ length: variables }, (_, index) => `$v${index}: Boolean`).join(', ')}) { __typename }`;

const QUERY = longNameErrorsQuery(94_000, 105);
const IN_KB = `${(QUERY.length / 1024).toFixed(1)} kB in`;

function judged(out: number, ended: boolean): AttackOutcome {
  if (out > OUTPUT_BOUND) return { held: false, detail: `${IN_KB}, over ${OUTPUT_BOUND / MB} MB of errors out` };
  if (!ended) return { held: false, detail: `${IN_KB}, ${out} bytes out, then silent for 8 s` };
  return { held: true, detail: `${IN_KB}, ${(out / 1024).toFixed(1)} kB out` };
}

/** Validation errors that each quote a long operation name, over POST and WebSocket, with the bytes out measured. */
export const errorAmplificationAttacks: Attack[] = [
  {
    name: 'output-errors-long-name-post',
    family: 'output-amplification',
    run: async ({ target }) => {
      const request = jsonPost(target.graphqlPath, { query: QUERY }, target.headers);
      const answer = await exchange({ port: target.port, request, timeoutMs: 8000, maxBytesIn: OUTPUT_BOUND + 1 });
      return judged(answer.bytesIn, !answer.timedOut);
    },
  },
  {
    name: 'output-errors-long-name-ws',
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
      socket.write(clientFrame(JSON.stringify({ id: '1', type: 'subscribe', payload: { query: QUERY } })));
      const deadline = Date.now() + 8000;
      const ended = () =>
        session.closed() || session.messages.some((message) => /"type":"(complete|error)"/.test(message));
      while (Date.now() < deadline && !ended() && session.bytesIn() - before <= OUTPUT_BOUND) await sleep(10);
      socket.destroy();
      return judged(session.bytesIn() - before, ended());
    },
  },
];

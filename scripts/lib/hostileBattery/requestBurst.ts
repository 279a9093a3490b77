import { Socket } from 'node:net';
import { cpuMs } from './processWatch';
import type { Attack, AttackContext, AttackOutcome } from './types';
import { cpuForRequests, linear, REQUESTS } from './validationCost';
import { exchange, hasResponseHead, jsonPost, statusOf } from './wire';

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

/** Costly requests written at once on one connection: as many as Node's `maxRequestsPerSocket` of the guides lets run. */
const PIPELINED_COSTLY = 100;
/**
 * Documents a server may allow, costliest first, on any schema: distinct aliases of `__typename`
 * (no pairs for validation to compare, no list to multiply) within a limit of 2,000 tokens, of
 * 1,000, and of 50 aliases; then the plainest request. The attack sends the first the server answers `200`.
 */
const COSTLY_CANDIDATES = [linear(1962), linear(982), linear(152), '{ __typename }'];
/**
 * How many of the pipelined requests' worth of CPU the server may spend: one under way, and three
 * more for the clock's ticks of 10 ms and a garbage collection. Without the cap of one request
 * under way, it runs every one of them (100 in the guides, Node's `maxRequestsPerSocket`).
 */
export const COSTLY_RUN_BOUND = 4;
/**
 * CPU the server may spend on each of the others without running it: a `503` and a close, or a
 * refusal answered at once (a rate limit's `429`: 100 of them cost rate-limiting's server 40 ms).
 */
const REFUSAL_MS = 1;

/** Keep-alive: `jsonPost` closes after one request, so its `Connection: close` goes. */
const keptAlive = (request: Buffer) => request.toString('latin1').replace('Connection: close\r\n', '');

/** The costliest candidate the server runs (answers `200`), or the last one when it runs none. */
async function costliestAllowed({ target, from }: AttackContext): Promise<string> {
  for (const query of COSTLY_CANDIDATES) {
    const request = jsonPost(target.graphqlPath, { query }, target.headers);
    const answer = await exchange({ port: target.port, from, request, until: hasResponseHead });
    if (statusOf(answer.head) === 200) return query;
  }
  return COSTLY_CANDIDATES.at(-1)!;
}

/**
 * Writes the request `count` times at once on one connection and measures the CPU the server
 * spends until it has answered them all or closed, stopping early once past `stopAboveMs`.
 */
function cpuForPipelined(
  { target, from }: AttackContext,
  request: string,
  count: number,
  stopAboveMs: number,
): Promise<{ cpu: number; answered: number; stopped: boolean }> {
  const cpuBefore = cpuMs(target.pid) ?? 0;
  const spent = () => (cpuMs(target.pid) ?? cpuBefore) - cpuBefore;
  return new Promise((resolve) => {
    const socket = new Socket();
    let answered = 0;
    let tail = '';
    const finish = (stopped = false) => {
      clearTimeout(timer);
      clearInterval(watch);
      socket.destroy();
      resolve({ cpu: spent(), answered, stopped });
    };
    const timer = setTimeout(finish, ANSWERS_MS);
    // A server that runs them may answer none for a while: watch its CPU meanwhile too.
    const watch = setInterval(() => spent() > stopAboveMs && finish(true), 50);
    socket.on('data', (chunk: Buffer) => {
      const text = tail + chunk.toString('latin1');
      answered += text.match(/HTTP\/1\.1 \d{3} /g)?.length ?? 0;
      tail = text.slice(-16);
      if (answered >= count) finish();
    });
    socket.on('error', () => finish());
    socket.on('close', () => finish());
    socket.connect({ port: target.port, host: '127.0.0.1', localAddress: from }, () =>
      socket.write(request.repeat(count)),
    );
  });
}

/**
 * Judges a pipelined burst of costly requests by the server's CPU time, not by how many it answers
 * `200`: what the server spends on one connection's burst is what its other clients wait for, and
 * a cap that counts requests (Node's `maxRequestsPerSocket`) lets a hundred costly ones run.
 */
async function pipelinedCostly(context: AttackContext): Promise<AttackOutcome> {
  const query = await costliestAllowed(context);
  // As validation's cost is judged: one measure over the bound is taken again, and the server
  // falls only when both are over it; one that runs the burst is over it by several times.
  const first = await pipelinedCostlyOnce(context, query);
  return first.held ? first : pipelinedCostlyOnce(context, query);
}

/** One measure: the query's CPU sent alone, then the burst's. */
async function pipelinedCostlyOnce(context: AttackContext, query: string): Promise<AttackOutcome> {
  // Measured twice, the second time warm: a server's first requests of a size cost it its
  // compiler's work too, and would make every request look costlier than it is.
  await cpuForRequests(context, query, Number.POSITIVE_INFINITY);
  const usual = await cpuForRequests(context, query, Number.POSITIVE_INFINITY);
  const each = usual.cpu / Math.max(usual.answered, 1);
  const bound = COSTLY_RUN_BOUND * each + REFUSAL_MS * PIPELINED_COSTLY;
  const request = keptAlive(jsonPost(context.target.graphqlPath, { query }, context.target.headers));
  const burst = await cpuForPipelined(context, request, PIPELINED_COSTLY, bound);
  const sent = `${PIPELINED_COSTLY} requests of ${(query.length / 1024).toFixed(1)} kB in one write`;
  const measure = `${burst.stopped ? 'over ' : ''}${burst.cpu.toFixed(0)} ms of CPU, ${burst.answered} answered`;
  const usualText = `one sent alone: ${each.toFixed(1)} ms (of ${REQUESTS})`;
  return {
    held: !burst.stopped && burst.cpu <= bound,
    detail: `${sent}: ${measure}; ${usualText}, bound ${bound.toFixed(0)} ms`,
  };
}

/** Many HTTP requests in one write on one connection. */
export const requestBurstAttacks: Attack[] = [
  {
    name: 'http-pipelined-1000',
    family: 'request-burst',
    run: async ({ target, from }): Promise<AttackOutcome> => {
      const one = keptAlive(jsonPost(target.graphqlPath, { query: '{ __typename }' }, target.headers));
      const { ran, refused } = await burstAnswers(target.port, from, Buffer.from(one.repeat(PIPELINED), 'latin1'));
      const held = ran <= PIPELINED_BOUND;
      const counted = `${ran}${held ? '' : ' or more'} of ${PIPELINED} requests in one write run, ${refused} refused`;
      return { held, detail: `${counted} (bound ${PIPELINED_BOUND})` };
    },
  },
  {
    // Judged by CPU: a server could cap a connection's requests low enough for the count above
    // and still run each costly one pipelined behind another.
    name: 'http-pipelined-costly',
    family: 'request-burst',
    run: pipelinedCostly,
  },
];

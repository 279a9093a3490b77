import { readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import type { Attack, AttackContext, AttackOutcome } from './types';
import { acknowledged, type WsSession, wsSession } from './graphqlWs';
import { clientFrame, exchange, hasResponseHead, jsonPost, sleep } from './wire';

/**
 * Subscribe messages in one burst: graphql-ws runs `onSubscribe` for each before any result is
 * queued. Big enough that a server without a per-socket cap keeps a plain request waiting for
 * seconds, where a capped one answers it in about one on a 2-core machine busy with other work
 * (at 10,000 the two overlapped there: a capped server once waited 2.7 s, an uncapped one 2.2 s).
 */
const BURST = 15_000;
/**
 * How long a plain request sent during the burst may wait for its answer: what a reader's users would wait.
 * It bounds the server's own time: what the server spent waiting for a CPU that other work held is left out.
 */
export const BURST_PROBE_MS = 3000;

/** The bursts, made once per process: 15,000 masked frames take about a tenth of a second to build. */
const bursts = new Map<string, Buffer>();

const subscribes = (prefix: string) => {
  const made = bursts.get(prefix);
  if (made) return made;
  const burst = Buffer.concat(
    Array.from({ length: BURST }, (_, index) =>
      clientFrame(JSON.stringify({ id: `${prefix}${index}`, type: 'subscribe', payload: { query: '{ __typename }' } })),
    ),
  );
  bursts.set(prefix, burst);
  return burst;
};

/**
 * Milliseconds the process's main thread has spent ready to run but waiting for a CPU (the second field of
 * /proc/<pid>/schedstat), or null where there is none. Over the probe's wait, this is the time other work on
 * the machine took from the server: the wait less it is what the server alone would have kept the probe waiting.
 */
function runQueueMs(pid: number): number | null {
  try {
    return Number(readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[1]) / 1e6;
  } catch {
    return null;
  }
}

/** How a probe that waited past the bound is described: a second burst is tried on it (triedTwice). */
const SLOW = 'was kept waiting';

/** Writes the burst, then times a plain `{ __typename }` on another connection while the server works through it. */
async function burstThenProbe(context: AttackContext, session: WsSession, burst: Buffer): Promise<AttackOutcome> {
  const { target } = context;
  // The client reads nothing while the server answers: what the server holds is its own to bound.
  session.ws.socket.pause();
  session.ws.socket.write(burst);
  const started = Date.now();
  const queuedBefore = runQueueMs(target.pid);
  const answer = await exchange({
    port: target.port,
    from: context.from,
    request: jsonPost(target.graphqlPath, { query: '{ __typename }' }, target.headers),
    // Only how long to go on waiting: on a machine busier than it has cores, a server gets its share late.
    timeoutMs: 4 * BURST_PROBE_MS * Math.max(1, loadavg()[0]! / availableParallelism()),
    until: hasResponseHead,
  });
  const queuedAfter = runQueueMs(target.pid);
  const wall = Date.now() - started;
  // The bound is on the server's own time: the time it spent waiting for a CPU that other work held is left out.
  const waited = queuedBefore === null || queuedAfter === null ? wall : wall - (queuedAfter - queuedBefore);
  session.ws.socket.destroy();
  const seconds = `${(waited / 1000).toFixed(2)} s${waited === wall ? '' : ` (${(wall / 1000).toFixed(2)} s by the clock)`}`;
  if (!hasResponseHead(answer.head))
    return { held: false, detail: `a plain request sent during ${BURST} subscribes got no answer (${seconds})` };
  const held = waited <= BURST_PROBE_MS;
  return {
    held,
    detail: `a plain request sent during ${BURST} subscribes ${held ? 'waited' : SLOW} ${seconds} (bound ${BURST_PROBE_MS / 1000} s)`,
  };
}

/**
 * The probe's wait is timing on a machine that may be busy with other work (the suite runs other files
 * beside this one): a probe that waited past the bound is tried once more, and the attack falls only when
 * the second burst also keeps it waiting, or leaves it unanswered. A server that died cannot pass the
 * second try: its handshake fails, which counts as the first verdict.
 */
function triedTwice(run: Attack['run']): Attack['run'] {
  return async (context) => {
    const first = await run(context);
    if (first.held || !first.detail.includes(SLOW)) return first;
    const second = await run(context);
    if (!second.held || !second.detail.includes('waited')) return second.held ? first : second;
    return { held: true, detail: `${second.detail}; on the first burst it ${SLOW}` };
  };
}

/**
 * How many bytes of pings a client that reads nothing may get the server to take. graphql-ws answers
 * each `ping` with a `pong` repeating its payload, whether or not the client reads: a server that
 * reads on keeps every pong in memory (1.7 GB in 12 s from one socket). One that stops reading while
 * its answers wait took 8 to 12 MB, what the two sides' network buffers hold.
 */
export const UNREAD_PINGS_BOUND = 24 * 1024 * 1024;
/** A ping as large as every page's `maxPayload` allows (the smallest is 64 KiB). */
const PING = clientFrame(JSON.stringify({ type: 'ping', payload: { echo: 'x'.repeat(50_000) } }));
/** How long the server must have taken nothing for it to count as having stopped reading. */
const STOPPED_MS = 1000;

/**
 * Writes pings without reading until the server has taken the bound, has taken nothing for a second,
 * or 6 s have passed; held only when it stopped reading before the bound (a slow server on a busy
 * machine that still reads at the end has not stopped).
 */
async function pingsUnread(session: WsSession): Promise<AttackOutcome> {
  const { socket } = session.ws;
  socket.pause();
  let taken = 0;
  let lastTaken = Date.now();
  const started = Date.now();
  const stopped = () => Date.now() - lastTaken >= STOPPED_MS;
  while (taken < UNREAD_PINGS_BOUND && Date.now() - started < 6000 && !stopped() && !socket.destroyed) {
    if (socket.writableLength > 4 * PING.length) await sleep(10);
    else
      socket.write(PING, () => {
        taken += PING.length;
        lastTaken = Date.now();
      });
  }
  const held = socket.destroyed || (taken < UNREAD_PINGS_BOUND && stopped());
  socket.destroy();
  const mb = (taken / 1024 / 1024).toFixed(1);
  return held
    ? { held, detail: `took ${mb} MB of pings from a client that reads nothing, then stopped reading` }
    : { held, detail: `took ${mb} MB of pings from a client that read none of its pongs, and read on` };
}

/** A burst of graphql-transport-ws messages in one write, with and without waiting for the connection's ack. */
export const websocketBurstAttacks: Attack[] = [
  {
    name: 'ws-burst-init-and-subscribes',
    family: 'websocket-burst',
    run: triedTwice(async (context) => {
      const session = await wsSession(context);
      if (!session) return { held: true, detail: 'handshake refused' };
      return burstThenProbe(
        context,
        session,
        Buffer.concat([clientFrame('{"type":"connection_init"}'), subscribes('b')]),
      );
    }),
  },
  {
    name: 'ws-burst-after-ack',
    family: 'websocket-burst',
    run: triedTwice(async (context) => {
      const session = await wsSession(context);
      if (!session) return { held: true, detail: 'handshake refused' };
      if (!(await acknowledged(session))) return { held: true, detail: 'connection not acknowledged' };
      return burstThenProbe(context, session, subscribes('c'));
    }),
  },
  {
    name: 'ws-pings-unread',
    family: 'websocket-burst',
    run: async (context) => {
      const session = await wsSession(context);
      if (!session) return { held: true, detail: 'handshake refused' };
      if (!(await acknowledged(session))) return { held: true, detail: 'connection not acknowledged' };
      return pingsUnread(session);
    },
  },
];

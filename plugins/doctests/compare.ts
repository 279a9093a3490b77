import { inspect } from 'node:util';

export { matchesClaim } from '../../site/matchesClaim';

const MAX_DESCRIPTION = 240;

/** A short, one-line rendering of a value for a report: `'a'`, `{ a: 1 }`, `GraphQLScalarType { name: 'String' … }`. */
export function describeValue(value: unknown): string {
  const text = inspect(value, {
    depth: 3,
    breakLength: Number.POSITIVE_INFINITY,
    maxArrayLength: 10,
    maxStringLength: 200,
    sorted: false,
  });
  return text.length > MAX_DESCRIPTION ? `${text.slice(0, MAX_DESCRIPTION - 1)}…` : text;
}

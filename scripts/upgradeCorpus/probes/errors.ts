import { attempt } from '../helpers';
import type { Probe } from '../types';

/** GraphQLError and how errors are built. */
export const errorsProbes: Probe[] = [
  {
    id: 'errors.node-as-second-argument',
    area: 'errors',
    title: '`new GraphQLError(message, node)`: the positional form',
    run: ({ g }) => {
      const [operation] = g.parse('{ viewer }').definitions;
      return new g.GraphQLError('Not allowed', operation.selectionSet.selections[0]).locations ?? null;
    },
  },
  {
    id: 'errors.all-positional',
    area: 'errors',
    title: '`new GraphQLError(message, null, null, null, path, null, extensions)`',
    run: ({ g }) =>
      attempt(() => {
        const { path, extensions } = new g.GraphQLError('No', null, null, null, ['viewer'], null, { code: 'X' });
        return { path, extensions };
      }),
  },
  {
    id: 'errors.error-options',
    area: 'errors',
    title: '`new GraphQLError(message, { path, extensions })`: the options form',
    run: ({ g }) => {
      const { path, extensions } = new g.GraphQLError('No', { path: ['viewer'], extensions: { code: 'X' } });
      return { path, extensions };
    },
  },
  {
    id: 'errors.cause',
    area: 'errors',
    title: "GraphQLError's cause, given as originalError and as cause",
    run: ({ g }) => {
      const fromOriginal = new g.GraphQLError('x', { originalError: new Error('original') });
      const fromCause = new g.GraphQLError('x', { cause: new Error('cause') });
      return {
        originalError: [fromOriginal.originalError?.message ?? null, fromOriginal.cause?.message ?? null],
        cause: [fromCause.originalError?.message ?? null, fromCause.cause?.message ?? null],
      };
    },
  },
];

import { ERROR_LOOKUP_PATH, ERROR_LOOKUP_VERSION, type ErrorLookup } from '../../../site/errorMessages';
import { loadJsonOnce } from '../../loadJsonOnce';
import { type PreparedLookup, toPreparedLookup } from './recognisedErrors';

/**
 * The error reference's message lookup, fetched when an output first needs it (never with a page)
 * and kept for the visit. A lookup of another format is refused, not guessed at.
 */
export const loadErrorLookup: () => Promise<PreparedLookup> = loadJsonOnce(
  ERROR_LOOKUP_PATH,
  'The error lookup',
  (lookup: ErrorLookup) => {
    if (lookup.version !== ERROR_LOOKUP_VERSION || !Array.isArray(lookup.entries))
      throw new Error('The error lookup has an unknown format.');
    return toPreparedLookup(lookup);
  },
);

import { withBase } from '@rspress/core/runtime';
import { ERROR_LOOKUP_PATH, ERROR_LOOKUP_VERSION, type ErrorLookup } from '../../../site/errorMessages';
import { type PreparedLookup, toPreparedLookup } from './recognisedErrors';

let pending: Promise<PreparedLookup> | null = null;

/**
 * The error reference's message lookup, fetched when an output first needs it (never with a page)
 * and kept for the visit; a failed fetch is not cached.
 */
export function loadErrorLookup(): Promise<PreparedLookup> {
  pending ??= fetch(withBase(ERROR_LOOKUP_PATH))
    .then((response) => {
      if (!response.ok) throw new Error(`The error lookup could not be loaded (HTTP ${response.status}).`);
      return response.json() as Promise<ErrorLookup>;
    })
    .then((lookup) => {
      if (lookup.version !== ERROR_LOOKUP_VERSION || !Array.isArray(lookup.entries))
        throw new Error('The error lookup has an unknown format.');
      return toPreparedLookup(lookup);
    })
    .catch((error: unknown) => {
      pending = null;
      throw error;
    });
  return pending;
}

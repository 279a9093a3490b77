import type { SearchDocument } from '../../site/contracts';
import { ERROR_LOOKUP_VERSION, type ErrorLookup } from '../../site/errorMessages';

/**
 * The lookup the page's Run output and the playground link recognised messages with: each section
 * of the error reference that has `error-message` fences, with its heading and templates. Kept
 * apart from the search index so that a run fetches a few kilobytes, not the whole index.
 */
export function errorLookupFromDocuments(documents: readonly SearchDocument[]): ErrorLookup {
  return {
    version: ERROR_LOOKUP_VERSION,
    entries: documents
      .filter((document) => document.messages?.length)
      .map((document) => ({
        url: document.url,
        title: document.section ?? document.page,
        templates: document.messages!,
      })),
  };
}

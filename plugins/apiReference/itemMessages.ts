import { type ErrorEntryFence, errorEntryUrl } from '../../site/errorEntries';
import type { ExtractedMessage } from '../../site/errorExtraction';
import { templateKey } from '../../site/errorTemplates';

/*
 * The messages each export of a version can produce, for its page's "Messages it can produce":
 * the extraction's message sites tied to an export (site/errorExtraction.ts `exportedAs`), each
 * matched to its entry in the error reference by template key, on that version only.
 */

/** One message on an item's page: the template as the reader sees it, and its entry's address, or null without one. */
export interface ApiItemMessage {
  template: string;
  url: string | null;
}

/** The messages of a version's exports, by export name. */
export type ApiItemMessages = ReadonlyMap<string, readonly ApiItemMessage[]>;

/**
 * Each export's messages on one graphql major, in source order, one per template, internal
 * assertions left out: shown with the entry's named placeholders and linked to the entry when the
 * reference has one for that major, else with the extraction's `{}` and no link.
 */
export function itemMessagesOf(
  messages: readonly ExtractedMessage[],
  entries: readonly ErrorEntryFence[],
  major: string,
): Map<string, ApiItemMessage[]> {
  const entryByKey = new Map<string, ErrorEntryFence>();
  for (const entry of entries)
    if (entry.anchor && entry.majors.includes(major)) entryByKey.set(templateKey(entry.template), entry);
  const byExport = new Map<string, ApiItemMessage[]>();
  const seen = new Set<string>();
  for (const message of messages) {
    // An `invariant` is graphql's own assertion, which no use of the API can trip: not a message the reader meets.
    if (!message.exportedAs || message.kind === 'internal') continue;
    const key = templateKey(message.template);
    if (seen.has(`${message.exportedAs}\u0000${key}`)) continue;
    seen.add(`${message.exportedAs}\u0000${key}`);
    const entry = entryByKey.get(key);
    const shown = entry ? { template: entry.template, url: errorEntryUrl(entry) } : { template: key, url: null };
    byExport.set(message.exportedAs, [...(byExport.get(message.exportedAs) ?? []), shown]);
  }
  return byExport;
}

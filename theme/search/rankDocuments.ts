import type { SearchDocument } from '../../site/contracts';

export interface SearchResult {
  document: SearchDocument;
  score: number;
  /** Why it matched, strongest reason first: useful for tests and for grouping. */
  reason: 'exact-name' | 'name-prefix' | 'name-part' | 'name-contains' | 'heading' | 'text';
}

/** The words of an identifier: `GraphQLObjectType` → graph ql object type… as lowercase parts with their start offsets. */
function identifierPartStarts(name: string): number[] {
  const starts = [0];
  for (let index = 1; index < name.length; index += 1) {
    const previous = name[index - 1]!;
    const current = name[index]!;
    const next = name[index + 1];
    const lowerToUpper = /[a-z\d]/.test(previous) && /[A-Z]/.test(current);
    const acronymEnd = /[A-Z]/.test(previous) && /[A-Z]/.test(current) && next !== undefined && /[a-z]/.test(next);
    const afterSeparator = /[._\-\s]/.test(previous) && /[A-Za-z\d]/.test(current);
    if (lowerToUpper || acronymEnd || afterSeparator) starts.push(index);
  }
  return starts;
}

/** The last part of an API name: `GraphQLSchema.getType` → `getType`. */
const shortName = (apiName: string) => apiName.slice(apiName.lastIndexOf('.') + 1);

function nameScore(apiName: string, query: string): Pick<SearchResult, 'score' | 'reason'> | null {
  const lowerQuery = query.toLowerCase();
  const isMember = apiName.includes('.');
  // A member matches by its own name (`getType`), or exactly by its full name (`GraphQLSchema.getType`);
  // otherwise every member of `ObjectTypeDefinitionNode` would match `ObjectType` before `GraphQLObjectType`.
  // Members rank just below items of the same strength: `execute` the function before `X.execute`.
  const name = isMember ? shortName(apiName) : apiName;
  const penalty = (isMember ? 50 : 0) + Math.min(name.length, 60);
  const lowerName = name.toLowerCase();
  if (lowerName === lowerQuery || apiName.toLowerCase() === lowerQuery)
    return { score: 1000 - (isMember ? 50 : 0), reason: 'exact-name' };
  if (lowerName.startsWith(lowerQuery)) return { score: 800 - penalty, reason: 'name-prefix' };
  if (identifierPartStarts(name).some((start) => lowerName.startsWith(lowerQuery, start)))
    return { score: 600 - penalty, reason: 'name-part' };
  if (lowerName.includes(lowerQuery)) return { score: 500 - penalty, reason: 'name-contains' };
  return null;
}

const words = (query: string) => query.toLowerCase().split(/\s+/).filter(Boolean);

/**
 * Documents matching a query, best first: an exact API name, then API names starting with the
 * query, then names with a camelCase part starting with it, then names containing it, then
 * headings and page titles, then body text. Case-insensitive. With a preferred API version, an
 * API name documented in several versions appears once, in that version.
 */
export function rankDocuments(
  documents: readonly SearchDocument[],
  query: string,
  limit = 50,
  preferredVersion: string | null = null,
): SearchResult[] {
  const trimmed = query.trim();
  if (!trimmed) return [];
  const terms = words(trimmed);
  const compactQuery = trimmed.replace(/\s+/g, '');
  const results: SearchResult[] = [];
  for (const document of documents) {
    const byName = document.apiName ? nameScore(document.apiName, compactQuery) : null;
    if (byName) {
      results.push({ document, ...byName });
      continue;
    }
    const heading = `${document.page} ${document.section ?? ''}`.toLowerCase();
    if (terms.every((term) => heading.includes(term))) {
      const exact = (document.section ?? document.page).toLowerCase() === trimmed.toLowerCase();
      results.push({ document, score: 400 + (exact ? 50 : 0) + (document.section ? 0 : 10), reason: 'heading' });
      continue;
    }
    const text = `${heading} ${document.text.toLowerCase()}`;
    if (terms.every((term) => text.includes(term))) {
      const occurrences = terms.reduce((count, term) => count + text.split(term).length - 1, 0);
      results.push({ document, score: 100 + Math.min(occurrences, 50), reason: 'text' });
    }
  }
  return inPreferredVersion(results, preferredVersion)
    .sort(
      (a, b) =>
        b.score - a.score ||
        (a.document.apiName ?? a.document.page).localeCompare(b.document.apiName ?? b.document.page, 'en'),
    )
    .slice(0, limit);
}

/**
 * One result per API name: the one in the reader's version when that version has it, else the
 * other version's (an export only one version has is still found). Without a preference, or for
 * prose, everything stays.
 */
function inPreferredVersion(results: SearchResult[], preferredVersion: string | null): SearchResult[] {
  if (!preferredVersion) return results;
  const inPreferred = new Set(
    results
      .filter(({ document }) => document.version === preferredVersion && document.apiName)
      .map(({ document }) => document.apiName),
  );
  const seen = new Set<string>();
  return results.filter(({ document }) => {
    if (!document.apiName || !document.version) return true;
    if (document.version !== preferredVersion && inPreferred.has(document.apiName)) return false;
    const key = `${document.apiName}@${document.version}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** A short excerpt of `text` around the first match of the query, for result lists. */
export function snippetFor(text: string, query: string, length = 160): string {
  const term = words(query)[0];
  const index = term ? text.toLowerCase().indexOf(term) : -1;
  if (index === -1 || text.length <= length)
    return text.length <= length ? text : `${text.slice(0, length).trimEnd()}…`;
  const start = Math.max(0, index - Math.floor(length / 3));
  const end = Math.min(text.length, start + length);
  return `${start > 0 ? '…' : ''}${text.slice(start, end).trim()}${end < text.length ? '…' : ''}`;
}

import { ERROR_REFERENCE_ROUTE_PREFIX, matchMessage, toPastedMessage } from '../../site/errorMessages';
import { escapeRegExp } from '../../site/escapeRegExp';
import type { SearchRouteFilter } from '../../site/siteMap';
import type { SearchableDocument, SearchableIndex, SearchableName } from './searchableIndex';
import { isInFilter } from './searchScope';
import { topicWordsOf, wordsOf } from './searchWords';
import { queriesWithSynonyms } from './synonyms';
import { correctionOf } from './vocabulary';
import { apiVersionNamedIn } from './versionInQuery';

/**
 * Why a document matched, strongest first (scores in brackets). An exact API name stays first; a
 * page about the query comes next, above any API member.
 */
export type MatchReason =
  /**
   * The query is a concrete error message (the reader's names in it, a stack trace after it) that
   * an error-reference entry's template matches (1100 and up, more for a more specific template).
   */
  | 'error-message'
  /** The API name is the query (1000; a member 845, below the pages and sections about the query). */
  | 'exact-name'
  /** The page's title is the query's words (990): `errors` → the Errors guide. */
  | 'title'
  /**
   * The page's title holds every word of the query (960–984, more for a shorter title): `defer` → "@defer and @stream";
   * 950–959 when they are all only inside hyphenated compounds: `client` → "The hostile-client battery".
   */
  | 'title-words'
  /** A section's heading holds every word of the query, and they are a third of it or more (880–940). */
  | 'heading-words'
  | 'name-prefix'
  | 'name-part'
  | 'name-contains'
  /** The page title and section contain the query's words, anywhere (400–460). */
  | 'heading'
  | 'text';

export interface SearchResult {
  document: SearchableDocument['document'];
  score: number;
  /** Why it matched: useful for tests and for grouping. */
  reason: MatchReason;
  /** The words that matched: the query, the site's words for a reader's word, or the query with a typo corrected. */
  matchedQuery: string;
  /** Where `matchedQuery` came from. */
  via: 'query' | 'synonym' | 'typo';
}

export interface RankOptions {
  /** Most results returned. @default 50 */
  limit?: number;
  /** The reader's API version: a name documented in several versions is listed once, in this one. @default null */
  preferredVersion?: string | null;
  /** The part of the site (and API version) to search. @default {} (everything) */
  filter?: SearchRouteFilter;
}

/**
 * A member named by the query (`ExecutionArgs.schema` for `schema`): below a section whose heading
 * names it (850 and up), above names that only start with it (800 and down).
 */
const EXACT_MEMBER_SCORE = 845;

/** The shortest query matched anywhere inside an API name or a text, not only at the start of a word or part. */
const MIN_CONTAINED_QUERY = 4;

function nameScore(name: SearchableName, query: string): Pick<SearchResult, 'score' | 'reason'> | null {
  const lowerQuery = query.toLowerCase();
  // A member matches by its own name (`getType`), or exactly by its full name (`GraphQLSchema.getType`);
  // otherwise every member of `ObjectTypeDefinitionNode` would match `ObjectType` before `GraphQLObjectType`.
  // Members rank just below items of the same strength: `execute` the function before `X.execute`.
  const penalty = (name.isMember ? 50 : 0) + Math.min(name.own.length, 60);
  // A constant's member (`Kind.ENUM`, `DirectiveLocation.SCHEMA`) is named by a common word in
  // capitals: `enum` or `schema` typed in small letters means the topic or `GraphQLEnumType`, so
  // only the name in its own case is exact; otherwise it ranks with names that contain the query.
  const isConstantMember = name.isMember && /^[A-Z][A-Z\d_]*$/.test(name.own);
  if (name.full === lowerQuery || (name.ownLower === lowerQuery && (!isConstantMember || name.own === query)))
    return { score: name.isMember ? EXACT_MEMBER_SCORE : 1000, reason: 'exact-name' };
  if (isConstantMember && name.ownLower === lowerQuery) return { score: 500 - penalty, reason: 'name-contains' };
  if (name.ownLower.startsWith(lowerQuery)) return { score: 800 - penalty, reason: 'name-prefix' };
  if (name.partStarts.some((start) => name.ownLower.startsWith(lowerQuery, start)))
    return { score: 600 - penalty, reason: 'name-part' };
  // Inside a name, a short query is mostly chance (`sse` in `assertName`).
  if (lowerQuery.length >= MIN_CONTAINED_QUERY && name.ownLower.includes(lowerQuery))
    return { score: 500 - penalty, reason: 'name-contains' };
  return null;
}

/**
 * A title or heading that the query names: all the query's topic words are in it. A page title is
 * matched however long it is (it names the page's topics); a heading only when the query is a third
 * of it or more, so that `validate` does not lift every section that mentions validating.
 */
function topicScore(searchable: SearchableDocument, topicTerms: readonly string[]) {
  const { topicWords, isPageTitle, compoundOnlyWords } = searchable;
  if (!topicWords || topicWords.size === 0 || topicTerms.length === 0) return null;
  if (!topicTerms.every((term) => topicWords.has(term))) return null;
  const coverage = topicTerms.length / topicWords.size;
  // A title that has the words only as parts of compounds is about something else: "The
  // hostile-client battery" comes below the pages about clients for `client`.
  if (isPageTitle && topicTerms.every((term) => compoundOnlyWords.has(term)))
    return { score: 950 + Math.floor(9 * coverage), reason: 'title-words' as const };
  if (isPageTitle)
    return coverage === 1
      ? { score: 990, reason: 'title' as const }
      : { score: 960 + Math.floor(25 * coverage), reason: 'title-words' as const };
  return coverage >= 1 / 3 ? { score: 850 + Math.round(90 * coverage), reason: 'heading-words' as const } : null;
}

/**
 * A query word and how to find it in a lowercase text: anywhere, or for a short word only where a
 * word starts (`sse` in `graphql-sse`, not in `assertName`).
 */
function termMatcher(text: string) {
  if (text.length >= MIN_CONTAINED_QUERY) return { text, isIn: (haystack: string) => haystack.includes(text) };
  const atWordStart = new RegExp(`(?:^|[^a-z\\d])${escapeRegExp(text)}`);
  return { text, isIn: (haystack: string) => atWordStart.test(haystack) };
}

/** Occurrences of the query's words that a body-text match counts, at most. */
const TEXT_SCORE_CAP = 50;

/** How many times `term` occurs in `text`, counting no further than `cap` (no array per count). */
function occurrencesOf(text: string, term: string, cap: number): number {
  let count = 0;
  for (let at = text.indexOf(term); at !== -1 && count < cap; at = text.indexOf(term, at + term.length)) count += 1;
  return count;
}

/** Every document in the filter matching one query, scored. */
function scoreAll(index: SearchableIndex, query: string, filter: SearchRouteFilter) {
  const terms = query.toLowerCase().split(/\s+/).filter(Boolean).map(termMatcher);
  const topicTerms = [...new Set(topicWordsOf(query))];
  const compactQuery = query.replace(/\s+/g, '');
  const lowerQuery = query.toLowerCase();
  const scored: { searchable: SearchableDocument; score: number; reason: MatchReason }[] = [];
  for (const searchable of index.documents) {
    if (!isInFilter(searchable.document, searchable.scope, filter)) continue;
    const byName = searchable.name ? nameScore(searchable.name, compactQuery) : null;
    const byTopic = byName ? null : topicScore(searchable, topicTerms);
    if (byName ?? byTopic) {
      scored.push({ searchable, ...(byName ?? byTopic)! });
      continue;
    }
    const { document, heading, fullText } = searchable;
    if (terms.every((term) => term.isIn(heading))) {
      const exact = (document.section ?? document.page).toLowerCase() === lowerQuery;
      scored.push({ searchable, score: 400 + (exact ? 50 : 0) + (document.section ? 0 : 10), reason: 'heading' });
    } else if (terms.every((term) => term.isIn(fullText))) {
      const occurrences = terms.reduce((count, term) => count + occurrencesOf(fullText, term.text, TEXT_SCORE_CAP), 0);
      scored.push({ searchable, score: 100 + Math.min(occurrences, TEXT_SCORE_CAP), reason: 'text' });
    }
  }
  return scored;
}

/**
 * The queries searched for one query: itself; with a reader's words replaced by the site's
 * (`persisted queries` → `trusted documents`); and, when a word is neither in the index nor the start
 * of a word in it, with that word corrected (`dataloadr` → `dataloader`), and its synonyms.
 */
function queriesFor(index: SearchableIndex, query: string): { query: string; via: SearchResult['via'] }[] {
  const queries: { query: string; via: SearchResult['via'] }[] = [{ query, via: 'query' }];
  queries.push(...queriesWithSynonyms(query).map((rewritten) => ({ query: rewritten, via: 'synonym' as const })));
  const words = wordsOf(query);
  const corrections = words.map((word) => correctionOf(index.vocabulary, word));
  if (corrections.some(Boolean)) {
    const corrected = words.map((word, position) => corrections[position] ?? word).join(' ');
    queries.push({ query: corrected, via: 'typo' });
    queries.push(...queriesWithSynonyms(corrected).map((rewritten) => ({ query: rewritten, via: 'typo' as const })));
  }
  return queries;
}

/**
 * Where a page of the error reference ranks for a topic rather than a pasted message. Its titles
 * ("Subscriptions", "Syntax errors") name the guides' topics, and a reader who types a topic wants
 * the guide: the page itself comes below an exact API member (845) and below the site's other pages
 * and sections about the topic; its sections lose a point, so a guide's section of the same strength
 * comes first. Matches by API names, headings and text are left as they are.
 */
function errorReferenceScore(document: SearchableDocument['document'], score: number, reason: MatchReason): number {
  if (!document.url.startsWith(ERROR_REFERENCE_ROUTE_PREFIX)) return score;
  if (reason === 'title' || reason === 'title-words') return ERROR_REFERENCE_PAGE_SCORE + (score - 950) / 100;
  return reason === 'heading-words' ? score - 1 : score;
}

/** Just below an exact API member (845), above names that start with the query (800 and down). */
const ERROR_REFERENCE_PAGE_SCORE = 840;

/** Above an exact API name (1000): a message names its entry more precisely than any word in it. */
const ERROR_MESSAGE_SCORE = 1100;

/** The error entries whose templates the query matches; none for a query of one word. */
function messagePasted(index: SearchableIndex, query: string) {
  if (index.messageEntries.length === 0 || !/\S\s+\S/.test(query)) return [];
  return matchMessage(query, index.messageEntries);
}

/**
 * Documents matching a query, best first: a concrete error message's entry; an exact API name; a page whose title is the query; pages
 * whose title holds the query's words, then sections whose heading does; API names starting with the
 * query, then with a camelCase part starting with it, then containing it; then headings and page
 * titles containing it, then body text. Case-insensitive; a reader's word also finds the site's word
 * for it, and a typo of one or two letters finds the word. With a preferred API version, an API name
 * documented in several versions appears once, in that version.
 */
export function rankDocuments(index: SearchableIndex, query: string, options: RankOptions = {}): SearchResult[] {
  const { limit = 50, filter = {} } = options;
  const trimmed = query.trim();
  if (!trimmed) return [];
  const named = apiVersionNamedIn(trimmed); // `GraphQLObjectType 17`: 17's page, found by its name
  const preferredVersion = named?.version ?? options.preferredVersion ?? null;
  const best = new Map<SearchableDocument, SearchResult>();
  // A pasted message finds its entry above everything else; most specific template first.
  const pasted = messagePasted(index, trimmed);
  for (const { entry, template } of pasted)
    if (isInFilter(entry.document, entry.scope, filter))
      best.set(entry, {
        document: entry.document,
        score: ERROR_MESSAGE_SCORE + Math.min(template.literalLength, 99),
        reason: 'error-message',
        matchedQuery: entry.document.section ?? query,
        via: 'query',
      });
  // The rest of a recognised message's results come from the message itself, as written: its stack
  // trace or location would only add noise (and time), and its names are the reader's, not typos.
  const searchedQueries = pasted.length
    ? [{ query: toPastedMessage(trimmed), via: 'query' as const }]
    : [...queriesFor(index, trimmed), ...(named ? queriesFor(index, named.rest) : [])];
  for (const { query: searched, via } of searchedQueries) {
    // What was typed wins a tie with what it was rewritten to.
    const discount = via === 'query' ? 0 : 1;
    for (const { searchable, score: found, reason } of scoreAll(index, searched, filter)) {
      const score = errorReferenceScore(searchable.document, found, reason);
      const previous = best.get(searchable);
      if (previous && previous.score >= score - discount) continue;
      best.set(searchable, {
        document: searchable.document,
        score: score - discount,
        reason,
        matchedQuery: searched,
        via,
      });
    }
  }
  return inPreferredVersion([...best.values()], preferredVersion)
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

/**
 * A short excerpt of `text` around the first match of the query, for result lists. It starts and
 * ends on whole words (a cut word at the start read as a typo), with "…" where text was left out.
 */
export function snippetFor(text: string, query: string, length = 160): string {
  if (text.length <= length) return text;
  const term = query.toLowerCase().split(/\s+/).filter(Boolean)[0];
  const index = term ? text.toLowerCase().indexOf(term) : -1;
  let start = index === -1 ? 0 : Math.max(0, index - Math.floor(length / 3));
  let end = Math.min(text.length, start + length);
  // Move the cuts out of words: the start forward past a partial word (never past the match), the end back.
  if (start > 0 && /\S/.test(text[start - 1] ?? '')) {
    const space = text.slice(start, index === -1 ? end : index).search(/\s/);
    if (space !== -1) start += space + 1;
  }
  if (end < text.length && /\S/.test(text[end] ?? '')) {
    const space = text.slice(start, end).search(/\s\S*$/);
    if (space > 0 && start + space > index) end = start + space;
  }
  return `${start > 0 ? '…' : ''}${text.slice(start, end).trim()}${end < text.length ? '…' : ''}`;
}

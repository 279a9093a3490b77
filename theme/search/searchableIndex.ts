import type { SearchDocument } from '../../site/contracts';
import { type MessageTemplate, toMessageTemplates } from '../../site/errorMessages';
import { type SearchScope, searchScopeOfRoute } from '../../site/siteMap';
import { compoundOnlyWordsOf, topicWordsOf, wordsOf } from './searchWords';
import { toVocabulary, type Vocabulary } from './vocabulary';

/** An API document's name, ready to compare with a query. */
export interface SearchableName {
  /** The full name, lowercase: `graphqlschema.gettype`. */
  full: string;
  /** The name a query is matched against: an item's own name, a member's short name (`getType`). */
  own: string;
  /** `own`, lowercase. */
  ownLower: string;
  isMember: boolean;
  /** Where the camelCase or separated parts of `own` start: `GraphQLObjectType` → 0, 7, 13. */
  partStarts: readonly number[];
}

/** A document with what ranking compares, worked out once when the index loads rather than on every keystroke. */
export interface SearchableDocument {
  document: SearchDocument;
  scope: SearchScope | null;
  name: SearchableName | null;
  /** Page title and section, lowercase. */
  heading: string;
  /** Page title, section, text and terms, lowercase. */
  fullText: string;
  /** Topic words of a page's title (for the page's own document) or of a section's heading; null for the API. */
  topicWords: ReadonlySet<string> | null;
  /** The topic words that the title or heading has only inside a hyphenated compound (`hostile-client`). */
  compoundOnlyWords: ReadonlySet<string>;
  /** Whether `topicWords` are a page title's (the page's own document) rather than a section heading's. */
  isPageTitle: boolean;
}

/** The index as ranking uses it: the documents, prepared, and the vocabulary that typos are corrected against. */
export interface SearchableIndex {
  documents: readonly SearchableDocument[];
  vocabulary: Vocabulary;
  /** The error reference's sections with their message templates, prepared for matching a pasted message. */
  messageEntries: readonly { entry: SearchableDocument; templates: readonly MessageTemplate[] }[];
}

/** Where the parts of an identifier start: `GraphQLObjectType` → 0, 7 (`Object`), 13 (`Type`). */
export function identifierPartStarts(name: string): number[] {
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

function toSearchableName(apiName: string): SearchableName {
  const isMember = apiName.includes('.');
  const own = apiName.slice(apiName.lastIndexOf('.') + 1);
  return {
    full: apiName.toLowerCase(),
    own,
    ownLower: own.toLowerCase(),
    isMember,
    partStarts: identifierPartStarts(own),
  };
}

/** The words a document adds to the vocabulary: its prose words and, for the API, its name from each part on. */
function vocabularyWordsOf(document: SearchDocument, name: SearchableName | null): string[] {
  const words = wordsOf(`${document.page} ${document.section ?? ''} ${document.text} ${document.terms ?? ''}`);
  if (name) words.push(...name.partStarts.map((start) => name.ownLower.slice(start)), name.full);
  return words;
}

/** The index prepared for ranking: call once when it loads. */
export function toSearchableIndex(documents: readonly SearchDocument[]): SearchableIndex {
  const searchable = documents.map((document): SearchableDocument => {
    const heading = `${document.page} ${document.section ?? ''}`.toLowerCase();
    const isProse = document.apiName === null;
    return {
      document,
      scope: searchScopeOfRoute(document.url),
      name: document.apiName ? toSearchableName(document.apiName) : null,
      heading,
      fullText: `${heading} ${document.text.toLowerCase()} ${document.terms ?? ''}`,
      topicWords: isProse ? new Set(topicWordsOf(document.section ?? document.page)) : null,
      compoundOnlyWords: isProse ? compoundOnlyWordsOf(document.section ?? document.page) : new Set(),
      isPageTitle: isProse && document.section === null,
    };
  });
  return {
    documents: searchable,
    messageEntries: searchable
      .filter(({ document }) => document.messages?.length)
      .map((entry) => ({ entry, templates: entry.document.messages!.flatMap(toMessageTemplates) })),
    vocabulary: toVocabulary(searchable.map(({ document, name }) => vocabularyWordsOf(document, name))),
  };
}

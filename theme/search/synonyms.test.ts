import { describe, expect, it } from 'vitest';
import { queriesWithSynonyms } from './synonyms';

describe('queriesWithSynonyms', () => {
  it("replaces a reader's phrase with the site's words, singular or plural", () => {
    expect(queriesWithSynonyms('persisted queries')).toEqual(['trusted documents']);
    expect(queriesWithSynonyms('Persisted query')).toEqual(['trusted documents']);
    expect(queriesWithSynonyms('error handling')).toEqual(['errors']);
  });

  it('keeps the other words and gives one query per meaning', () => {
    expect(queriesWithSynonyms('auth header')).toEqual(['authorization header', 'authentication header']);
  });

  it('matches whole words only', () => {
    expect(queriesWithSynonyms('author')).toEqual([]);
    expect(queriesWithSynonyms('GraphQLSchema')).toEqual([]);
  });
});

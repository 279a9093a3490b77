import { describe, expect, it } from 'vitest';
import { correctionOf, editDistance, hasWordStartingWith, toVocabulary } from './vocabulary';

describe('editDistance', () => {
  it('counts insertions, deletions, substitutions and swaps of neighbours', () => {
    expect(editDistance('dataloadr', 'dataloader', 2)).toBe(1);
    expect(editDistance('subscripton', 'subscription', 2)).toBe(1);
    expect(editDistance('exectue', 'execute', 2)).toBe(1);
    expect(editDistance('shcmea', 'schema', 2)).toBe(2);
    expect(editDistance('schema', 'schema', 2)).toBe(0);
  });

  it('stops past the limit', () => {
    expect(editDistance('query', 'mutation', 2)).toBe(3);
    expect(editDistance('a', 'abcdef', 1)).toBe(2);
  });
});

describe('correctionOf', () => {
  const vocabulary = toVocabulary([['dataloader', 'schema', 'scheme'], ['schema', 'subscription'], ['schema']]);

  it('finds the closest word within the edits the length allows', () => {
    expect(correctionOf(vocabulary, 'dataloadr')).toBe('dataloader');
    expect(correctionOf(vocabulary, 'subscripton')).toBe('subscription');
  });

  it('prefers the word more documents use when two are as close', () => {
    expect(correctionOf(vocabulary, 'schemx')).toBe('schema');
  });

  it('leaves known words, words being typed, short words and far words alone', () => {
    expect(correctionOf(vocabulary, 'schema')).toBeNull();
    expect(correctionOf(vocabulary, 'subscr')).toBeNull();
    expect(correctionOf(vocabulary, 'shm')).toBeNull();
    expect(correctionOf(vocabulary, 'federation')).toBeNull();
  });

  it('tells a prefix of a word from a word that is not', () => {
    expect(hasWordStartingWith(vocabulary, 'data')).toBe(true);
    expect(hasWordStartingWith(vocabulary, 'datb')).toBe(false);
  });
});

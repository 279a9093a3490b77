import { describe, expect, it } from 'vitest';
import { compoundOnlyWordsOf } from './searchWords';

describe('compoundOnlyWordsOf', () => {
  it('finds the words a title has only inside hyphenated compounds', () => {
    expect([...compoundOnlyWordsOf('The hostile-client battery')]).toEqual(['hostile', 'client']);
    expect([...compoundOnlyWordsOf('Rate limits and per-client budgets')]).toEqual(['per', 'client']);
  });

  it('leaves out a word that also stands alone, and titles without compounds', () => {
    expect([...compoundOnlyWordsOf('Clients and per-client budgets')]).toEqual(['per']);
    expect([...compoundOnlyWordsOf('Ecosystem: file uploads, federation, clients and tools')]).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { snippetFor } from './rankDocuments';

const text =
  'The schema describes every type a server offers, and execute runs an operation against it, resolving each field in turn until the result is complete and can be sent back.';

describe('snippetFor', () => {
  it('starts and ends on whole words, around the first match', () => {
    const snippet = snippetFor(text, 'resolving', 60);
    expect(snippet.startsWith('…')).toBe(true);
    expect(snippet.endsWith('…')).toBe(true);
    const inner = snippet.slice(1, -1);
    expect(inner).toContain('resolving');
    // Every word of the excerpt is a whole word of the text.
    const words = new Set(text.split(/\s+/));
    for (const word of inner.split(/\s+/)) expect(words.has(word), word).toBe(true);
  });

  it('keeps a short text whole, and cuts a long one without a match after a whole word', () => {
    expect(snippetFor('Short text.', 'x')).toBe('Short text.');
    const snippet = snippetFor(text, 'nothing-like-it', 40);
    expect(snippet.endsWith('…')).toBe(true);
    expect(text.startsWith(snippet.slice(0, -1))).toBe(true);
    expect(text[snippet.length - 1]).toBe(' ');
  });
});

import { describe, expect, it } from 'vitest';
import { firstSentence, shortSummary } from './comments';

describe('firstSentence', () => {
  it('ends at the first full stop that ends a sentence, not at an abbreviation or inside code', () => {
    expect(
      firstSentence(
        'Given a GraphQL source, parses it into a Document. Throws GraphQLError if a syntax error is found.',
      ),
    ).toBe('Given a GraphQL source, parses it into a Document.');
    expect(firstSentence('The schema. Used to look up types.')).toBe('The schema.');
    expect(firstSentence('A value, e.g. a string. More.')).toBe('A value, e.g. a string.');
    expect(firstSentence('Uses e.g. this, version 1.5 and `x`. Then more.')).toBe(
      'Uses e.g. this, version 1.5 and `x`.',
    );
    expect(firstSentence('Calls `a. B` first. Then more.')).toBe('Calls `a. B` first.');
    expect(firstSentence('See [the spec. Section 2](https://spec.graphql.org). Next.')).toBe(
      'See [the spec. Section 2](https://spec.graphql.org).',
    );
  });

  it('keeps a summary without a full stop whole, on one line', () => {
    expect(firstSentence('One line\nover two. Next.')).toBe('One line over two.');
    expect(firstSentence('Object Type Definition')).toBe('Object Type Definition');
    expect(firstSentence('Prints the schema.')).toBe('Prints the schema.');
  });
});

describe('shortSummary', () => {
  it('keeps a first sentence that fits, and drops the sentences after it', () => {
    expect(shortSummary('Prints the schema. Then more.', 40)).toBe('Prints the schema.');
  });

  it('cuts a long sentence after the last whole word that fits, never mid-word, and says so with …', () => {
    const cut = shortSummary('Given two schemas, returns an Array containing descriptions of all the changes.', 40);
    expect(cut).toBe('Given two schemas, returns an Array…');
    // Not on a word that leads into the words cut off ("… described by the…").
    expect(shortSummary('Formats it according to the rules described by the spec.', 50)).toBe(
      'Formats it according to the rules described…',
    );
    expect(cut.length).toBeLessThanOrEqual(40);
  });

  it('never cuts inside code or a link', () => {
    expect(shortSummary('Calls `enter(node) and leave(node)` on every node it visits.', 20)).toBe('Calls…');
    expect(shortSummary('See [the GraphQL specification](https://spec.graphql.org) for more.', 20)).toBe('See…');
  });

  it('ends before a list the first paragraph runs into', () => {
    expect(shortSummary('Strips characters:\n- UnicodeBOM\n- WhiteSpace', 80)).toBe('Strips characters: …');
  });
});

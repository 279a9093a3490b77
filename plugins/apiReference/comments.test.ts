import { describe, expect, it } from 'vitest';
import { firstSentence } from './comments';

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

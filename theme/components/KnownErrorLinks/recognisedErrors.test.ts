import { describe, expect, it } from 'vitest';
import { ERROR_LOOKUP_VERSION } from '../../../site/errorMessages';
import { messagesInOutput, recognisedErrors, toPreparedLookup } from './recognisedErrors';

const lookup = toPreparedLookup({
  version: ERROR_LOOKUP_VERSION,
  entries: [
    {
      url: '/docs/errors/execution#non-null-field-returned-null',
      title: 'Cannot return null for non-nullable field',
      templates: ['Cannot return null for non-nullable field {parentType}.{fieldName}.'],
    },
    {
      url: '/docs/errors/validation#cannot-query-field',
      title: 'Cannot query field',
      templates: ['Cannot query field "{fieldName}" on type "{type}".{suggestion}'],
    },
    {
      url: '/docs/errors/syntax#syntax-expected-token',
      title: 'Expected a token, found another',
      templates: ['Syntax Error: Expected {kind}, found {token}.'],
    },
  ],
});

const titles = (output: string) => recognisedErrors(lookup, output).map((entry) => entry.title);

describe('recognisedErrors', () => {
  it('finds a message printed on a line of its own', () => {
    expect(titles('before\nCannot return null for non-nullable field Book.title.\nafter')).toEqual([
      'Cannot return null for non-nullable field',
    ]);
  });

  it('reads a message printed wrapped, its continuation lines indented, as one message', () => {
    const wrapped = [
      'Cannot query field "title" on type "SearchResult". Did you mean to use an inline',
      '  fragment on "Media"?',
      'Cannot return null for non-nullable field',
      '  Book.title.',
    ].join('\n');
    expect(titles(wrapped)).toEqual(['Cannot query field', 'Cannot return null for non-nullable field']);
  });

  it('finds the messages inside printed JSON, one link per entry, in the order shown', () => {
    const errors = [
      { message: 'Cannot query field "isbn" on type "Book".', locations: [{ line: 1, column: 3 }] },
      { message: 'Cannot return null for non-nullable field Query.book.' },
      { message: 'Cannot query field "pages" on type "Book".' },
    ];
    expect(titles(JSON.stringify(errors))).toEqual(['Cannot query field', 'Cannot return null for non-nullable field']);
    expect(titles(JSON.stringify({ errors }, null, 2))).toEqual([
      'Cannot query field',
      'Cannot return null for non-nullable field',
    ]);
  });

  it('finds the message a run stopped with, from its stack trace', () => {
    const problem = 'GraphQLError: Syntax Error: Expected Name, found <EOF>.\n    at syntaxError (graphql.js:1:2)';
    expect(titles(`Uncaught ${problem}`)).toEqual(['Expected a token, found another']);
  });

  it('links nothing for output that shows no known message, or data', () => {
    expect(titles('{\n  "data": {\n    "book": null\n  }\n}')).toEqual([]);
    expect(titles('hello world')).toEqual([]);
    expect(messagesInOutput('{\n  "data": {}\n}')).toEqual([]);
  });

  it('keeps only entries that lead into the error reference: a tampered lookup cannot link elsewhere', () => {
    const tampered = toPreparedLookup({
      version: ERROR_LOOKUP_VERSION,
      entries: [
        { url: 'javascript:alert(1)', title: 'x', templates: ['Cannot return null for non-nullable field {a}.'] },
        { url: 'https://example.com/#a', title: 'x', templates: ['Cannot return null for non-nullable field {a}.'] },
      ],
    });
    expect(recognisedErrors(tampered, 'Cannot return null for non-nullable field Q.a.')).toEqual([]);
  });

  it('looks at a bounded part of a huge output, in bounded time', () => {
    const huge = `${'Cannot query field "x" on type "Y"'.repeat(20_000)}\n`.repeat(50);
    // CPU time, not the clock: on a loaded machine the clock also counts other processes' turns.
    const started = process.cpuUsage();
    expect(titles(huge)).toEqual([]);
    const { user, system } = process.cpuUsage(started);
    expect((user + system) / 1000).toBeLessThan(500);
  });
});

import { describe, expect, it } from 'vitest';
import { matchMessage, matchesTemplate, messageCandidates, toMessageTemplates, toPastedMessage } from './errorMessages';

const entries = [
  ['non-null', 'Cannot return null for non-nullable field {parentType}.{fieldName}.'],
  ['cannot-query', 'Cannot query field "{fieldName}" on type "{type}".{suggestion}'],
  ['int', 'Int cannot represent non-integer value: {value}'],
  // biome-ignore lint/suspicious/noTemplateCurlyInString: an error template: `$` then a placeholder, as the page writes it.
  ['variable-invalid', 'Variable "${varName}" got invalid value {value}; {message}'],
  [
    'realm',
    'Cannot use {className} "{value}" from another module or realm.\n\nEnsure that there is only one instance.',
  ],
  ['too-general', '{message}.'],
].map(([entry, template]) => ({ entry: entry!, templates: toMessageTemplates(template!) }));

const firstMatch = (text: string) => matchMessage(text, entries)[0]?.entry;

describe('toMessageTemplates', () => {
  it('splits a template at its placeholders, and a template of several lines also stands for its first line', () => {
    const [whole, firstLine] = toMessageTemplates('Cannot use {className} "{value}" from x.\n\nEnsure y.');
    expect(whole!.parts).toEqual(['Cannot use ', ' "', '" from x. Ensure y.']);
    expect(firstLine!.parts).toEqual(['Cannot use ', ' "', '" from x.']);
  });

  it('leaves out a template with too little literal text to tell messages apart', () => {
    expect(toMessageTemplates('{message}.')).toEqual([]);
    expect(toMessageTemplates('Expected {x}.')).toEqual([]);
  });
});

describe('matching a pasted message', () => {
  it('fills each placeholder with the reader’s own names', () => {
    expect(firstMatch('Cannot return null for non-nullable field Invoice.total.')).toBe('non-null');
    expect(firstMatch('Cannot query field "titel" on type "Shelf". Did you mean "title"?')).toBe('cannot-query');
  });

  it('takes the message without its trailing period, in quotes, with escaped quotes or typographic ones', () => {
    expect(firstMatch('Cannot return null for non-nullable field Invoice.total')).toBe('non-null');
    expect(firstMatch('"Cannot query field \\"x\\" on type \\"Query\\"."')).toBe('cannot-query');
    expect(firstMatch('Cannot query field “x” on type “Query”.')).toBe('cannot-query');
  });

  it('takes off the error class, the stack trace and a location after the message', () => {
    const stack =
      'GraphQLError: Cannot return null for non-nullable field Invoice.total.\n    at completeValue (file:///app/node_modules/graphql/execution/execute.mjs:1:2)';
    expect(firstMatch(stack)).toBe('non-null');
    // An input field takes line breaks out of what is pasted into it.
    expect(firstMatch(stack.replace(/\n/g, ''))).toBe('non-null');
    expect(firstMatch('Error: Cannot return null for non-nullable field A.b.\n\nGraphQL request:1:3\n1 | { b }')).toBe(
      'non-null',
    );
    expect(firstMatch('Cannot return null for non-nullable field A.b. (1:3)')).toBe('non-null');
  });

  it('a message that wraps another finds the wrapped one’s entry first when its template says more', () => {
    const matches = matchMessage(
      'Variable "$n" got invalid value "x"; Int cannot represent non-integer value: "x"',
      entries,
    );
    expect(matches.map(({ entry }) => entry)).toEqual(['int', 'variable-invalid']);
  });

  it('the first line of a message of several lines finds it', () => {
    expect(firstMatch('Error: Cannot use GraphQLSchema "{}" from another module or realm.')).toBe('realm');
  });

  it('text that is not one of the messages matches nothing', () => {
    expect(matchMessage('execute', entries)).toEqual([]);
    expect(matchMessage('Cannot return null', entries)).toEqual([]);
    expect(matchMessage('how do I return null from a resolver', entries)).toEqual([]);
    expect(matchMessage('Cannot query field "x" on type "Query". Also something else entirely', entries)).toHaveLength(
      1,
    );
  });

  it('a long hostile text takes linear time, not a backtracking regular expression’s', () => {
    const hostile = `Cannot return null for non-nullable field ${'a.'.repeat(50_000)}`;
    // CPU time, not the clock: on a loaded machine the clock also counts other processes' turns.
    const started = process.cpuUsage();
    expect(matchMessage(hostile, entries).map(({ entry }) => entry)).toEqual(['non-null']);
    const spent = process.cpuUsage(started);
    expect((spent.user + spent.system) / 1000).toBeLessThan(200);
    expect(toPastedMessage(hostile).length).toBeLessThanOrEqual(2000);
  });

  it('matchesTemplate anchors the first literal at the start and the last at the end', () => {
    const [template] = toMessageTemplates('Expected Iterable, but did not find one for field "{field}".');
    expect(matchesTemplate('Expected Iterable, but did not find one for field "Q.a".', template!)).toBe(true);
    expect(matchesTemplate('Oh: Expected Iterable, but did not find one for field "Q.a".', template!)).toBe(false);
    expect(messageCandidates('Oh: Expected Iterable')).toContain('Expected Iterable');
  });
});

import { describe, expect, it } from 'vitest';
import { fixtureModel } from '../apiReference/testing';
import { documentsFromApiModel, documentsFromMarkdown, sectionTerms } from './buildIndex';

describe('documentsFromMarkdown', () => {
  const markdown = [
    '---',
    'title: Passing arguments',
    '---',
    '',
    '# Passing arguments',
    '',
    'A field can take `arguments`, like a function.',
    '',
    '## Declaring arguments',
    '',
    'Arguments go in parentheses.',
    '',
    '```js',
    'const ignored = "code is not indexed";',
    '```',
    '',
    '### Defaults',
    '',
    '- `= value` gives a default.',
    '',
    '## Declaring arguments',
    '',
    'Again.',
  ].join('\n');

  it('makes a page document and one per h2/h3 section, with Rspress-style anchors', () => {
    expect(documentsFromMarkdown({ markdown, route: '/docs/tutorials/passing-arguments' })).toEqual([
      {
        url: '/docs/tutorials/passing-arguments',
        page: 'Passing arguments',
        section: null,
        apiName: null,
        apiKind: null,
        text: 'A field can take arguments, like a function.',
        version: null,
      },
      {
        url: '/docs/tutorials/passing-arguments#declaring-arguments',
        page: 'Passing arguments',
        section: 'Declaring arguments',
        apiName: null,
        apiKind: null,
        text: 'Arguments go in parentheses.',
        version: null,
      },
      {
        url: '/docs/tutorials/passing-arguments#defaults',
        page: 'Passing arguments',
        section: 'Defaults',
        apiName: null,
        apiKind: null,
        text: '= value gives a default.',
        version: null,
      },
      {
        url: '/docs/tutorials/passing-arguments#declaring-arguments-1',
        page: 'Passing arguments',
        section: 'Declaring arguments',
        apiName: null,
        apiKind: null,
        text: 'Again.',
        version: null,
      },
    ]);
  });
});

describe('documentsFromMarkdown on an error reference page', () => {
  const markdown = [
    '# Execution errors',
    '',
    '## Cannot return null for non-nullable field {#non-null-field-returned-null}',
    '',
    '```text title="graphql 16 and 17" error-message="16,17"',
    'Cannot return null for non-nullable field {parentType}.{fieldName}.',
    '```',
    '',
    'A resolver returned null.',
    '',
    '```js title="non-null-field-returned-null.mjs"',
    'console.log("not a message");',
    '```',
    '',
    '## Two wordings {#two-wordings}',
    '',
    '```text title="graphql 16" error-message="16"',
    'Old {x} wording.',
    '```',
    '',
    '```text title="graphql 17" error-message="17"',
    'New {x} wording.',
    '```',
  ].join('\n');

  it('anchors a section at its explicit {#anchor}, as Rspress does, and keeps its error-message fences', () => {
    const [nonNull, twoWordings] = documentsFromMarkdown({ markdown, route: '/docs/errors/execution' });
    expect(nonNull).toMatchObject({
      url: '/docs/errors/execution#non-null-field-returned-null',
      section: 'Cannot return null for non-nullable field',
      messages: ['Cannot return null for non-nullable field {parentType}.{fieldName}.'],
    });
    expect(twoWordings!.messages).toEqual(['Old {x} wording.', 'New {x} wording.']);
  });

  it('gives no messages field to sections without error-message fences', () => {
    const documents = documentsFromMarkdown({ markdown: '# A\n\n## B\n\n```text\nx\n```\n', route: '/a' });
    expect(documents.every((document) => !('messages' in document))).toBe(true);
  });
});

describe('sectionTerms', () => {
  it('keeps the words past the clipped text and the distinctive names of code, each once', () => {
    const fullText = `${'Masking hides messages. '.repeat(20)}Envelop and GraphQL Mesh build on it.`;
    const clipped = `${fullText.slice(0, 60)}…`;
    const code = ['const masked = maskResult(result);\nAbortSignal.timeout(50); maskResult(again);'];
    expect(sectionTerms(fullText, code, clipped)?.split(' ')).toEqual([
      'envelop',
      'and',
      'graphql',
      'mesh',
      'build',
      'maskresult',
      'abortsignal.timeout',
    ]);
  });

  it('adds nothing when the text was not clipped and the code names nothing distinctive', () => {
    expect(sectionTerms('Short text.', ['const a = b(c);'], 'Short text.')).toBeUndefined();
  });

  it("gives a long section's later words to its document, for matching", () => {
    const long = ['# Page', '', '## Libraries', '', `${'Filler words here. '.repeat(30)}Last comes urql.`].join('\n');
    const section = documentsFromMarkdown({ markdown: long, route: '/docs/guides/ecosystem' }).find(
      (document) => document.section === 'Libraries',
    );
    expect(section!.text).not.toContain('urql');
    expect(section!.terms).toBe('last comes urql');
  });
});

describe('documentsFromApiModel', () => {
  it('indexes items with their summary and members of items with pages', () => {
    const documents = documentsFromApiModel(fixtureModel());
    expect(documents.find((document) => document.apiName === 'measure')).toEqual({
      url: '/api/tricky-js/function/measure',
      page: 'measure',
      section: null,
      apiName: 'measure',
      apiKind: 'function',
      text: 'Measures a shape.',
      version: 'v1',
    });
    expect(documents.find((document) => document.apiName === 'Shape.describe')).toMatchObject({
      url: '/api/tricky-js/class/Shape#describe',
      section: 'describe',
      apiKind: 'method',
      text: 'Describes the shape; see Square and Color.Red.',
    });
    expect(documents.find((document) => document.apiName === 'Maybe')).toMatchObject({
      url: '/api/tricky-js#Maybe',
      apiKind: 'typeAlias',
    });
    expect(documents.some((document) => document.apiName === 'Shape.constructor')).toBe(false);
  });
});

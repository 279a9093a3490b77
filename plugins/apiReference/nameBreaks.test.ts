import type { Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { describe, expect, it } from 'vitest';
import { identifierParts, withNameBreaks } from './nameBreaks';

describe('identifierParts', () => {
  it('breaks after dots and underscores and between camel-case words, never inside a word', () => {
    expect(identifierParts('args.subscribeFieldResolver?')).toEqual(['args.', 'subscribe', 'Field', 'Resolver?']);
    expect(identifierParts('legacyExecuteRootSelectionSet')).toEqual(['legacy', 'Execute', 'Root', 'Selection', 'Set']);
    expect(identifierParts('Maybe<GraphQLFieldResolver<any, any>>')).toEqual([
      'Maybe<',
      'GraphQL',
      'Field',
      'Resolver<',
      'any, any>>',
    ]);
    expect(identifierParts('__validationErrors')).toEqual(['__', 'validation', 'Errors']);
    expect(identifierParts('GraphQLSchema')).toEqual(['GraphQL', 'Schema']);
    expect(identifierParts('extensionASTNodes')).toEqual(['extension', 'AST', 'Nodes']);
    expect(identifierParts('schema')).toEqual(['schema']);
  });
});

describe('withNameBreaks', () => {
  it("breaks the code of the outline's headings (h2, h3), not that of other headings or prose", () => {
    const code = (value: string) => ({
      type: 'element' as const,
      tagName: 'code',
      properties: {},
      children: [{ type: 'text' as const, value }],
    });
    const root: Root = {
      type: 'root',
      children: ['h3', 'h4', 'p'].map((tagName) => ({
        type: 'element',
        tagName,
        properties: {},
        children: [code('getSubscriptionType')],
      })),
    };
    withNameBreaks(root);
    expect(toHtml(root)).toBe(
      '<h3><code>get<wbr>Subscription<wbr>Type</code></h3><h4><code>getSubscriptionType</code></h4><p><code>getSubscriptionType</code></p>',
    );
  });
});

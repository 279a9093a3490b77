import { attempt } from '../helpers';
import type { Probe } from '../types';

/** What `parse` accepts and the shape of the AST it returns. */
export const parseProbes: Probe[] = [
  {
    id: 'parse.empty-lists',
    area: 'parse',
    title: 'list properties of AST nodes that have nothing in them',
    run: ({ g }) => {
      const [operation] = g.parse('query Q { a }').definitions;
      const field = operation.selectionSet.selections[0];
      const [type] = g.parse('type A').definitions;
      const show = (list: unknown) => (Array.isArray(list) ? `[${list.length}]` : String(list));
      return {
        'operation.variableDefinitions': show(operation.variableDefinitions),
        'operation.directives': show(operation.directives),
        'field.arguments': show(field.arguments),
        'field.directives': show(field.directives),
        'type.interfaces': show(type.interfaces),
        'type.fields': show(type.fields),
      };
    },
  },
  {
    id: 'parse.empty-selection-set',
    area: 'parse',
    title: 'an empty selection set, `{ book { } }`',
    run: ({ g }) => attempt(() => g.parse('{ book { } }').definitions.length),
  },
  {
    id: 'parse.legacy-fragment-variables',
    area: 'parse',
    title: 'variables on a fragment definition with allowLegacyFragmentVariables',
    run: ({ g }) =>
      attempt(
        () =>
          g.parse('fragment F($a: Int) on Query { a }', { allowLegacyFragmentVariables: true }).definitions[0]
            .variableDefinitions.length,
      ),
  },
  {
    id: 'parse.directives-on-directive-definitions',
    area: 'parse',
    title: 'a directive on a directive definition, without an option',
    run: ({ g }) => attempt(() => g.parse('directive @a @b on FIELD').definitions.length),
  },
  {
    id: 'parse.max-tokens-message',
    area: 'parse',
    title: 'the message when a document has more tokens than maxTokens',
    run: ({ g }) => attempt(() => g.parse('{ a b c }', { maxTokens: 2 })),
  },
  {
    id: 'parse.two-dots-message',
    area: 'parse',
    title: "the syntax error for '..' (a spread missing a dot)",
    run: ({ g }) => attempt(() => g.parse('{ ..a }')),
  },
];

import { describe, expect, it } from 'vitest';
import { exportOfLink, guidePageOf, titleOf } from './guidePages';

const routes = ['/api/graphql-js', '/api/graphql-js/v17'];

describe('guide pages', () => {
  it('read the export an API link leads to, in either version, and nothing from other links', () => {
    expect(exportOfLink('/api/graphql-js/class/GraphQLError', routes)).toBe('GraphQLError');
    expect(exportOfLink('/api/graphql-js/v17/function/enableDevMode', routes)).toBe('enableDevMode');
    expect(exportOfLink('/api/graphql-js/class/GraphQLSchema#gettype', routes)).toBe('GraphQLSchema');
    expect(exportOfLink('/api/graphql-js#GraphQLString', routes)).toBe('GraphQLString');
    expect(exportOfLink('/api/graphql-js/v17#GraphQLString', routes)).toBe('GraphQLString');
    expect(exportOfLink('/api/graphql-js/changes#something', routes)).toBeNull();
    expect(exportOfLink('/api#verified-examples', routes)).toBeNull();
    expect(exportOfLink('/docs/guides/errors', routes)).toBeNull();
  });

  it("take a page's title from its front matter, else its first heading", () => {
    expect(titleOf('---\ntitle: "Errors: a guide"\ndescription: x\n---\n\n# Other')).toBe('Errors: a guide');
    expect(titleOf('# Object types\n\nText')).toBe('Object types');
  });

  it('list the exports a page imports from graphql or links to, and skip a page that uses none', () => {
    const source =
      "---\ntitle: Errors\n---\n\nSee [`GraphQLError`](/api/graphql-js/class/GraphQLError).\n\n```js\nimport { graphql, parse as p } from 'graphql';\n```\n";
    expect(guidePageOf({ route: '/docs/guides/errors', source }, routes)).toEqual({
      route: '/docs/guides/errors',
      title: 'Errors',
      names: ['GraphQLError', 'graphql', 'parse'],
    });
    expect(guidePageOf({ route: '/docs/guides/none', source: '# None\n\nNo code.' }, routes)).toBeNull();
  });
});

import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { API_VERSIONS } from '../../site/constants';
import { exportOfLink, graphqlImportsOn, guidePageOf, titleOf } from './guidePages';
import { readGuidePages } from './index';

const routes = ['/api/graphql-js', '/api/graphql-js/v17'];
const versions = [
  { routeBase: '/api/graphql-js', version: '16.15.0' },
  { routeBase: '/api/graphql-js/v17', version: '17.1.0' },
];

describe('guide pages', () => {
  it('read the export an API link leads to and its version, and nothing from other links', () => {
    const v16 = (name: string) => ({ name, overviewRoute: '/api/graphql-js' });
    const v17 = (name: string) => ({ name, overviewRoute: '/api/graphql-js/v17' });
    expect(exportOfLink('/api/graphql-js/class/GraphQLError', routes)).toEqual(v16('GraphQLError'));
    expect(exportOfLink('/api/graphql-js/v17/function/enableDevMode', routes)).toEqual(v17('enableDevMode'));
    expect(exportOfLink('/api/graphql-js/class/GraphQLSchema#gettype', routes)).toEqual(v16('GraphQLSchema'));
    expect(exportOfLink('/api/graphql-js#GraphQLString', routes)).toEqual(v16('GraphQLString'));
    expect(exportOfLink('/api/graphql-js/v17#GraphQLString', routes)).toEqual(v17('GraphQLString'));
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
    expect(guidePageOf({ route: '/docs/guides/errors', source }, versions)).toEqual({
      route: '/docs/guides/errors',
      title: 'Errors',
      namesByOverviewRoute: {
        '/api/graphql-js': ['GraphQLError', 'graphql', 'parse'],
        '/api/graphql-js/v17': ['GraphQLError', 'graphql', 'parse'],
      },
    });
    expect(guidePageOf({ route: '/docs/guides/none', source: '# None\n\nNo code.' }, versions)).toBeNull();
  });

  it("count an import for the version its fence runs on, a link to the default version's page for every version, and a link to another version's page for that one", () => {
    const source = [
      '# Signals',
      'See [`ExecutionArgs`](/api/graphql-js/v17/interface/ExecutionArgs) and [`execute`](/api/graphql-js/function/execute), also in [17](/api/graphql-js/v17/function/execute).',
      '```js title="a.mjs" graphql="17"',
      "import { AbortedGraphQLExecutionError, execute } from 'graphql';",
      '```',
      '```js title="b.mjs" graphql="16"',
      "import { execute, getOperationAST } from 'graphql';",
      '```',
      '```js title="c.mjs"',
      "import { parse } from 'graphql';",
      '```',
    ].join('\n');
    expect(graphqlImportsOn(source, '16')).toEqual(['execute', 'getOperationAST', 'parse']);
    expect(graphqlImportsOn(source, '17')).toEqual(['AbortedGraphQLExecutionError', 'execute', 'parse']);
    expect(guidePageOf({ route: '/docs/guides/signals', source }, versions)!.namesByOverviewRoute).toEqual({
      '/api/graphql-js': ['execute', 'getOperationAST', 'parse'],
      '/api/graphql-js/v17': ['AbortedGraphQLExecutionError', 'ExecutionArgs', 'execute', 'parse'],
    });
  });

  it("of the site: the guides to 17's abort signals and execution hooks use 17's ExecutionArgs, not 16's", () => {
    const guides = readGuidePages(path.resolve(import.meta.dirname, '../../docs'), API_VERSIONS);
    const usingExecutionArgs = (overviewRoute: string) =>
      guides
        .filter((guide) => guide.namesByOverviewRoute[overviewRoute]?.includes('ExecutionArgs'))
        .map((guide) => guide.title);
    expect(usingExecutionArgs('/api/graphql-js/v17')).toEqual(
      expect.arrayContaining(['Abort signals', 'Execution hooks']),
    );
    expect(usingExecutionArgs('/api/graphql-js')).not.toContain('Abort signals');
    expect(usingExecutionArgs('/api/graphql-js')).not.toContain('Execution hooks');
  });
});

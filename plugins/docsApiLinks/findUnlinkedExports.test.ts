import { describe, expect, it } from 'vitest';
import { findUnlinkedExports, graphqlImportsOf, unlinkedExportsMessage } from './findUnlinkedExports';

const apiUrls = new Map([
  ['graphql', ['/api/graphql-js/function/graphql', '/api/graphql-js/v17/function/graphql']],
  ['GraphQLError', ['/api/graphql-js/class/GraphQLError', '/api/graphql-js/v17/class/GraphQLError']],
  ['ExecutionResult', ['/api/graphql-js/interface/ExecutionResult', '/api/graphql-js/v17/interface/ExecutionResult']],
  ['enableDevMode', ['/api/graphql-js/v17/function/enableDevMode']],
]);

const page = (code: string, prose: string) => `# Page\n\n${prose}\n\n\`\`\`js title="a.mjs"\n${code}\n\`\`\`\n`;

describe('graphqlImportsOf', () => {
  it('reads named, renamed and type imports from graphql, not from its subpaths or other packages', () => {
    const source =
      "import { graphql, GraphQLError as E, type ExecutionResult } from 'graphql';\nimport type { X } from 'graphql/language';\nimport { y } from 'graphql-http';";
    expect(graphqlImportsOf(source)).toEqual(['ExecutionResult', 'GraphQLError', 'graphql']);
  });
});

describe('findUnlinkedExports', () => {
  it('accepts a page linking each export to its page in either version', () => {
    const source = page(
      "import { graphql, enableDevMode } from 'graphql';",
      'Use [`graphql`](/api/graphql-js/function/graphql) and [`enableDevMode`](/api/graphql-js/v17/function/enableDevMode).',
    );
    expect(findUnlinkedExports([{ file: 'a.mdx', source }], apiUrls)).toEqual([]);
  });

  it('names each export used without a link, and one that no version exports', () => {
    const source = page(
      "import { graphql, GraphQLError, GraphQLErorr } from 'graphql';",
      'See [`graphql`](/api/graphql-js/function/graphql) and [the overview](/api/graphql-js).',
    );
    const problems = findUnlinkedExports([{ file: 'docs/guides/errors.mdx', source }], apiUrls);
    expect(problems).toEqual([
      { file: 'docs/guides/errors.mdx', name: 'GraphQLErorr', urls: [] },
      {
        file: 'docs/guides/errors.mdx',
        name: 'GraphQLError',
        urls: ['/api/graphql-js/class/GraphQLError', '/api/graphql-js/v17/class/GraphQLError'],
      },
    ]);
    expect(unlinkedExportsMessage(problems)).toBe(
      '[docs-api-links] Pages must link every graphql export their code uses to its API page:\n' +
        "  docs/guides/errors.mdx: imports `GraphQLErorr` from 'graphql', which no documented version exports; fix the name or the import\n" +
        "  docs/guides/errors.mdx: uses `GraphQLError` from 'graphql' without linking it; add [`GraphQLError`](/api/graphql-js/class/GraphQLError) where the page first mentions it",
    );
  });
});

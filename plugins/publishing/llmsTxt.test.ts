import { describe, expect, it } from 'vitest';
import { renderLlmsFullTxt, renderLlmsTxt, sitePathsLinkedFrom, twinFromPageSource } from './llmsTxt';

const site = {
  title: 'graphql-js',
  description: 'A reference implementation of GraphQL for JavaScript',
  url: 'https://graphql-js.org',
};
const basicTypes = {
  route: '/docs/tutorials/basic-types',
  title: 'Basic types',
  description: 'Scalars, lists and non-null.',
  markdown: '# Basic types\n\nText.\n',
};
const overview = { route: '/api/graphql-js', title: 'graphql-js API', description: '', markdown: '# graphql-js API\n' };

describe('renderLlmsTxt', () => {
  it('writes the title, the summary and each section’s pages with their Markdown copy and description', () => {
    expect(
      renderLlmsTxt(site, [
        { title: 'Tutorial', twins: [basicTypes] },
        { title: 'API', twins: [overview] },
      ]),
    ).toBe(
      [
        '# graphql-js',
        '',
        '> A reference implementation of GraphQL for JavaScript',
        '',
        '## Tutorial',
        '',
        '- [Basic types](https://graphql-js.org/docs/tutorials/basic-types.md): Scalars, lists and non-null.',
        '',
        '## API',
        '',
        '- [graphql-js API](https://graphql-js.org/api/graphql-js.md)',
        '',
      ].join('\n'),
    );
  });
});

describe('renderLlmsFullTxt', () => {
  it('puts every page’s Markdown one after the other, each with its address', () => {
    expect(renderLlmsFullTxt(site, [{ title: 'Tutorial', twins: [basicTypes, overview] }])).toBe(
      '# graphql-js\n\n<!-- https://graphql-js.org/docs/tutorials/basic-types -->\n\n# Basic types\n\nText.\n\n---\n\n<!-- https://graphql-js.org/api/graphql-js -->\n\n# graphql-js API\n',
    );
  });
});

describe('twinFromPageSource', () => {
  it('takes title and description from the frontmatter and keeps the Markdown after it', () => {
    const source =
      '---\ntitle: Basic types\ndescription: "Scalars, lists and non-null."\n---\n\n# Basic types\n\nText.\n';
    expect(twinFromPageSource('/docs/tutorials/basic-types', source)).toEqual(basicTypes);
  });

  it('falls back on the first heading for a page without a title', () => {
    expect(twinFromPageSource('/x', '# Hello\n').title).toBe('Hello');
  });

  it('opens a page without a title heading (the home page) with its title and description', () => {
    expect(
      twinFromPageSource('/', '---\ntitle: graphql-js\n---\n\n## Try it\n', 'A reference implementation.').markdown,
    ).toBe('# graphql-js\n\nA reference implementation.\n\n## Try it\n');
  });
});

describe('sitePathsLinkedFrom', () => {
  it('lists the paths of links into the site and ignores other hosts', () => {
    const llms =
      '- [Basic types](https://graphql-js.org/docs/tutorials/basic-types.md): Scalars.\n- [Spec](https://spec.graphql.org/)\n- [Home](/index.md)';
    expect(sitePathsLinkedFrom(llms, 'https://graphql-js.org')).toEqual([
      '/docs/tutorials/basic-types.md',
      '/index.md',
    ]);
  });

  it('ignores what only looks like a link inside code', () => {
    const llms =
      'A [guide](/docs/guides/errors).\n\n```js\nconst TIME = /[+-]([01]\\d|2[0-3])$/;\n```\n\nInline `x[0](y)` too.';
    expect(sitePathsLinkedFrom(llms, 'https://graphql-js.org')).toEqual(['/docs/guides/errors']);
  });
});

import { describe, expect, it } from 'vitest';
import { markdownTwinPath, sitePathsLinkedFrom, tidyMarkdownTwin } from './markdownTwins';

describe('markdownTwinPath', () => {
  it('maps folder routes to index.md and page routes to NAME.md', () => {
    expect(markdownTwinPath('/')).toBe('/index.md');
    expect(markdownTwinPath('/docs/tutorials/')).toBe('/docs/tutorials/index.md');
    expect(markdownTwinPath('/api/graphql-js/function/execute')).toBe('/api/graphql-js/function/execute.md');
  });
});

describe('tidyMarkdownTwin', () => {
  it('unwraps the API pages’ inline code wrappers and drops custom heading anchors', () => {
    const twin = [
      '## Parameters \\{#parameters}',
      '| `args` | <span className="gjs-api-code" data-api-refs="ExecutionArgs">`ExecutionArgs`</span> | The arguments. |',
      '### <span id="query">`query`</span> \\{#query}',
    ].join('\n');
    expect(tidyMarkdownTwin(twin)).toBe(['## Parameters', '| `args` | `ExecutionArgs` | The arguments. |', '### `query`'].join('\n'));
  });

  it('leaves code blocks as they are', () => {
    const twin = ['```html', '<span id="x">a</span>', '## not a heading \\{#x}', '```', '<span id="y">b</span>'].join('\n');
    expect(tidyMarkdownTwin(twin)).toBe(['```html', '<span id="x">a</span>', '## not a heading \\{#x}', '```', 'b'].join('\n'));
  });

  it('keeps braces that are not a trailing heading anchor', () => {
    expect(tidyMarkdownTwin('Use \\{#id} to name a heading.')).toBe('Use \\{#id} to name a heading.');
  });
});

describe('sitePathsLinkedFrom', () => {
  it('lists the paths of links into the site and ignores other hosts', () => {
    const llms = '- [Basic types](https://graphql-js.org/docs/tutorials/basic-types.md): Scalars.\n- [Spec](https://spec.graphql.org/)\n- [Home](/index.md)';
    expect(sitePathsLinkedFrom(llms, 'https://graphql-js.org')).toEqual(['/docs/tutorials/basic-types.md', '/index.md']);
  });
});

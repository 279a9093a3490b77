import { toHtml } from 'hast-util-to-html';
import { describe, expect, it } from 'vitest';
import { createCodeHighlighter } from './highlight';

describe('createCodeHighlighter', () => {
  it('gives each caller its own copy of a block it highlighted before, so that one page’s links never reach another’s', async () => {
    const highlight = await createCodeHighlighter(['ts']);
    const first = highlight('const a: Shape = 1;', 'ts');
    const html = toHtml(first);
    // What linkApiCode and codeBlock do to a block: change its properties and children.
    first.properties.dataLang = 'ts';
    first.children = [];
    const second = highlight('const a: Shape = 1;', 'ts');
    expect(toHtml(second)).toBe(html);
    expect(html).toContain('sk-');
  });

  it('shows a language Shiki does not bundle as plain text', async () => {
    const highlight = await createCodeHighlighter(['no-such-language']);
    expect(toHtml(highlight('a < b', 'no-such-language'))).toContain('a &#x3C; b');
  });
});

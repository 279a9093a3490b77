import { describe, expect, it } from 'vitest';
import { heading, nodesFromCommentMarkdown, paragraph, renderMdxPage, text } from './markdown';
import { htmlFromMdx } from './testing';

const htmlOf = htmlFromMdx;

describe('comment markdown to MDX', () => {
  it('shows HTML and braces from comments as text, never as markup', async () => {
    const comment = 'Tokens start with <SOF>. Try <img src=x onerror="alert(1)"> and {like} this.\n\n<script>alert(2)</script>';
    const html = await htmlOf(renderMdxPage({ title: 'x' }, nodesFromCommentMarkdown(comment)));
    expect(html).toContain('Tokens start with &lt;SOF&gt;.');
    expect(html).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;');
    expect(html).toContain('{like}');
    expect(html).toContain('&lt;script&gt;alert(2)&lt;/script&gt;');
    expect(html).not.toMatch(/<img|<script/);
  });

  it('keeps markdown: emphasis, code and links', async () => {
    const html = await htmlOf(renderMdxPage({ title: 'x' }, nodesFromCommentMarkdown('See *this*, `code <T>` and [a link](/api/x).')));
    expect(html).toBe('<p>See <em>this</em>, <code>code &lt;T&gt;</code> and <a href="/api/x">a link</a>.</p>');
  });

  it('moves headings inside comments below the page sections', () => {
    const [node] = nodesFromCommentMarkdown('# Title');
    expect(node).toMatchObject({ type: 'heading', depth: 4 });
  });

  it('writes custom heading anchors in the {#id} form Rspress reads, and JSON-quoted frontmatter', () => {
    const page = renderMdxPage({ title: 'a: "b"' }, [heading(2, 'Methods', 'methods'), paragraph([text('x')])]);
    expect(page).toBe('---\ntitle: "a: \\"b\\""\n---\n\n## Methods \\{#methods}\n\nx\n');
  });
});

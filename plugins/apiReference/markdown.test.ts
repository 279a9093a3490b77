import { describe, expect, it } from 'vitest';
import { heading, nodesFromCommentMarkdown, paragraph, renderPlainMarkdown, text } from './markdown';
import { toPageHtml } from './pageHtml';
import { testHighlighter } from './testing';

const htmlOf = async (body: ReturnType<typeof nodesFromCommentMarkdown>) =>
  toPageHtml(body, { highlight: await testHighlighter(), linkTargets: {} }).html;

describe('comment markdown', () => {
  it('shows HTML and braces from comments as text, never as markup', async () => {
    const comment =
      'Tokens start with <SOF>. Try <img src=x onerror="alert(1)"> and {like} this.\n\n<script>alert(2)</script>';
    const body = nodesFromCommentMarkdown(comment);
    const html = await htmlOf(body);
    expect(html).toContain('Tokens start with &#x3C;SOF>.');
    expect(html).toContain('&#x3C;img src=x onerror="alert(1)">');
    expect(html).toContain('{like}');
    expect(html).toContain('&#x3C;script>alert(2)&#x3C;/script>');
    expect(html).not.toMatch(/<img|<script/i);
    // The page's Markdown twin (llms.txt) escapes it too.
    expect(renderPlainMarkdown(body)).not.toMatch(/(?<!\\)<(?:img|script|SOF)/);
  });

  it('keeps markdown: emphasis, code and links', async () => {
    const html = await htmlOf(nodesFromCommentMarkdown('See *this*, `code <T>` and [a link](/api/x).'));
    expect(html).toBe(
      '<p>See <em>this</em>, <code>code &#x3C;T></code> and <a href="/api/x" class="rp-link">a link</a>.</p>',
    );
  });

  it('moves headings inside comments below the page sections', () => {
    const [node] = nodesFromCommentMarkdown('# Title');
    expect(node).toMatchObject({ type: 'heading', depth: 4 });
  });

  it('gives a heading its explicit id out of its text, which the HTML uses as the id and the Markdown twin leaves out', async () => {
    const body = [heading(2, 'Methods', 'methods'), paragraph([text('x')])];
    expect(body[0]).toMatchObject({ children: [{ type: 'text', value: 'Methods' }], data: { id: 'methods' } });
    expect(await htmlOf(body)).toMatch(
      /^<h2 class="rp-toc-include" id="methods"><a [^>]*href="#methods"[^>]*>#<\/a>Methods<\/h2>/,
    );
    expect(renderPlainMarkdown(body)).toBe('## Methods\n\nx\n');
  });
});

describe('nodesFromCommentMarkdown, parsing each comment once', () => {
  it('gives each caller its own copy of a comment parsed before', () => {
    const first = nodesFromCommentMarkdown('Some *text* here.');
    (first[0] as { children: unknown[] }).children = [];
    expect(nodesFromCommentMarkdown('Some *text* here.')).toMatchObject([
      { type: 'paragraph', children: [{ value: 'Some ' }, { type: 'emphasis' }, { value: ' here.' }] },
    ]);
  });

  it('keeps comments parsed with another heading offset apart', () => {
    expect(nodesFromCommentMarkdown('# Title', { headingOffset: 1 })).toMatchObject([{ type: 'heading', depth: 2 }]);
    expect(nodesFromCommentMarkdown('# Title', { headingOffset: 3 })).toMatchObject([{ type: 'heading', depth: 4 }]);
  });
});

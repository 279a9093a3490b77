import { describe, expect, it } from 'vitest';
import { changesPage } from './changesPage';
import {
  code,
  heading,
  inlineCode,
  jsxFlow,
  jsxText,
  link,
  nodesFromCommentMarkdown,
  paragraph,
  table,
  text,
  type FlowNode,
} from './markdown';
import { toPageHtml } from './pageHtml';
import { apiIndexPage, itemPage, linkTargetsFromModel, overviewPage } from './pages';
import { fixtureModel, headingsOf, itemNamed, renderedPage, testHighlighter } from './testing';
import { diffModels } from './versionDiff';

const model = fixtureModel();
const targets = linkTargetsFromModel(model);
const itemPageOf = (name: string) => itemPage(model, itemNamed(model, name));
const render = async (body: FlowNode[], base = '/') =>
  toPageHtml(body, { highlight: await testHighlighter(), linkTargets: targets, base });

/** Where the `#` anchor of a heading with this id sits: first in the heading, out of the tab order. */
const anchorOf = (id: string) =>
  `<a aria-hidden="true" tabindex="-1" href="#${id}" class="rp-header-anchor rp-link">#</a>`;

describe('toPageHtml: what doc comments may bring', () => {
  it("never takes an id written in a heading's text: only the page's own headings have explicit ids", async () => {
    const { html } = await render([heading(2, 'Classes', 'classes'), ...nodesFromCommentMarkdown('# Foo {#classes}')]);
    expect(headingsOf(html).map((item) => item.id)).toEqual(['classes', 'foo-classes']);
    expect(html).toContain('Foo {#classes}');
  });

  it('escapes HTML in outline text (the outline renders text that looks like HTML as HTML)', async () => {
    const { toc } = await render([
      ...nodesFromCommentMarkdown('### Hi &lt;img src=x onerror=alert(1) /&gt; `<b>`', { headingOffset: 0 }),
    ]);
    expect(toc[0]!.text).toBe('Hi &lt;img src=x onerror=alert(1) /&gt; `&lt;b&gt;`');
  });

  it('shows a link or image that could run script as text, however it was written', async () => {
    const { html } = await render(
      nodesFromCommentMarkdown(
        '[ref][1] and ![pic](javascript:x) and [ok](https://example.com)\n\n[1]: javascript:alert(1)',
      ),
    );
    expect(html).not.toContain('javascript:');
    expect(html).toContain('<p>ref and pic and <a href="https://example.com"');
  });

  it('never gives a slugged heading an id an explicit anchor of the page has, even one that comes later', async () => {
    const { html, toc } = await render([heading(4, 'Parameters'), heading(2, 'Parameters', 'parameters')]);
    expect(headingsOf(html).map((item) => item.id)).toEqual(['parameters-1', 'parameters']);
    expect(new Set(toc.map((item) => item.id)).size).toBe(toc.length);
  });

  it('shows a link that could run script as its text', async () => {
    const { html } = await render([
      paragraph([
        link('javascript:alert(1)', [text('click')]),
        text(' '),
        link('data:text/html,x', [text('data')]),
        text(' '),
        link('https://example.com', [text('web')]),
      ]),
    ]);
    expect(html).not.toContain('javascript:');
    expect(html).not.toContain('data:text');
    expect(html).toContain('<p>click data <a href="https://example.com"');
  });

  it('keeps emphasis marks in the table of contents, as Rspress does', async () => {
    const { toc } = await render([
      heading(
        2,
        [{ type: 'emphasis', children: [text('Em')] }, text(' and '), { type: 'strong', children: [text('bold')] }],
        'x',
      ),
    ]);
    expect(toc[0]!.text).toBe('*Em* and **bold**');
  });

  it('shows a code block title given in the fence', async () => {
    const { html } = await render([code('ts', 'const a = 1;', 'title="example.ts"')]);
    expect(html).toContain(
      '<div class="rp-codeblock language-ts"><div class="rp-codeblock__title">example.ts</div><div class="rp-codeblock__content">',
    );
  });
});

describe('toPageHtml: headings', () => {
  it('gives every heading an id: its explicit {#id} anchor, else a GitHub slug of its text, unique on the page', async () => {
    const square = headingsOf((await renderedPage(itemPageOf('Square'), targets)).html);
    expect(square.find((item) => item.html === 'Constructor')).toMatchObject({
      id: 'constructor',
      anchor: 'constructor',
    });
    expect(square.find((item) => item.html === '<code>side</code> (readonly)')).toMatchObject({
      id: 'side',
      anchor: 'side',
    });
    // The h1 has no explicit anchor: a slug of its text.
    expect(headingsOf((await renderedPage(apiIndexPage([model]))).html)[0]).toMatchObject({
      depth: 1,
      id: 'api-reference',
      anchor: 'api-reference',
    });
    // The changes page has a "Classes (1)" heading without an anchor.
    const without = fixtureModel();
    const diff = diffModels(model, {
      ...without,
      package: { ...without.package, version: '2.0.0', versionKey: 'v2', isDefault: false },
      items: without.items.filter((item) => item.name !== 'Shape'),
    });
    expect(headingsOf((await renderedPage(changesPage(diff))).html)).toContainEqual({
      depth: 3,
      id: 'classes-1',
      inToc: true,
      anchor: 'classes-1',
      html: 'Classes (1)',
    });

    const { html } = await render([
      heading(2, 'Same title'),
      heading(2, 'Same title'),
      heading(3, [inlineCode('run'), text(' again')]),
      heading(2, 'Kept', 'my-id'),
    ]);
    expect(headingsOf(html).map(({ id, anchor }) => [id, anchor])).toEqual([
      ['same-title', 'same-title'],
      ['same-title-1', 'same-title-1'],
      ['run-again', 'run-again'],
      ['my-id', 'my-id'],
    ]);
    expect(html).not.toContain('{#');
  });

  it('puts the # anchor first, out of the tab order, and marks h1 to h3 for the outline but not h4', async () => {
    const { html } = await renderedPage(overviewPage(model));
    expect(html).toContain(`<h2 class="rp-toc-include" id="classes">${anchorOf('classes')}Classes (2)</h2>`);
    expect(html).toContain(`<h3 class="rp-toc-include" id="classes-shapes">${anchorOf('classes-shapes')}Shapes</h3>`);
    expect(html).toContain(`<h4 id="Maybe">${anchorOf('Maybe')}<code>Maybe</code></h4>`);
    const headings = headingsOf(html);
    expect(headings.filter((item) => item.inToc).map((item) => item.depth)).not.toContain(4);
    expect(headings.filter((item) => item.depth === 2 || item.depth === 3).every((item) => item.inToc)).toBe(true);
    expect(headings.every((item) => item.anchor === item.id && item.id)).toBe(true);
  });

  it("lists the outline's levels (h2 and h3) in the table of contents, inline code in backticks, and takes the title from the h1 as plain text", async () => {
    const overview = await renderedPage(overviewPage(model));
    expect(overview.title).toBe('tricky-js API');
    expect(overview.toc.slice(0, 3)).toEqual([
      { id: 'classes', text: 'Classes (2)', depth: 2, charIndex: 0 },
      { id: 'classes-entry-point', text: 'Entry point', depth: 3, charIndex: 0 },
      { id: 'classes-shapes', text: 'Shapes', depth: 3, charIndex: 0 },
    ]);
    // The same entries as the outline the page builds from its headings once it runs: h4 is not one.
    expect(overview.toc.map((entry) => entry.id)).not.toContain('Maybe');
    expect(overview.toc.map((entry) => entry.id)).toEqual(
      headingsOf(overview.html)
        .filter((item) => item.inToc && item.depth >= 2)
        .map((item) => item.id),
    );

    const page = await render([
      heading(1, [inlineCode('parse'), text(' and more')], 'top'),
      heading(2, [inlineCode('a'), text(' b')], 'ab'),
      heading(5, 'Deep'),
      heading(1, 'Second h1'),
    ]);
    expect(page.title).toBe('parse and more');
    expect(page.toc).toEqual([{ id: 'ab', text: '`a` b', depth: 2, charIndex: 0 }]);
  });
});

describe('toPageHtml: blocks and links', () => {
  it('highlights code with Shiki inside Rspress code block markup, with the wrap and copy buttons', async () => {
    const { html } = await render([code('ts', 'const answer: number = 42;')]);
    expect(html).toMatch(
      /^<div class="rp-codeblock language-ts"><div class="rp-codeblock__content"><div class="rp-codeblock__content__scroll-container rp-scrollbar rp-scrollbar--always"><pre class="shiki css-variables"[^>]* data-lang="ts"><code>/,
    );
    expect(html).toContain('<span class="sk-keyword">const</span>');
    expect(html).toMatch(
      /<\/code><\/pre><\/div><div class="rp-code-button-group"><button type="button" class="rp-code-button-group__button rp-code-wrap-button gjs-code-button" aria-pressed="false">Wrap<\/button><button type="button" class="rp-code-button-group__button rp-code-copy-button gjs-code-button">Copy<\/button><span role="status" class="gjs-code-button-status"><\/span><\/div><\/div><\/div>$/,
    );
    // The fixture's example too, and a language Shiki does not know is plain text in the same markup.
    expect((await renderedPage(itemPageOf('Square'))).html).toMatch(
      /<pre class="shiki[^"]*"[^>]*><code><span class="line"><span class="sk-keyword">new<\/span>/,
    );
    const plain = (await render([code('no-such-language', 'a < b')])).html;
    expect(plain).toContain('<div class="rp-codeblock language-no-such-language">');
    expect(plain).toContain('a &#x3C; b');
  });

  it('puts tables in the focusable scroll container', async () => {
    const { html } = await renderedPage(itemPageOf('Color'));
    expect(html).toContain(
      '<div class="rp-table-scroll-container rp-scrollbar" tabindex="0" role="group" aria-label="Table"><table class="gjs-api-table" role="table">',
    );
    expect((await render([table(['A'], [[[text('1')]]])])).html).toMatch(
      /^<div class="rp-table-scroll-container rp-scrollbar" tabindex="0" role="group" aria-label="Table"><table>[\s\S]*<\/table><\/div>$/,
    );
  });

  it('opens other sites in a new tab and puts the base before the site own links', async () => {
    const { html } = await renderedPage(itemPageOf('Square'), targets, '/docs/');
    expect(html).toContain(
      '<a href="https://github.com/example/tricky/blob/v1.2.3/src/index.ts" class="rp-link" target="_blank" rel="noopener noreferrer">',
    );
    expect(html).toContain('<a href="/docs/api/tricky-js/class/Shape#area" class="rp-link">');
    // Links made in signatures get it too; anchors on the page do not.
    expect(html).toContain('<a href="/docs/api/tricky-js/class/Shape" class="gjs-api-type-link rp-link">Shape</a>');
    expect(html).toContain(`href="#constructor"`);
    expect(html).not.toMatch(/href="\/(?!docs\/)/);

    const atRoot = (
      await render([
        paragraph([
          link('/api/x', [text('in')]),
          text(' '),
          link('mailto:a@b.c', [text('mail')]),
          text(' '),
          link('#here', [text('here')]),
        ]),
      ])
    ).html;
    expect(atRoot).toBe(
      '<p><a href="/api/x" class="rp-link">in</a> <a href="mailto:a@b.c" class="rp-link" target="_blank" rel="noopener noreferrer">mail</a> <a href="#here" class="rp-link">here</a></p>',
    );
  });

  it('links the names data-api-refs lists only inside gjs-api-code, and drops the attribute', async () => {
    const { html } = await render([
      jsxFlow('div', { className: 'gjs-api-code', 'data-api-refs': 'Shape' }, [
        code('ts', 'function f(shape: Shape): Square'),
      ]),
      paragraph([text('Shape outside, '), inlineCode('Shape')]),
      // Each element lists its own names: this one lists none.
      paragraph([jsxText('span', { className: 'gjs-api-code', 'data-api-refs': '' }, [inlineCode('Shape')])]),
    ]);
    expect(html.match(/gjs-api-type-link/g)).toHaveLength(1);
    expect(html).toContain('<a href="/api/tricky-js/class/Shape" class="gjs-api-type-link rp-link">Shape</a>');
    expect(html).toContain('<p>Shape outside, <code>Shape</code></p>');
    expect(html).toContain('<p><span class="gjs-api-code"><code>Shape</code></span></p>');
    expect(html).not.toContain('Square</a>');
    expect(html).not.toMatch(/data-api-refs/i);

    const measure = (await renderedPage(itemPageOf('measure'), targets)).html;
    expect(measure).toContain(
      '<td role="cell" data-label="Type"><span class="gjs-api-code"><code><a href="/api/tricky-js/class/Shape" class="gjs-api-type-link rp-link">Shape</a></code></span></td>',
    );
    expect(measure).not.toMatch(/data-api-refs/i);
    // Without targets nothing is linked.
    expect((await renderedPage(itemPageOf('measure'))).html).not.toContain('gjs-api-type-link');
  });
});

import type { Element, ElementContent } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { SITE_THEME } from '../../rspress.config';
import type { RspressMarkup } from './markup';
import { loadRspressMarkup } from './markupTemplates';

const text = (value: string): ElementContent => ({ type: 'text', value });
const element = (tagName: string, properties: Element['properties'], children: ElementContent[] = []): Element => ({
  type: 'element',
  tagName,
  properties,
  children,
});
const html = (node: Element) => toHtml(node);

function decorated(markup: RspressMarkup, href: string, className?: string[]): string {
  const link = element('a', { href, ...(className ? { className } : {}) }, [text('go')]);
  markup.decorateLink(link);
  return html(link);
}

describe("the site theme's markup, rendered in Node", { timeout: 120_000 }, () => {
  let markup: RspressMarkup;
  let underBase: RspressMarkup;
  beforeAll(async () => {
    [markup, underBase] = await Promise.all([
      loadRspressMarkup({ ...inject('siteTheme'), base: '/' }),
      loadRspressMarkup({ ...inject('siteTheme'), base: '/docs/' }),
    ]);
  }, 120_000);

  it('is rendered with the theme and rehype plugins the site config gives Rspress', () => {
    expect(inject('siteTheme')).toEqual(SITE_THEME);
  });

  it('writes any id and title as given, never as a pattern (`$&`) or markup', () => {
    const heading = markup.heading(2, 'a$&b"<', [text('Title '), element('code', {}, [text('x')])]);
    expect(html(heading)).toBe(
      '<h2 class="rp-toc-include" id="a$&#x26;b&#x22;<"><a aria-hidden="true" tabindex="-1" href="#a$&#x26;b&#x22;<" class="rp-header-anchor rp-link">#</a>Title <code>x</code></h2>',
    );
    const block = markup.codeBlock(element('pre', { className: ['shiki'] }, [text('x')]), 'ts', 'a $1 <b>');
    expect(html(block)).toContain('<div class="rp-codeblock__title">a $1 &#x3C;b></div>');
    expect(html(block)).toContain('<pre class="shiki" data-lang="ts" data-title="a $1 <b>">x</pre>');
  });

  it('leaves the outline class off the levels the outline does not list (theme/components/DocContent)', () => {
    expect(html(markup.heading(3, 'a', [text('A')]))).toContain('class="rp-toc-include"');
    expect(html(markup.heading(4, 'a', [text('A')]))).not.toContain('rp-toc-include');
    expect(() => markup.heading(7, 'a', [])).toThrow('No heading of level 7');
  });

  it("keeps the builder's own element where the template has its slot, with the theme's attributes added", () => {
    const table = element('table', { className: ['gjs-api-table'] }, [element('tbody', {})]);
    expect(html(markup.scrollableTable(table))).toBe(
      '<div class="rp-table-scroll-container rp-scrollbar" tabindex="0" role="group" aria-label="Table"><table class="gjs-api-table"><tbody></tbody></table></div>',
    );
  });

  it('gives links the theme Link markup: other sites in a new tab, site pages under the base, hashes as written', () => {
    expect(decorated(markup, 'https://example.com/a')).toBe(
      '<a href="https://example.com/a" target="_blank" rel="noopener noreferrer" class="rp-link">go</a>',
    );
    expect(decorated(markup, '/api/x#y', ['gjs-api-type-link'])).toBe(
      '<a href="/api/x#y" class="gjs-api-type-link rp-link">go</a>',
    );
    expect(decorated(underBase, '/api/x')).toBe('<a href="/docs/api/x" class="rp-link">go</a>');
    expect(decorated(underBase, '#here')).toBe('<a href="#here" class="rp-link">go</a>');
    const link = element('a', { href: '/a' }, [text('go')]);
    expect(markup.isDecoratedLink(link)).toBe(false);
    markup.decorateLink(link);
    expect(markup.isDecoratedLink(link)).toBe(true);
  });
});

/**
 * The markup Rspress's default theme gives a compiled Markdown page (its MDX components for
 * headings, tables, links and code blocks), made at build time for the API pages, which are
 * rendered from data instead of compiled as MDX. The class names are Rspress's: its stylesheet and
 * its table of contents read them. The screenshot tests of the API templates (their baselines were
 * made when these pages were still compiled by Rspress) fail when this markup drifts from what the
 * theme's stylesheet expects.
 */
import type { Element, ElementContent, Properties } from 'hast';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import IconCopy from '@rspress/core/dist/theme/assets/copy.js';
import IconSuccess from '@rspress/core/dist/theme/assets/success.js';
import IconWrap from '@rspress/core/dist/theme/assets/wrap.js';
import IconWrapped from '@rspress/core/dist/theme/assets/wrapped.js';
import { isExternalHref } from '../../site/contracts';
import { TOC_HEADING_LEVELS } from '../../site/constants';

/** Rspress's default English labels of the code block buttons (`codeButtonGroup*ButtonText`). */
const COPY_LABEL = 'Copy code';
const WRAP_LABEL = 'Toggle code wrap';

const element = (tagName: string, properties: Properties, children: ElementContent[] = []): Element => ({
  type: 'element',
  tagName,
  properties,
  children,
});

/** Each icon's HTML by component and class, rendered once: every code block has four. */
const iconHtml = new Map<ComponentType<{ className?: string }>, Map<string, string>>();

/** An icon as Rspress's SvgWrapper renders it, as raw HTML (the icons are Rspress's own components). */
function icon(Icon: ComponentType<{ className?: string }>, className: string): ElementContent {
  const byClass = iconHtml.get(Icon) ?? new Map<string, string>();
  iconHtml.set(Icon, byClass);
  let html = byClass.get(className);
  if (html === undefined) {
    html = renderToStaticMarkup(createElement(Icon, { className }));
    byClass.set(className, html);
  }
  return { type: 'raw', value: html } as never;
}

const buttonGroup = (): Element =>
  element('div', { className: ['rp-code-button-group'] }, [
    element(
      'button',
      { className: ['rp-code-button-group__button', 'rp-code-wrap-button'], title: WRAP_LABEL, ariaLabel: WRAP_LABEL },
      [
        icon(IconWrapped, 'rp-code-button-group__icon rp-code-button-group__icon--wrapped'),
        icon(IconWrap, 'rp-code-button-group__icon rp-code-button-group__icon--wrap'),
      ],
    ),
    element('button', { className: ['rp-code-button-group__button', 'rp-code-copy-button'], title: COPY_LABEL }, [
      icon(IconCopy, 'rp-code-button-group__icon rp-code-copy-button__icon rp-code-copy-button__icon--copy'),
      icon(IconSuccess, 'rp-code-button-group__icon rp-code-copy-button__icon rp-code-copy-button__icon--success'),
    ]),
  ]);

/** A highlighted `<pre>` inside Rspress's code block: scroll container, then the wrap and copy buttons. */
export function codeBlock(pre: Element, lang: string, title?: string): Element {
  pre.properties.dataLang = lang;
  return element('div', { className: ['rp-codeblock', `language-${lang}`] }, [
    ...(title ? [element('div', { className: ['rp-codeblock__title'] }, [{ type: 'text', value: title }])] : []),
    element('div', { className: ['rp-codeblock__content'] }, [
      element(
        'div',
        { className: ['rp-codeblock__content__scroll-container', 'rp-scrollbar', 'rp-scrollbar--always'] },
        [pre],
      ),
      buttonGroup(),
    ]),
  ]);
}

/**
 * A heading as the theme renders it: an id, the `#` anchor first (out of the tab order, as
 * plugins/headingAnchors makes it on Markdown pages), and the class the table of contents collects
 * headings by on the levels it lists.
 */
export function heading(depth: number, id: string, children: ElementContent[]): Element {
  const inToc = depth === 1 || (depth >= TOC_HEADING_LEVELS.min && depth <= TOC_HEADING_LEVELS.max);
  const anchor = element(
    'a',
    { ariaHidden: 'true', tabIndex: -1, href: `#${id}`, className: ['rp-header-anchor', 'rp-link'] },
    [{ type: 'text', value: '#' }],
  );
  // The theme's h1 ends with a space and the page's (empty) tag.
  const h1Tail: ElementContent[] = depth === 1 ? [{ type: 'text', value: ' ' }] : [];
  return element(`h${depth}`, { ...(inToc ? { className: ['rp-toc-include'] } : {}), id }, [
    anchor,
    ...children,
    ...h1Tail,
  ]);
}

/** A table in the theme's horizontally scrolling box, focusable so that a keyboard can scroll it (theme/components/DocContent). */
export const scrollableTable = (table: Element): Element =>
  element(
    'div',
    { className: ['rp-table-scroll-container', 'rp-scrollbar'], tabIndex: 0, role: 'region', ariaLabel: 'Table' },
    [table],
  );

/** A link as the site's Link component renders it: other sites in a new tab; the site's own pages under the base. */
export function decorateLink(link: Element, base: string): void {
  const href = String(link.properties.href ?? '');
  const classes = Array.isArray(link.properties.className) ? link.properties.className.map(String) : [];
  link.properties.className = [...classes, 'rp-link'];
  if (isExternalHref(href)) {
    link.properties.target = '_blank';
    link.properties.rel = ['noopener', 'noreferrer'];
  } else if (href.startsWith('/') && base !== '/') {
    link.properties.href = `${base.replace(/\/$/, '')}${href}`;
  }
}

/**
 * The markup Rspress's default theme gives a compiled Markdown page (its MDX components for
 * headings, tables, links and code blocks), made at build time for the API pages, which are
 * rendered from data instead of compiled as MDX. The class names are Rspress's: its stylesheet and
 * its outline read them. rspressBuild.test.ts builds a small site with the installed Rspress and checks
 * that each builder here makes what Rspress renders for the same Markdown.
 */
import type { Element, ElementContent, Properties } from 'hast';
import { CODE_BUTTON_CLASS, CODE_BUTTON_LABELS, isExternalHref } from '../../site/contracts';
import { TOC_HEADING_LEVELS } from '../../site/constants';
import { RSPRESS_MARKUP_CLASS as CLASS } from './markupClassNames';

const element = (tagName: string, properties: Properties, children: ElementContent[] = []): Element => ({
  type: 'element',
  tagName,
  properties,
  children,
});

/**
 * A code block's buttons as theme/components/CodeButtonGroup renders them on Markdown pages (the
 * labelled Wrap and Copy, and the status line that announces a copy); the API pages' buttons are
 * worked by theme/components/StaticHtmlPage/codeBlockButtons.ts.
 */
const buttonGroup = (): Element =>
  element('div', { className: [CLASS.buttonGroup] }, [
    element(
      'button',
      { type: 'button', className: [CLASS.button, CLASS.wrapButton, CODE_BUTTON_CLASS.button], ariaPressed: 'false' },
      [{ type: 'text', value: CODE_BUTTON_LABELS.wrap }],
    ),
    element('button', { type: 'button', className: [CLASS.button, CLASS.copyButton, CODE_BUTTON_CLASS.button] }, [
      { type: 'text', value: CODE_BUTTON_LABELS.copy },
    ]),
    element('span', { role: 'status', className: [CODE_BUTTON_CLASS.status] }),
  ]);

/** A highlighted `<pre>` inside Rspress's code block: scroll container, then the wrap and copy buttons. */
export function codeBlock(pre: Element, lang: string, title?: string): Element {
  pre.properties.dataLang = lang;
  return element('div', { className: [CLASS.codeBlock, `language-${lang}`] }, [
    ...(title ? [element('div', { className: [CLASS.codeBlockTitle] }, [{ type: 'text', value: title }])] : []),
    element('div', { className: [CLASS.codeBlockContent] }, [
      element('div', { className: [CLASS.codeBlockScrollContainer, CLASS.scrollbar, CLASS.scrollbarAlways] }, [pre]),
      buttonGroup(),
    ]),
  ]);
}

/**
 * A heading as the theme renders it: an id, the `#` anchor first (out of the tab order, as
 * plugins/headingAnchors makes it on Markdown pages), and the class the outline collects
 * headings by on the levels it lists.
 */
export function heading(depth: number, id: string, children: ElementContent[]): Element {
  const inToc = depth === 1 || (depth >= TOC_HEADING_LEVELS.min && depth <= TOC_HEADING_LEVELS.max);
  const anchor = element(
    'a',
    { ariaHidden: 'true', tabIndex: -1, href: `#${id}`, className: [CLASS.headerAnchor, CLASS.link] },
    [{ type: 'text', value: '#' }],
  );
  // The theme's h1 ends with a space and the page's (empty) tag.
  const h1Tail: ElementContent[] = depth === 1 ? [{ type: 'text', value: ' ' }] : [];
  return element(`h${depth}`, { ...(inToc ? { className: [CLASS.tocInclude] } : {}), id }, [
    anchor,
    ...children,
    ...h1Tail,
  ]);
}

/**
 * A table in the theme's horizontally scrolling box, focusable so that a keyboard can scroll it (theme/components/DocContent).
 * A named group, not a region: a page with several tables had several landmarks of one name.
 */
export const scrollableTable = (table: Element): Element =>
  element(
    'div',
    {
      className: [CLASS.tableScrollContainer, CLASS.scrollbar],
      tabIndex: 0,
      role: 'group',
      ariaLabel: 'Table',
    },
    [table],
  );

/** Whether a link already has the site's link markup (`decorateLink` gave it, or a builder here made it). */
export const isDecoratedLink = (link: Element): boolean =>
  Array.isArray(link.properties.className) && link.properties.className.map(String).includes(CLASS.link);

/** A link as the site's Link component renders it: other sites in a new tab; the site's own pages under the base. */
export function decorateLink(link: Element, base: string): void {
  const href = String(link.properties.href ?? '');
  const classes = Array.isArray(link.properties.className) ? link.properties.className.map(String) : [];
  link.properties.className = [...classes, CLASS.link];
  if (isExternalHref(href)) {
    link.properties.target = '_blank';
    link.properties.rel = ['noopener', 'noreferrer'];
  } else if (href.startsWith('/') && base !== '/') {
    link.properties.href = `${base.replace(/\/$/, '')}${href}`;
  }
}

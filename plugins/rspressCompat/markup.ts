/**
 * The markup the site's theme gives a compiled Markdown page (its MDX components for headings,
 * tables, links and code blocks), for the API pages, which are rendered from data instead of
 * compiled as MDX. Nothing here knows that markup: each builder fills a template the theme itself
 * rendered at build time (markupTemplates.ts), so a change to the theme or to Rspress reaches both
 * kinds of page.
 */
import type { Element, ElementContent, Properties } from 'hast';
import { isExternalHref } from '../../site/contracts';
import { type MarkupTemplates, SLOT, SLOT_PROPERTY } from './markupSlots';

/** Builders of the theme's markup, each filling its template. */
export interface RspressMarkup {
  /** A highlighted `<pre>` in the theme's code block (its title, scrolling box and buttons). */
  codeBlock(pre: Element, lang: string, title?: string): Element;
  /** A heading with its id and `#` anchor, and the outline's class on the levels it lists. */
  heading(depth: number, id: string, children: ElementContent[]): Element;
  /** A table in the theme's scrolling box. */
  scrollableTable(table: Element): Element;
  /** Gives a link the theme's link markup (its class; other sites in a new tab; the site's pages under the base). */
  decorateLink(link: Element): void;
  /** Whether a link already has the theme's link markup. */
  isDecoratedLink(link: Element): boolean;
}

/** What a template is filled with: text for SLOT's stand-ins, children for SLOT.content, an element for the slot element. */
interface Filling {
  strings?: Record<string, string>;
  content?: ElementContent[];
  element?: Element;
  classes?: string[];
}

const replaced = (value: string, strings: Record<string, string>): string =>
  Object.entries(strings).reduce((result, [slot, text]) => result.split(slot).join(text), value);

function filledProperties(properties: Properties, { strings = {}, classes = [] }: Filling): Properties {
  const filled: Properties = {};
  for (const [name, value] of Object.entries(properties)) {
    if (typeof value === 'string') filled[name] = replaced(value, strings);
    else if (Array.isArray(value))
      filled[name] = value.flatMap((entry) =>
        entry === SLOT.className ? classes : [typeof entry === 'string' ? replaced(entry, strings) : String(entry)],
      );
    else filled[name] = value;
  }
  return filled;
}

function filledChildren(children: ElementContent[], filling: Filling): ElementContent[] {
  return children.flatMap((child): ElementContent[] => {
    if (child.type === 'element') return [filledElement(child, filling)];
    if (child.type !== 'text') return [child];
    if (filling.content && child.value.includes(SLOT.content)) {
      const [before = '', after = ''] = child.value.split(SLOT.content);
      return [
        ...(before ? [{ type: 'text' as const, value: before }] : []),
        ...filling.content,
        ...(after ? [{ type: 'text' as const, value: after }] : []),
      ];
    }
    return [{ type: 'text', value: replaced(child.value, filling.strings ?? {}) }];
  });
}

/** A copy of a template element with its slots filled; the slot element becomes the given one, with the template's attributes added. */
function filledElement(template: Element, filling: Filling): Element {
  if (SLOT_PROPERTY in template.properties) {
    if (!filling.element) throw new Error('[rspress-compat] A template has an element slot and no element to fill it.');
    const { [SLOT_PROPERTY]: _slot, ...added } = filledProperties(template.properties, filling);
    return { ...filling.element, properties: { ...filling.element.properties, ...added } };
  }
  return {
    ...template,
    properties: filledProperties(template.properties, filling),
    children: filledChildren(template.children, filling),
  };
}

const classesOf = (properties: Properties): string[] =>
  Array.isArray(properties.className) ? properties.className.map(String) : [];

/** The builders of the theme's markup, from the templates it rendered (markupTemplates.ts `loadMarkupTemplates`). */
export function markupFromTemplates(templates: MarkupTemplates): RspressMarkup {
  const linkClasses = classesOf(templates.pageLink.properties).filter((name) => name !== SLOT.className);
  const filledLinks = new Map<string, { template: Element; filling: Filling; properties: Properties }>();
  return {
    codeBlock(pre, lang, title) {
      const template = title === undefined ? templates.codeBlock : templates.titledCodeBlock;
      return filledElement(template, { strings: { [SLOT.lang]: lang, [SLOT.title]: title ?? '' }, element: pre });
    },
    heading(depth, id, children) {
      const template = templates.headings[depth - 1];
      if (!template) throw new Error(`[rspress-compat] No heading of level ${depth}.`);
      return filledElement(template, { strings: { [SLOT.id]: id }, content: children });
    },
    scrollableTable: (table) => filledElement(templates.table, { element: table }),
    decorateLink(link) {
      const href = String(link.properties.href ?? '');
      const classes = classesOf(link.properties);
      // Pages link to the same few hundred targets over and over: each href with its classes is filled once.
      const key = `${href}\0${classes.join(' ')}`;
      let filled = filledLinks.get(key);
      if (!filled) {
        const [template, strings] = isExternalHref(href)
          ? [templates.externalLink, { [`https://${SLOT.path}`]: href }]
          : href.startsWith('/')
            ? [templates.pageLink, { [SLOT.path]: href.slice(1) }]
            : [templates.hashLink, { [`#${SLOT.path}`]: href }];
        filled = {
          template,
          filling: { strings, classes },
          properties: filledProperties(template.properties, { strings, classes }),
        };
        filledLinks.set(key, filled);
      }
      const { className: _className, ...own } = link.properties;
      link.properties = { ...own, ...filled.properties };
      link.children = filledChildren(filled.template.children, { ...filled.filling, content: link.children });
    },
    isDecoratedLink: (link) => linkClasses.every((name) => classesOf(link.properties).includes(name)),
  };
}

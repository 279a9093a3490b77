import type { Element } from 'hast';

/**
 * Stand-ins the templates are rendered with (markupTemplatesChild.tsx), replaced when a template is
 * filled (markup.ts). Each is a string no page holds and no component changes.
 */
export const SLOT = {
  /** A heading's id, where the theme writes it (the heading's id, its anchor's href). */
  id: 'gjs-slot-id',
  /** A code block's language, where the theme writes it (a class, an attribute). */
  lang: 'gjs-slot-lang',
  /** A code block's title. */
  title: 'gjs-slot-title',
  /** The site path a link points at, without its leading slash. */
  path: 'gjs-slot-path',
  /** Extra classes a link has of its own. */
  className: 'gjs-slot-class',
  /** Where a heading's or a link's children go. */
  content: 'gjs-slot-content',
} as const;

/** The attribute of an element a builder's own element takes the place of (the `<pre>`, the `<table>`). */
export const SLOT_PROPERTY = 'dataGjsSlot';

/** What the site's theme renders for each piece of a Markdown page the API pages have, rendered with SLOT's stand-ins. */
export interface MarkupTemplates {
  /** `<h1>` to `<h6>` with their anchors, by level (index 0 is `<h1>`). */
  headings: Element[];
  /** A code block with a title, and one without. */
  titledCodeBlock: Element;
  codeBlock: Element;
  /** A table in its scrolling box. */
  table: Element;
  /** A link to another site, to a place on the same page, and to a page of the site. */
  externalLink: Element;
  hashLink: Element;
  pageLink: Element;
}

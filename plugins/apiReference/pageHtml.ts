import type { Element, ElementContent, Properties, Root as HastRoot } from 'hast';
import type { Heading, PhrasingContent, Root } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import GithubSlugger from 'github-slugger';
import { toHtml } from 'hast-util-to-html';
import { defaultHandlers, type Handler, type State, toHast } from 'mdast-util-to-hast';
import { visit } from 'unist-util-visit';
import type { HighlightCode } from './highlight';
import { linkApiCode } from './linkApiCode';
import type { FlowNode } from './markdown';
import { codeBlock, decorateLink, heading as headingElement, scrollableTable } from './rspressMarkup';

/** One entry of a page's table of contents, as Rspress's page data holds it. */
export interface TocItem {
  id: string;
  /** The heading's text, inline code kept in backticks (the outline renders it). */
  text: string;
  depth: number;
  charIndex: number;
}

/** A page rendered at build time: its HTML, title (the h1's text) and table of contents. */
export interface PageHtml {
  html: string;
  title: string;
  toc: TocItem[];
}

export interface PageHtmlOptions {
  highlight: HighlightCode;
  /** Documented name → URL in the page's version, for names in signatures and type cells. */
  linkTargets: Record<string, string>;
  /** The site's base URL, put before the site's own links. @default '/' */
  base?: string;
}

const SAFE_SCHEME = /^(?:https?|mailto):/i;
const ANY_SCHEME = /^[a-z][a-z\d+.-]*:/i;

/** Whether a link may be written as a link: the web, mail, or the site itself (a path or a hash). */
const isSafeUrl = (url: string) => SAFE_SCHEME.test(url) || !ANY_SCHEME.test(url.trim());

// The text node markdown.ts's heading() appends for an explicit anchor: ` {#id}`.
const EXPLICIT_ID = /\s*\{#([^}\s]+)\}$/;

const headingText = (children: PhrasingContent[], { markdown }: { markdown: boolean }): string =>
  children
    .map((child) => {
      if (child.type === 'text') return child.value.replace(EXPLICIT_ID, '');
      if (child.type === 'inlineCode') return markdown ? `\`${child.value}\`` : child.value;
      // The marks Rspress's own table of contents keeps (its outline renders them).
      const mark = markdown ? { strong: '**', emphasis: '*', delete: '~~' }[child.type as string] ?? '' : '';
      if ('children' in child) return `${mark}${headingText(child.children as PhrasingContent[], { markdown })}${mark}`;
      return '';
    })
    .join('')
    .trim();

/** JSX attributes of the generated pages (`className`, `id`, `role`, `data-*`) as hast properties. */
function propertiesOf(node: MdxJsxFlowElement | MdxJsxTextElement): Properties {
  const properties: Properties = {};
  for (const attribute of node.attributes) {
    if (attribute.type !== 'mdxJsxAttribute' || typeof attribute.value !== 'string') {
      throw new Error(`[api-reference] <${node.name}> has an attribute the page renderer cannot write: use a name="string" attribute.`);
    }
    const name = attribute.name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
    properties[name] = name === 'className' ? attribute.value.split(' ') : attribute.value;
  }
  return properties;
}

/**
 * The HTML of a generated page's body, as Rspress would render its MDX: headings with anchors,
 * highlighted code blocks with their buttons, scrollable tables, the site's link markup, and
 * package names in signatures linked. Pure apart from the highlighter it is given.
 */
export function toPageHtml(body: FlowNode[], { highlight, linkTargets, base = '/' }: PageHtmlOptions): PageHtml {
  const slugger = new GithubSlugger();
  // Explicit ids first, so that a heading slugged from its text (one in a doc comment) never takes one of them.
  visit({ type: 'root', children: body } as Root, 'heading', (node: Heading) => {
    for (const child of node.children) if (child.type === 'text' && EXPLICIT_ID.test(child.value)) slugger.slug(EXPLICIT_ID.exec(child.value)![1]!);
  });
  const toc: TocItem[] = [];
  let title = '';
  const jsxElement: Handler = (state: State, node: MdxJsxFlowElement | MdxJsxTextElement) => ({
    type: 'element',
    tagName: node.name ?? 'div',
    properties: propertiesOf(node),
    children: state.all(node as never) as ElementContent[],
  });
  const handlers: Record<string, Handler> = {
    mdxJsxFlowElement: jsxElement,
    mdxJsxTextElement: jsxElement,
    heading(state, node: Heading) {
      const explicit = node.children.map((child) => (child.type === 'text' ? EXPLICIT_ID.exec(child.value)?.[1] : undefined)).find(Boolean);
      const text = headingText(node.children, { markdown: true });
      const id = explicit ?? slugger.slug(text);
      if (node.depth === 1 && !title) title = headingText(node.children, { markdown: false });
      if (node.depth >= 2 && node.depth <= 4) toc.push({ id, text, depth: node.depth, charIndex: 0 });
      const children = state.all(node).flatMap((child): ElementContent[] => {
        if (child.type !== 'text') return [child];
        const value = child.value.replace(EXPLICIT_ID, '');
        return value ? [{ ...child, value }] : [];
      });
      return headingElement(node.depth, id, children);
    },
    code(_state, node: { value: string; lang?: string | null; meta?: string | null }) {
      const lang = node.lang ?? 'txt';
      const title = /(?:^|\s)title=(?:"([^"]*)"|'([^']*)')/.exec(node.meta ?? '');
      return codeBlock(highlight(node.value, lang), lang, title ? (title[1] ?? title[2]) : undefined);
    },
    table(state, node) {
      return scrollableTable(defaultHandlers.table(state, node));
    },
    link(state, node) {
      // A link from a doc comment that could run script (`javascript:`, `data:`) is shown as its text.
      if (!isSafeUrl(node.url)) return state.all(node) as ElementContent[];
      const link = defaultHandlers.link(state, node);
      decorateLink(link, base);
      return link;
    },
  };
  const tree = toHast({ type: 'root', children: body } as Root, { handlers }) as HastRoot;
  linkApiCode(tree, linkTargets);
  // Links made by linkApiCode get the site's link markup too.
  visit(tree, 'element', (node: Element) => {
    if (node.tagName === 'a' && !(node.properties.className as string[] | undefined)?.includes('rp-link')) decorateLink(node, base);
  });
  return { html: toHtml(tree, { allowDangerousHtml: true }), title, toc };
}

import type { Element, ElementContent, Properties, Root as HastRoot } from 'hast';
import type { Code, Heading, PhrasingContent, Root } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import GithubSlugger from 'github-slugger';
import { toHtml } from 'hast-util-to-html';
import { defaultHandlers, type Handler, type State, toHast } from 'mdast-util-to-hast';
import { visit } from 'unist-util-visit';
import { TOC_HEADING_LEVELS } from '../../site/constants';
import type { TocItem } from '../../site/contracts';
import { codeBlock, decorateLink, heading as headingElement, isDecoratedLink, scrollableTable } from '../rspressCompat';
import type { HighlightCode } from './highlight';
import { toApiTable } from './apiTable';
import { withNameBreaks } from './nameBreaks';
import { linkApiCode } from './linkApiCode';
import { explicitIdOf, type FlowNode } from './markdown';
import { markChanges } from './changeMarks';
import { changeMarksOf } from './versionComparison';

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

const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Links and images from doc comments that could run script (`javascript:`, `data:`), however they
 * were written (inline, by reference), are shown as their text: checked on the finished tree.
 */
function withoutUnsafeUrls(tree: HastRoot): void {
  visit(tree, 'element', (node, index, parent) => {
    const url = node.tagName === 'a' ? node.properties.href : node.tagName === 'img' ? node.properties.src : undefined;
    if (url === undefined || isSafeUrl(String(url)) || !parent || index === undefined) return;
    const replacement: ElementContent[] =
      node.tagName === 'a' ? node.children : [{ type: 'text', value: String(node.properties.alt ?? '') }];
    parent.children.splice(index, 1, ...(replacement as never[]));
    return index;
  });
}

const headingText = (children: PhrasingContent[], { markdown }: { markdown: boolean }): string =>
  children
    .map((child) => {
      // Escaped: the outline shows this text as HTML when it looks like HTML (Rspress's renderHtmlOrText).
      if (child.type === 'text') return markdown ? escapeHtml(child.value) : child.value;
      if (child.type === 'inlineCode') return markdown ? `\`${escapeHtml(child.value)}\`` : child.value;
      // The marks Rspress's own table of contents keeps (its outline renders them).
      const mark = markdown ? ({ strong: '**', emphasis: '*', delete: '~~' }[child.type as string] ?? '') : '';
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
      throw new Error(
        `[api-reference] <${node.name}> has an attribute the page renderer cannot write: use a name="string" attribute.`,
      );
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
    const id = explicitIdOf(node);
    if (id) slugger.slug(id);
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
      const explicit = explicitIdOf(node);
      const text = headingText(node.children, { markdown: true });
      const id = explicit ?? slugger.slug(text);
      if (node.depth === 1 && !title) title = headingText(node.children, { markdown: false });
      // The levels the outline lists once the page runs (Rspress rebuilds it from the headings markup.ts marks), so it never shrinks on load.
      if (node.depth >= TOC_HEADING_LEVELS.min && node.depth <= TOC_HEADING_LEVELS.max)
        toc.push({ id, text, depth: node.depth, charIndex: 0 });
      return headingElement(node.depth, id, state.all(node));
    },
    code(_state, node: Code) {
      const lang = node.lang ?? 'txt';
      const title = /(?:^|\s)title=(?:"([^"]*)"|'([^']*)')/.exec(node.meta ?? '');
      const pre = highlight(node.value, lang);
      const marks = changeMarksOf(node);
      if (marks) markChanges(pre, marks);
      return codeBlock(pre, lang, title ? (title[1] ?? title[2]) : undefined);
    },
    table(state, node) {
      return scrollableTable(toApiTable(defaultHandlers.table(state, node)));
    },
  };
  const tree = toHast({ type: 'root', children: body } as Root, { handlers }) as HastRoot;
  withoutUnsafeUrls(tree);
  linkApiCode(tree, linkTargets);
  withNameBreaks(tree);
  // Every link, from comments and from linkApiCode, gets the site's link markup.
  visit(tree, 'element', (node: Element) => {
    if (node.tagName === 'a' && !isDecoratedLink(node)) decorateLink(node, base);
  });
  return { html: toHtml(tree, { allowDangerousHtml: true }), title, toc };
}

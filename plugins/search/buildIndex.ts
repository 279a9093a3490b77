import type { Heading, Nodes, Root } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfm } from 'micromark-extension-gfm';
import GithubSlugger from '@rspress/shared/github-slugger';
import { extractTextAndId } from '@rspress/shared/node-utils';
import type { SearchDocument } from '../../site/contracts';
import { routeWithAnchor } from '../../site/siteMap';
import { plainTextFromMarkdown } from '../apiReference/comments';
import type { ApiModel } from '../apiReference/types';
import { splitPageSource } from '../shared/pageSource';

/** Longest text a document keeps: enough for a snippet and for matching, small enough for the index. */
const MAX_TEXT = 360;

const clip = (text: string) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > MAX_TEXT ? `${flat.slice(0, MAX_TEXT).trimEnd()}…` : flat;
};

/** One document per API item and per member of a class, interface or enum. */
export function documentsFromApiModel(model: ApiModel): SearchDocument[] {
  return model.items.flatMap((item) => [
    {
      url: item.url,
      page: item.name,
      section: null,
      apiName: item.name,
      apiKind: item.kind,
      text: clip(plainTextFromMarkdown(item.doc.summary)),
      version: model.package.versionKey,
    },
    ...item.members
      .filter((member) => member.kind !== 'constructor' && item.hasPage)
      .map((member) => ({
        url: routeWithAnchor(item.url, member.anchor),
        page: item.name,
        section: member.name,
        apiName: `${item.name}.${member.name}`,
        apiKind: member.kind,
        text: clip(plainTextFromMarkdown(member.doc.summary || member.signatures[0]?.doc.summary || '')),
        version: model.package.versionKey,
      })),
  ]);
}

function textOf(node: Nodes): string {
  if (node.type === 'code' || node.type === 'html' || node.type === 'yaml') return '';
  if ('value' in node && typeof node.value === 'string') return node.value;
  if ('children' in node)
    return node.children.map((child) => textOf(child as Nodes)).join(node.type === 'paragraph' ? '' : ' ');
  return '';
}

/** A name in code worth finding a section by: one with a capital inside or a dot (`maskResult`, `AbortSignal.timeout`). */
const CODE_NAME = /[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*/g;
const isDistinctiveName = (name: string) => /.[A-Z]|\./.test(name);

/** An `error-message="16,17"` fence: the template of a message the error reference explains. */
const ERROR_MESSAGE_META = /(?:^|\s)error-message="[^"]*"/;

/** The templates of a node's `error-message` fences. */
function messagesOf(node: Nodes): string[] {
  if (node.type === 'code') return ERROR_MESSAGE_META.test(node.meta ?? '') ? [node.value.trim()] : [];
  if ('children' in node) return node.children.flatMap((child) => messagesOf(child as Nodes));
  return [];
}

function codeOf(node: Nodes): string[] {
  if (node.type === 'code') return [node.value];
  if ('children' in node) return node.children.flatMap((child) => codeOf(child as Nodes));
  return [];
}

/**
 * A section's `terms`: the words of its whole text (of three letters or more) and the distinctive
 * names of its code blocks, lowercase, each once, leaving out those its clipped `text` already
 * has. The index keeps a few hundred characters of text per section; without these, a word or
 * name further down the section (a library the Ecosystem page names last, a function only its
 * example defines) found nothing.
 */
export function sectionTerms(fullText: string, code: readonly string[], clipped: string): string | undefined {
  const shown = new Set([
    ...(clipped.toLowerCase().match(/[\w$+-]+/g) ?? []),
    ...(clipped.match(CODE_NAME) ?? []).map((name) => name.toLowerCase()),
  ]);
  const terms = new Set<string>();
  for (const word of fullText.toLowerCase().match(/[\w$+-]+/g) ?? [])
    if (word.length > 2 && !shown.has(word)) terms.add(word);
  for (const name of code.flatMap((block) => block.match(CODE_NAME) ?? []))
    if (isDistinctiveName(name) && !shown.has(name.toLowerCase())) terms.add(name.toLowerCase());
  return terms.size ? [...terms].join(' ') : undefined;
}

export interface MarkdownPageInput {
  markdown: string;
  route: string;
}

/**
 * One document for the page (its title and opening text) and one per h2/h3 section, with anchors
 * computed as Rspress computes them (an explicit `{#anchor}` as it is, else the heading slugged),
 * so results land on the heading; a section of the error reference carries its messages' templates.
 */
export function documentsFromMarkdown({ markdown, route }: MarkdownPageInput): SearchDocument[] {
  const { field, body } = splitPageSource(markdown);
  const tree: Root = fromMarkdown(body, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] });
  const slugger = new GithubSlugger();
  const h1 = tree.children.find((node): node is Heading => node.type === 'heading' && node.depth === 1);
  const page = (h1 ? textOf(h1) : field('title') || route).trim();
  const sections: {
    heading: string | null;
    anchor: string | null;
    text: string[];
    code: string[];
    messages: string[];
  }[] = [{ heading: null, anchor: null, text: [], code: [], messages: [] }];
  for (const node of tree.children) {
    if (node.type === 'heading') {
      const [heading, explicitAnchor] = extractTextAndId(textOf(node).trim());
      const anchor = explicitAnchor || slugger.slug(heading);
      if (node.depth === 2 || node.depth === 3) sections.push({ heading, anchor, text: [], code: [], messages: [] });
      continue;
    }
    sections.at(-1)!.text.push(textOf(node));
    sections.at(-1)!.code.push(...codeOf(node));
    sections.at(-1)!.messages.push(...messagesOf(node));
  }
  return sections
    .filter((section) => section.heading !== null || section.text.join('').trim())
    .map((section) => {
      const fullText = section.text.join(' ');
      const text = clip(fullText);
      const terms = sectionTerms(fullText, section.code, text);
      return {
        url: section.anchor ? routeWithAnchor(route, section.anchor) : route,
        page,
        section: section.heading,
        apiName: null,
        apiKind: null,
        text,
        ...(terms ? { terms } : {}),
        ...(section.messages.length ? { messages: [...new Set(section.messages)] } : {}),
        version: null,
      };
    });
}

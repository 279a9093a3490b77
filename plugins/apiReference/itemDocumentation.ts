import type { PhrasingContent } from 'mdast';
import { examples } from './exampleNotes';
import { KIND_TITLES } from './kindTitles';
import { type FlowNode, heading, inlineCode, jsxFlow, link, paragraph, strong, text } from './markdown';
import { enumMembersTable, memberSections } from './memberDocumentation';
import {
  deprecationNotice,
  type ItemBodyContext,
  prose,
  signatureBlock,
  signatureDetails,
  typeParametersTable,
} from './signatureDocumentation';
import type { ApiItem } from './types';
import { versionBadge, versionNoteBlock, versionSection } from './versionNotes';

export type { ItemBodyContext } from './signatureDocumentation';
export { typeCode } from './signatureDocumentation';

/*
 * The documentation of one item as page content (mdast), shared by its own page and the overview's
 * full entries: summary, signature, description, parameters and returns, examples, members.
 */

export function metaLine(item: ApiItem, { withVersionBadge }: { withVersionBadge: boolean }): FlowNode {
  const parts: PhrasingContent[] = [text(`${KIND_TITLES[item.kind].singular} · ${item.group}`)];
  if (item.source) parts.push(text(' · Defined in '), link(item.source.url, [inlineCode(item.source.path)]));
  if (withVersionBadge) parts.push(...versionBadge(item));
  return jsxFlow('div', { className: 'gjs-api-meta' }, [paragraph(parts)]);
}

/**
 * The body of an item's documentation, shared by item pages and the overview's full entries. It
 * reads top-down: summary, signature, description, parameters and returns, examples, members; on
 * an item page the version note is its last section, on the overview a short note comes first.
 */
export function itemBody(
  item: ApiItem,
  { sectionDepth, ...context }: { sectionDepth: 2 | 4 } & ItemBodyContext,
): FlowNode[] {
  if (sectionDepth === 4)
    return [
      ...versionNoteBlock(item, { withComparison: false }),
      ...itemDocumentation(item, { sectionDepth, context }),
    ];
  return [...itemDocumentation(item, { sectionDepth, context }), ...versionSection(item)];
}

/** A comment's first paragraph and the rest (a comment that opens with code is kept whole). */
export function splitLead(markdown: string): { lead: string; rest: string } {
  const trimmed = markdown.trim();
  const end = trimmed.search(/\n\s*\n/);
  if (end === -1 || trimmed.startsWith('```')) return { lead: trimmed, rest: '' };
  return { lead: trimmed.slice(0, end), rest: trimmed.slice(end).trim() };
}

function itemDocumentation(
  item: ApiItem,
  { sectionDepth, context }: { sectionDepth: 2 | 4; context: ItemBodyContext },
): FlowNode[] {
  // The first paragraph says what the item is; the signature follows it, then the rest of the description.
  const { lead, rest } = splitLead(item.doc.summary);
  const nodes: FlowNode[] = [...deprecationNotice(item.doc), ...prose(lead)];
  if (item.kind === 'function') {
    const overloaded = item.signatures.length > 1;
    if (overloaded) nodes.push(...prose(rest));
    item.signatures.forEach((signature, index) => {
      const suffix = overloaded ? `-${index + 1}` : '';
      if (overloaded)
        nodes.push(heading(2, `Overload ${index + 1}`, `overload-${index + 1}`), ...deprecationNotice(signature.doc));
      nodes.push(signatureBlock(signature.code, signature.references));
      if (!overloaded) nodes.push(...prose(rest));
      if (overloaded && index > 0) nodes.push(...prose(signature.doc.summary));
      nodes.push(
        ...prose(signature.doc.details),
        ...signatureDetails(signature, 'section', { ...context, idSuffix: suffix }),
      );
    });
    return nodes;
  }
  nodes.push(signatureBlock(item.declaration, item.references), ...prose(rest), ...prose(item.doc.details));
  const typeParameters = typeParametersTable(item.typeParameters);
  const itemExamples = examples(item.doc);
  if (sectionDepth === 4) {
    // Full entries on the overview: labels instead of headings keep its table of contents short.
    if (typeParameters.length) nodes.push(paragraph([strong('Type parameters')]), ...typeParameters);
    if (itemExamples.length)
      nodes.push(paragraph([strong(item.doc.examples.length > 1 ? 'Examples' : 'Example')]), ...itemExamples);
    return nodes;
  }
  if (typeParameters.length) nodes.push(heading(2, 'Type parameters', 'type-parameters'), ...typeParameters);
  if (itemExamples.length)
    nodes.push(heading(2, item.doc.examples.length > 1 ? 'Examples' : 'Example', 'examples'), ...itemExamples);
  if (item.kind === 'enum') {
    nodes.push(...enumMembersTable(item));
    return nodes;
  }
  nodes.push(...memberSections(item, context));
  return nodes;
}

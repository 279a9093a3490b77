import {
  type FlowNode,
  heading,
  inlineCode,
  jsxText,
  link,
  paragraph,
  phrasingFromCommentMarkdown,
  strong,
  table,
  text,
} from './markdown';
import { examples } from './exampleNotes';
import {
  deprecationNotice,
  type ItemBodyContext,
  prose,
  signatureBlock,
  signatureDetails,
} from './signatureDocumentation';
import type { ApiItem, ApiMember, ApiMemberKind } from './types';

/* The members of a class or interface (a section per kind) and of an enum (one table), as page content. */

const MEMBER_SECTIONS: { kind: ApiMemberKind; title: string; id: string }[] = [
  { kind: 'constructor', title: 'Constructor', id: 'constructor' },
  { kind: 'property', title: 'Properties', id: 'properties' },
  { kind: 'accessor', title: 'Accessors', id: 'accessors' },
  { kind: 'method', title: 'Methods', id: 'methods' },
];

function originNote(member: ApiMember): FlowNode[] {
  if (!member.origin) return [];
  const label = { inherited: 'Inherited from ', overrides: 'Overrides ', implements: 'Implements ' }[
    member.origin.relation
  ];
  const target = inlineCode(member.origin.name);
  return [
    paragraph([
      jsxText('span', { className: 'gjs-api-origin' }, [
        text(label),
        member.origin.url ? link(member.origin.url, [target]) : target,
      ]),
    ]),
  ];
}

function memberSection(member: ApiMember, context: ItemBodyContext): FlowNode[] {
  const flags = [member.isStatic && 'static', member.isReadonly && 'readonly', member.isOptional && 'optional']
    .filter(Boolean)
    .join(', ');
  const titleText =
    member.kind === 'constructor'
      ? []
      : [heading(3, [inlineCode(member.name), ...(flags ? [text(` (${flags})`)] : [])], member.anchor)];
  const body: FlowNode[] = [...titleText, ...deprecationNotice(member.doc), ...originNote(member)];
  if (member.signatures.length > 0) {
    member.signatures.forEach((signature, index) => {
      body.push(signatureBlock(signature.code, signature.references));
      const summary =
        index === 0 || signature.doc.summary !== member.signatures[0]!.doc.summary ? prose(signature.doc.summary) : [];
      body.push(...summary, ...prose(signature.doc.details), ...signatureDetails(signature, 'label', context));
    });
  } else {
    body.push(
      signatureBlock(member.code, member.references),
      ...prose(member.doc.summary),
      ...prose(member.doc.details),
      ...examples(member.doc),
    );
  }
  return body;
}

/** The sections of a class's or interface's members, one per kind (constructor, properties, accessors, methods). */
export function memberSections(item: ApiItem, context: ItemBodyContext): FlowNode[] {
  const nodes: FlowNode[] = [];
  for (const section of MEMBER_SECTIONS) {
    const members = item.members.filter((member) => member.kind === section.kind);
    if (members.length === 0) continue;
    nodes.push(heading(2, section.title, section.id), ...members.flatMap((member) => memberSection(member, context)));
  }
  return nodes;
}

/** An enum's members as one table: name (its anchor), value and summary. */
export function enumMembersTable(item: ApiItem): FlowNode[] {
  return [
    heading(2, 'Members', 'members'),
    table(
      ['Member', 'Value', 'Description'],
      item.members.map((member) => [
        [jsxText('span', { id: member.anchor }, [inlineCode(member.name)])],
        [inlineCode(member.value ?? '')],
        [
          ...(member.doc.deprecated !== null ? [strong('Deprecated.'), text(' ')] : []),
          ...phrasingFromCommentMarkdown(member.doc.summary),
        ],
      ]),
    ),
  ];
}

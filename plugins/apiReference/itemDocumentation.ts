import type { PhrasingContent } from 'mdast';
import { API_VERIFIED_EXAMPLES_ROUTE } from '../../site/siteMap';
import { exampleKey } from './examples';
import { type ApiOptionsObjects, optionsObjectsOfType } from './optionsObjects';
import { API_EXAMPLE_RUN_ATTRIBUTE } from '../../site/contracts';
import { KIND_TITLES } from './kindTitles';
import { API_CODE_CLASS } from './linkApiCode';
import {
  code,
  type FlowNode,
  heading,
  inlineCode,
  jsxFlow,
  jsxText,
  link,
  nodesFromCommentMarkdown,
  paragraph,
  phrasingFromCommentMarkdown,
  strong,
  table,
  text,
} from './markdown';
import type {
  ApiDoc,
  ApiExampleOutcome,
  ApiItem,
  ApiMember,
  ApiMemberKind,
  ApiParameter,
  ApiSignature,
  ApiTypeParameter,
  ApiTypeText,
} from './types';
import { versionBadge, versionNoteBlock, versionSection } from './versionNotes';

/*
 * The documentation of one item as page content (mdast), shared by its own page and the overview's
 * full entries: summary, signature, description, parameters and returns, examples, members.
 */

const MEMBER_SECTIONS: { kind: ApiMemberKind; title: string; id: string }[] = [
  { kind: 'constructor', title: 'Constructor', id: 'constructor' },
  { kind: 'property', title: 'Properties', id: 'properties' },
  { kind: 'accessor', title: 'Accessors', id: 'accessors' },
  { kind: 'method', title: 'Methods', id: 'methods' },
];

const refsProps = (references: string[]) => ({ className: API_CODE_CLASS, 'data-api-refs': references.join(' ') });

/** A highlighted TypeScript block whose named package types become links. */
const signatureBlock = (source: string, references: string[]): FlowNode =>
  jsxFlow('div', refsProps(references), [code('ts', source)]);

/** Inline type text whose named package types become links. */
export const typeCode = (type: ApiTypeText): PhrasingContent =>
  jsxText('span', refsProps(type.references), [inlineCode(type.text)]);

const prose = (markdown: string) => nodesFromCommentMarkdown(markdown);

function deprecationNotice(doc: ApiDoc): FlowNode[] {
  if (doc.deprecated === null) return [];
  const reason = prose(doc.deprecated);
  // The reason's first paragraph joins the "Deprecated" label; the rest follows it.
  const lead = reason[0];
  const first = lead?.type === 'paragraph' ? lead.children : [];
  if (lead?.type === 'paragraph') reason.shift();
  return [
    jsxFlow('div', { className: 'gjs-api-deprecated', role: 'note' }, [
      paragraph([strong('Deprecated'), ...(first.length ? [text(': '), ...first] : [])]),
      ...reason,
    ]),
  ];
}

function typeParametersTable(parameters: ApiTypeParameter[]): FlowNode[] {
  if (parameters.length === 0) return [];
  return [
    table(
      ['Type parameter', 'Constraint', 'Default', 'Description'],
      parameters.map((parameter) => [
        [inlineCode(parameter.name)],
        parameter.constraint ? [typeCode(parameter.constraint)] : [text('—')],
        parameter.default ? [typeCode(parameter.default)] : [text('—')],
        phrasingFromCommentMarkdown(parameter.doc),
      ]),
    ),
  ];
}

function parameterName(parameter: ApiParameter): string {
  return `${parameter.rest ? '...' : ''}${parameter.name}${parameter.optional ? '?' : ''}`;
}

/**
 * The rows of an options object's fields under the parameter that takes it (`args.schema`, linked to
 * the field), those of each object in turn when it takes an intersection of them.
 */
function optionsFieldRows(parameter: ApiParameter, optionsObjects: ApiOptionsObjects): PhrasingContent[][][] {
  const fields = optionsObjectsOfType(parameter.type, optionsObjects).flatMap((options) => options.fields);
  return fields.map((field) => [
    [link(field.url, [inlineCode(`${parameter.name}.${field.name}${field.optional ? '?' : ''}`)])],
    [typeCode(field.type)],
    phrasingFromCommentMarkdown(field.summary),
  ]);
}

function parametersTable(parameters: ApiParameter[], optionsObjects: ApiOptionsObjects): FlowNode[] {
  if (parameters.length === 0) return [];
  return [
    table(
      ['Parameter', 'Type', 'Description'],
      parameters.flatMap((parameter) => [
        [
          [inlineCode(parameterName(parameter))],
          [typeCode(parameter.type)],
          [
            ...phrasingFromCommentMarkdown(parameter.doc),
            ...(parameter.optional && !parameter.defaultValue
              ? [text(parameter.doc ? ' (optional)' : 'Optional.')]
              : []),
            ...(parameter.defaultValue ? [text(' Default: '), inlineCode(parameter.defaultValue)] : []),
          ],
        ],
        ...optionsFieldRows(parameter, optionsObjects),
      ]),
    ),
  ];
}

function returnsParagraph(signature: ApiSignature): FlowNode[] {
  if (!signature.returnType) return [];
  const description = phrasingFromCommentMarkdown(signature.doc.returns);
  return [paragraph([typeCode(signature.returnType), ...(description.length ? [text(' — '), ...description] : [])])];
}

/** What running a code block showed, under the block: verified, or an honest note of what failed. Fragments get nothing. */
function doctestNote(outcome: ApiExampleOutcome | undefined): FlowNode[] {
  if (!outcome || outcome.status === 'fragment') return [];
  if (outcome.status === 'verified') {
    const detail =
      outcome.checks === 0
        ? 'runs without error'
        : `${outcome.checks} ${outcome.checks === 1 ? 'result' : 'results'} checked`;
    return [
      jsxFlow('div', { className: 'gjs-doctest gjs-doctest--verified' }, [
        paragraph([
          link(API_VERIFIED_EXAMPLES_ROUTE, [text(`Verified on ${outcome.version}`)]),
          text(` · ${detail}`),
          ...(outcome.runsInBrowser ? [runButton(outcome.version)] : []),
        ]),
      ]),
    ];
  }
  const where = outcome.line === null ? [] : [text(`line ${outcome.line}: `)];
  const what = outcome.mismatch
    ? [
        inlineCode(outcome.mismatch.expression),
        text(' is '),
        inlineCode(outcome.mismatch.actual),
        text(', not '),
        inlineCode(outcome.mismatch.expected),
      ]
    : phrasingFromCommentMarkdown(outcome.reason);
  return [
    jsxFlow('div', { className: 'gjs-doctest gjs-doctest--failed', role: 'note' }, [
      paragraph([
        link(API_VERIFIED_EXAMPLES_ROUTE, [text(`Not verified on ${outcome.version}`)]),
        text(' · '),
        ...where,
        ...what,
      ]),
    ]),
  ];
}

/**
 * Run, for an example that runs in the page (browserRun.ts): theme/components/StaticHtmlPage hears
 * it and loads the runner on the first click, which prints the example's claims on the page's version.
 */
function runButton(version: string): PhrasingContent {
  return jsxText(
    'button',
    {
      type: 'button',
      className: 'gjs-api-run',
      [API_EXAMPLE_RUN_ATTRIBUTE]: version.split('.')[0]!,
      'aria-label': `Run this example on graphql ${version}`,
    },
    [text('Run')],
  );
}

function examples(doc: ApiDoc): FlowNode[] {
  return doc.examples.flatMap((example) =>
    example.nodes.flatMap((node) =>
      node.type === 'code' ? [node, ...doctestNote(doc.exampleOutcomes[exampleKey(node.value)])] : [node],
    ),
  );
}

/** What a page's signatures need from the rest of the model: the options objects whose fields a parameter lists. */
export interface ItemBodyContext {
  /** @default none: parameters list no fields */
  optionsObjects?: ApiOptionsObjects;
}

/**
 * A signature's details. `level` picks headings (h2 sections on a function page) or bold labels
 * (inside a member, where headings would flood the table of contents).
 */
function signatureDetails(
  signature: ApiSignature,
  level: 'section' | 'label',
  { idSuffix = '', optionsObjects = new Map() }: ItemBodyContext & { idSuffix?: string },
): FlowNode[] {
  const title = (label: string, id: string): FlowNode =>
    level === 'section' ? heading(idSuffix ? 3 : 2, label, `${id}${idSuffix}`) : paragraph([strong(label)]);
  const typeParameters = typeParametersTable(signature.typeParameters);
  const parameters = parametersTable(signature.parameters, optionsObjects);
  const returns = returnsParagraph(signature);
  const exampleNodes = examples(signature.doc);
  return [
    ...(typeParameters.length ? [title('Type parameters', 'type-parameters'), ...typeParameters] : []),
    ...(parameters.length ? [title('Parameters', 'parameters'), ...parameters] : []),
    ...(returns.length ? [title('Returns', 'returns'), ...returns] : []),
    ...(exampleNodes.length
      ? [title(signature.doc.examples.length > 1 ? 'Examples' : 'Example', 'examples'), ...exampleNodes]
      : []),
  ];
}

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
    nodes.push(
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
    );
    return nodes;
  }
  for (const section of MEMBER_SECTIONS) {
    const members = item.members.filter((member) => member.kind === section.kind);
    if (members.length === 0) continue;
    nodes.push(heading(2, section.title, section.id), ...members.flatMap((member) => memberSection(member, context)));
  }
  return nodes;
}

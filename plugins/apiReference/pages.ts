import type { PhrasingContent } from 'mdast';
import { API_CODE_CLASS } from './linkApiCode';
import { exampleKey } from '../doctests/modelExamples';
import type { DoctestCounts } from '../doctests/report';
import type { DoctestOutcome } from '../doctests/types';
import { plainTextFromMarkdown } from './comments';
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
  renderPlainMarkdown,
  strong,
  table,
  text,
} from './markdown';
import type { ApiDoc, ApiItem, ApiItemKind, ApiMember, ApiMemberKind, ApiModel, ApiParameter, ApiSignature, ApiTypeParameter, ApiTypeText } from './types';
import { ITEM_KIND_ORDER } from './types';
import { KIND_TITLES, kindAnchor } from './kindTitles';
import { formerEnumsNote, versionBadge, versionNoteBlock, versionSection, versionSectionId } from './versionNotes';
import type { ApiVersionLink } from '../../site/contracts';

export { KIND_TITLES };

/**
 * One generated page: its route, frontmatter and body (mdast, rendered to HTML by pageHtml.ts), and
 * the same content as plain Markdown (its twin for llms.txt).
 */
export interface ApiPage {
  routePath: string;
  title: string;
  description: string;
  frontmatter: ApiPageFrontmatter;
  body: FlowNode[];
  markdown: string;
}

/** What a generated page's module exports as its frontmatter (the theme reads the version fields). */
export type ApiPageFrontmatter = { title: string; description: string } & Record<string, string | object>;

/** A page from its frontmatter and body. */
export function apiPage(routePath: string, frontmatter: ApiPageFrontmatter, body: FlowNode[]): ApiPage {
  return { routePath, title: frontmatter.title, description: frontmatter.description, frontmatter, body, markdown: renderPlainMarkdown(body) };
}

const MEMBER_SECTIONS: { kind: ApiMemberKind; title: string; id: string }[] = [
  { kind: 'constructor', title: 'Constructor', id: 'constructor' },
  { kind: 'property', title: 'Properties', id: 'properties' },
  { kind: 'accessor', title: 'Accessors', id: 'accessors' },
  { kind: 'method', title: 'Methods', id: 'methods' },
];

/** A documented version, for the version switcher: its key, label and where this page is in it (site/contracts.ts). */
export type { ApiVersionLink };

/** Title suffix of pages of a version other than the default, so that every page title stays unique. */
const versionSuffix = (pkg: ApiModel['package']) => (pkg.isDefault ? '' : ` (${pkg.versionKey})`);

const refsProps = (references: string[]) => ({ className: API_CODE_CLASS, 'data-api-refs': references.join(' ') });

/** A highlighted TypeScript block whose named package types become links. */
const signatureBlock = (source: string, references: string[]): FlowNode => jsxFlow('div', refsProps(references), [code('ts', source)]);

/** Inline type text whose named package types become links. */
const typeCode = (type: ApiTypeText): PhrasingContent => jsxText('span', refsProps(type.references), [inlineCode(type.text)]);

const prose = (markdown: string) => nodesFromCommentMarkdown(markdown);

function deprecationNotice(doc: ApiDoc): FlowNode[] {
  if (doc.deprecated === null) return [];
  const reason = prose(doc.deprecated);
  const lead = reason[0];
  const first = lead?.type === 'paragraph' ? (reason.shift(), lead.children) : [];
  return [jsxFlow('div', { className: 'gjs-api-deprecated', role: 'note' }, [paragraph([strong('Deprecated'), ...(first.length ? [text(': '), ...first] : [])]), ...reason])];
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

function parametersTable(parameters: ApiParameter[]): FlowNode[] {
  if (parameters.length === 0) return [];
  return [
    table(
      ['Parameter', 'Type', 'Description'],
      parameters.map((parameter) => [
        [inlineCode(parameterName(parameter))],
        [typeCode(parameter.type)],
        [
          ...phrasingFromCommentMarkdown(parameter.doc),
          ...(parameter.optional && !parameter.defaultValue ? [text(parameter.doc ? ' (optional)' : 'Optional.')] : []),
          ...(parameter.defaultValue ? [text(' Default: '), inlineCode(parameter.defaultValue)] : []),
        ],
      ]),
    ),
  ];
}

function returnsParagraph(signature: ApiSignature): FlowNode[] {
  if (!signature.returnType) return [];
  const description = phrasingFromCommentMarkdown(signature.doc.returns);
  return [paragraph([typeCode(signature.returnType), ...(description.length ? [text(' — '), ...description] : [])])];
}

/** Anchor on the API index page that explains the badges. */
export const DOCTESTS_EXPLAINED_URL = '/api#verified-examples';

/** What running a code block showed, under the block: verified, or an honest note of what failed. Fragments get nothing. */
function doctestNote(outcome: DoctestOutcome | undefined): FlowNode[] {
  if (!outcome || outcome.status === 'fragment') return [];
  if (outcome.status === 'verified') {
    const detail = outcome.checks === 0 ? 'runs without error' : `${outcome.checks} ${outcome.checks === 1 ? 'result' : 'results'} checked`;
    return [jsxFlow('div', { className: 'gjs-doctest gjs-doctest--verified' }, [paragraph([link(DOCTESTS_EXPLAINED_URL, [text(`Verified on ${outcome.version}`)]), text(` · ${detail}`)])])];
  }
  const where = outcome.line === null ? [] : [text(`line ${outcome.line}: `)];
  const what = outcome.mismatch
    ? [inlineCode(outcome.mismatch.expression), text(' is '), inlineCode(outcome.mismatch.actual), text(', not '), inlineCode(outcome.mismatch.expected)]
    : phrasingFromCommentMarkdown(outcome.reason);
  return [
    jsxFlow('div', { className: 'gjs-doctest gjs-doctest--failed', role: 'note' }, [
      paragraph([link(DOCTESTS_EXPLAINED_URL, [text(`Not verified on ${outcome.version}`)]), text(' · '), ...where, ...what]),
    ]),
  ];
}

function examples(doc: ApiDoc): FlowNode[] {
  return doc.examples.flatMap((example) =>
    prose(example).flatMap((node) => (node.type === 'code' ? [node, ...doctestNote(doc.exampleOutcomes[exampleKey(node.value)])] : [node])),
  );
}

/**
 * A signature's details. `level` picks headings (h2 sections on a function page) or bold labels
 * (inside a member, where headings would flood the table of contents).
 */
function signatureDetails(signature: ApiSignature, level: 'section' | 'label', idSuffix = ''): FlowNode[] {
  const title = (label: string, id: string): FlowNode => (level === 'section' ? heading(idSuffix ? 3 : 2, label, `${id}${idSuffix}`) : paragraph([strong(label)]));
  const typeParameters = typeParametersTable(signature.typeParameters);
  const parameters = parametersTable(signature.parameters);
  const returns = returnsParagraph(signature);
  const exampleNodes = examples(signature.doc);
  return [
    ...(typeParameters.length ? [title('Type parameters', 'type-parameters'), ...typeParameters] : []),
    ...(parameters.length ? [title('Parameters', 'parameters'), ...parameters] : []),
    ...(returns.length ? [title('Returns', 'returns'), ...returns] : []),
    ...(exampleNodes.length ? [title(signature.doc.examples.length > 1 ? 'Examples' : 'Example', 'examples'), ...exampleNodes] : []),
  ];
}

function originNote(member: ApiMember): FlowNode[] {
  if (!member.origin) return [];
  const label = { inherited: 'Inherited from ', overrides: 'Overrides ', implements: 'Implements ' }[member.origin.relation];
  const target = inlineCode(member.origin.name);
  return [paragraph([jsxText('span', { className: 'gjs-api-origin' }, [text(label), member.origin.url ? link(member.origin.url, [target]) : target])])];
}

function memberSection(member: ApiMember): FlowNode[] {
  const flags = [member.isStatic && 'static', member.isReadonly && 'readonly', member.isOptional && 'optional'].filter(Boolean).join(', ');
  const titleText = member.kind === 'constructor' ? [] : [heading(3, [inlineCode(member.name), ...(flags ? [text(` (${flags})`)] : [])], member.anchor)];
  const body: FlowNode[] = [...titleText, ...deprecationNotice(member.doc), ...originNote(member)];
  if (member.signatures.length > 0) {
    member.signatures.forEach((signature, index) => {
      body.push(signatureBlock(signature.code, signature.references));
      const summary = index === 0 || signature.doc.summary !== member.signatures[0]!.doc.summary ? prose(signature.doc.summary) : [];
      body.push(...summary, ...prose(signature.doc.details), ...signatureDetails(signature, 'label'));
    });
  } else {
    body.push(signatureBlock(member.code, member.references), ...prose(member.doc.summary), ...prose(member.doc.details), ...examples(member.doc));
  }
  return body;
}

function metaLine(item: ApiItem, { withVersionBadge }: { withVersionBadge: boolean }): FlowNode {
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
function itemBody(item: ApiItem, { sectionDepth }: { sectionDepth: 2 | 4 }): FlowNode[] {
  if (sectionDepth === 4) return [...versionNoteBlock(item, { withComparison: false }), ...itemDocumentation(item, { sectionDepth })];
  return [...itemDocumentation(item, { sectionDepth }), ...versionSection(item)];
}

/** A comment's first paragraph and the rest (a comment that opens with code is kept whole). */
export function splitLead(markdown: string): { lead: string; rest: string } {
  const trimmed = markdown.trim();
  const end = trimmed.search(/\n\s*\n/);
  if (end === -1 || trimmed.startsWith('```')) return { lead: trimmed, rest: '' };
  return { lead: trimmed.slice(0, end), rest: trimmed.slice(end).trim() };
}

function itemDocumentation(item: ApiItem, { sectionDepth }: { sectionDepth: 2 | 4 }): FlowNode[] {
  // The first paragraph says what the item is; the signature follows it, then the rest of the description.
  const { lead, rest } = splitLead(item.doc.summary);
  const nodes: FlowNode[] = [...deprecationNotice(item.doc), ...prose(lead)];
  if (item.kind === 'function') {
    const overloaded = item.signatures.length > 1;
    if (overloaded) nodes.push(...prose(rest));
    item.signatures.forEach((signature, index) => {
      const suffix = overloaded ? `-${index + 1}` : '';
      if (overloaded) nodes.push(heading(2, `Overload ${index + 1}`, `overload-${index + 1}`), ...deprecationNotice(signature.doc));
      nodes.push(signatureBlock(signature.code, signature.references));
      if (!overloaded) nodes.push(...prose(rest));
      if (overloaded && index > 0) nodes.push(...prose(signature.doc.summary));
      nodes.push(...prose(signature.doc.details), ...signatureDetails(signature, 'section', suffix));
    });
    return nodes;
  }
  nodes.push(signatureBlock(item.declaration, item.references), ...prose(rest), ...prose(item.doc.details));
  const typeParameters = typeParametersTable(item.typeParameters);
  const itemExamples = examples(item.doc);
  if (sectionDepth === 4) {
    // Full entries on the overview: labels instead of headings keep its table of contents short.
    if (typeParameters.length) nodes.push(paragraph([strong('Type parameters')]), ...typeParameters);
    if (itemExamples.length) nodes.push(paragraph([strong(item.doc.examples.length > 1 ? 'Examples' : 'Example')]), ...itemExamples);
    return nodes;
  }
  if (typeParameters.length) nodes.push(heading(2, 'Type parameters', 'type-parameters'), ...typeParameters);
  if (itemExamples.length) nodes.push(heading(2, item.doc.examples.length > 1 ? 'Examples' : 'Example', 'examples'), ...itemExamples);
  if (item.kind === 'enum') {
    nodes.push(
      heading(2, 'Members', 'members'),
      table(
        ['Member', 'Value', 'Description'],
        item.members.map((member) => [
          [jsxText('span', { id: member.anchor }, [inlineCode(member.name)])],
          [inlineCode(member.value ?? '')],
          [...(member.doc.deprecated !== null ? [strong('Deprecated.'), text(' ')] : []), ...phrasingFromCommentMarkdown(member.doc.summary)],
        ]),
      ),
    );
    return nodes;
  }
  for (const section of MEMBER_SECTIONS) {
    const members = item.members.filter((member) => member.kind === section.kind);
    if (members.length === 0) continue;
    nodes.push(heading(2, section.title, section.id), ...members.flatMap(memberSection));
  }
  return nodes;
}

function frontmatterFor(title: string, description: string) {
  return { title, description: description.replace(/\s+/g, ' ').trim().slice(0, 300) };
}

/** Frontmatter the version switcher reads: this page's version and where the page is in each version. */
function versionFrontmatter(model: ApiModel, versions: readonly ApiVersionLink[], counterparts: Record<string, string>, ownUrl: string): Record<string, string | object> {
  if (versions.length < 2) return {};
  return {
    apiVersion: model.package.versionKey,
    apiVersions: versions.map((version) => ({ ...version, url: version.key === model.package.versionKey ? ownUrl : (counterparts[version.key] ?? version.url) })),
  };
}

/** The page of one class, enum, function or interface. Every item page is made by this one layout. */
export function itemPage(model: ApiModel, item: ApiItem, versions: readonly ApiVersionLink[] = []): ApiPage {
  const body: FlowNode[] = [heading(1, item.name), metaLine(item, { withVersionBadge: true }), ...itemBody(item, { sectionDepth: 2 })];
  assertUniqueAnchors(item);
  const description = plainTextFromMarkdown(item.summaryLine) || `${KIND_TITLES[item.kind].singular} ${item.name} of ${model.package.name}.`;
  const frontmatter = { ...frontmatterFor(`${item.name}${versionSuffix(model.package)}`, description), ...versionFrontmatter(model, versions, item.counterparts, item.url) };
  return apiPage(item.url, frontmatter, body);
}

function assertUniqueAnchors(item: ApiItem) {
  const reserved = new Set(['constructor', 'properties', 'accessors', 'methods', 'members', 'examples', 'example', 'type-parameters', 'parameters', 'returns', ...(item.versionNote ? [versionSectionId(item.versionNote.versionKey)] : [])]);
  for (const member of item.members) {
    if (member.kind !== 'constructor' && reserved.has(member.anchor)) {
      throw new Error(`[api-reference] ${item.name}.${member.name} would get the anchor #${member.anchor}, which the page uses for a section. Rename the section id in plugins/apiReference/pages.ts.`);
    }
  }
}

function groupBy<T>(values: T[], key: (value: T) => string): [string, T[]][] {
  const groups = new Map<string, T[]>();
  for (const value of values) groups.set(key(value), [...(groups.get(key(value)) ?? []), value]);
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b, 'en'));
}

/** The package overview: every export by kind and group with its summary; type aliases and variables in full. */
export function overviewPage(model: ApiModel, versions: readonly ApiVersionLink[] = []): ApiPage {
  const { package: pkg } = model;
  const title = pkg.isDefault ? `${pkg.slug} API` : `${pkg.slug} ${pkg.version} API`;
  const body: FlowNode[] = [
    heading(1, title),
    paragraph([
      text(`The public API of `),
      inlineCode(`${pkg.name}@${pkg.version}`),
      text(`, generated from the package's own type declarations and doc comments. Everything here is exported from the package root: `),
      inlineCode(`import { … } from '${pkg.name}'`),
      text('.'),
    ]),
  ];
  body.push(...formerEnumsNote(model));
  for (const kind of ITEM_KIND_ORDER) {
    const items = model.items.filter((item) => item.kind === kind);
    if (items.length === 0) continue;
    const kindId = kindAnchor(kind);
    body.push(heading(2, `${KIND_TITLES[kind].plural} (${items.length})`, kindId));
    for (const [group, members] of groupBy(items, (item) => item.group)) {
      body.push(heading(3, group, `${kindId}-${group.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`));
      if (kind === 'typeAlias' || kind === 'variable' || kind === 'namespace') {
        for (const item of members) body.push(heading(4, [inlineCode(item.name)], item.name), metaLine(item, { withVersionBadge: false }), ...itemBody(item, { sectionDepth: 4 }));
      } else {
        body.push(
          table(
            [KIND_TITLES[kind].singular, 'Summary'],
            members.map((item) => [[link(item.url, [inlineCode(item.name)])], [...(item.doc.deprecated !== null ? [strong('Deprecated.'), text(' ')] : []), ...phrasingFromCommentMarkdown(item.summaryLine)]]),
          ),
        );
      }
    }
  }
  const frontmatter = { ...frontmatterFor(title, `Every export of ${pkg.name} ${pkg.version}, grouped by kind, with summaries.`), ...versionFrontmatter(model, versions, {}, model.overviewUrl) };
  return apiPage(model.overviewUrl, frontmatter, body);
}

/** `/api`: the documented packages, and how their examples fared when run. */
export function apiIndexPage(models: ApiModel[]): ApiPage {
  const body: FlowNode[] = [
    heading(1, 'API reference'),
    paragraph([text('Reference documentation generated from the published type declarations and doc comments of each package.')]),
    table(
      ['Package', 'Version', 'Exports', 'Examples'],
      models.map((model) => [
        [link(model.overviewUrl, [text(`${model.package.slug}${versionSuffix(model.package)}`)])],
        [inlineCode(`${model.package.name}@${model.package.version}`)],
        [
          text(
            ITEM_KIND_ORDER.map((kind) => [kind, model.items.filter((item) => item.kind === kind).length] as const)
              .filter(([, count]) => count > 0)
              .map(([kind, count]) => `${count} ${KIND_TITLES[kind].plural.toLowerCase()}`)
              .join(', '),
          ),
        ],
        [text(model.doctests ? `${model.doctests.verified} of ${model.doctests.runnable} verified` : 'not run')],
      ]),
    ),
    heading(2, 'Verified examples', DOCTESTS_EXPLAINED_URL.split('#')[1]),
    paragraph([
      text('Every code example in this reference runs against the version it documents each time the site is built. A '),
      inlineCode('// => value'),
      text(' comment is checked against the value the code before it really produces, and a '),
      inlineCode('// throws'),
      text(' comment against a real throw. Examples that pass say so under their code; an example that fails says which line and what it produced instead.'),
    ]),
    ...models.flatMap((model) => (model.doctests ? [doctestCountsTable(model.package, model.doctests)] : [])),
    paragraph([
      text('An example is a fragment, shown without a badge, when its code is not TypeScript or JavaScript (a GraphQL document, say), does not parse, uses a name it neither declares nor imports, or makes a claim that follows no expression.'),
    ]),
  ];
  return apiPage('/api', frontmatterFor('API reference', 'API reference of graphql-js, generated from its type declarations, with every example run against the version it documents.'), body);
}

function doctestCountsTable(pkg: ApiModel['package'], counts: DoctestCounts): FlowNode {
  const rows: [string, number][] = [
    ['Examples found', counts.found],
    ['Runnable', counts.runnable],
    ['Verified', counts.verified],
    ['Failing', counts.failing],
    ['Fragments', counts.fragments],
    ['Results checked', counts.claims],
  ];
  return table([`${pkg.name}@${pkg.version}`, 'Count'], rows.map(([label, value]) => [[text(label)], [text(String(value))]]));
}

/** Every page of a package's reference: overview and one page per class, enum, function and interface. */
export function toApiPages(model: ApiModel, versions: readonly ApiVersionLink[] = []): ApiPage[] {
  return [overviewPage(model, versions), ...model.items.filter((item) => item.hasPage).map((item) => itemPage(model, item, versions))];
}

/** Where each documented name links to, for the code-linking rehype plugin. */
export function linkTargetsFromModel(model: ApiModel): Record<string, string> {
  return Object.fromEntries(model.items.map((item) => [item.name, item.url]));
}

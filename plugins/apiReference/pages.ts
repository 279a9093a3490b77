import { API_ROOT_ROUTE, API_VERIFIED_EXAMPLES_ID } from '../../site/siteMap';
import { ITEM_LIST_SUMMARY_LENGTH, plainTextFromMarkdown, shortSummary } from './comments';
import type { DoctestCounts } from '../doctests/report';
import {
  apiPage,
  type ApiPage,
  type ApiVersionLink,
  frontmatterFor,
  versionFrontmatter,
  versionSuffix,
} from './apiPage';
import { itemBody, metaLine } from './itemDocumentation';
import {
  type FlowNode,
  heading,
  inlineCode,
  jsxFlow,
  link,
  paragraph,
  phrasingFromCommentMarkdown,
  strong,
  table,
  text,
} from './markdown';
import type { ApiGuidePage, ApiItem, ApiModel } from './types';
import { type ApiModelUses, toModelUses } from './usage';
import { WHERE_USED_IDS, whereUsedSection } from './whereUsed';
import type { ApiItemMessages } from './itemMessages';
import { MESSAGES_SECTION_ID, messagesSection } from './messagesSection';
import { ITEM_KIND_ORDER } from './types';
import { KIND_TITLES, kindAnchor } from './kindTitles';
import { formerEnumsNote, versionSectionId } from './versionNotes';
import { startHereSection } from './startHereSection';
import { versionLine } from './versionLine';

/* The pages of the reference: one per class, enum, function and interface, the overview, and /api. */

export { apiPage, type ApiPage, type ApiPageFrontmatter, type ApiVersionLink } from './apiPage';
export { splitLead } from './itemDocumentation';

/** What an item's page needs besides its model and item. */
export interface ItemPageContext {
  /** The documented versions, for the version switcher. @default [] */
  versions?: readonly ApiVersionLink[];
  /** Where the model's items are used (usage.ts). @default computed from the model alone, without guides */
  uses?: ApiModelUses;
  /** The messages each export writes in its own code (itemMessages.ts). @default none */
  messages?: ApiItemMessages;
}

/** The page of one class, enum, function or interface. Every item page is made by this one layout. */
export function itemPage(
  model: ApiModel,
  item: ApiItem,
  { versions = [], uses = toModelUses(model), messages }: ItemPageContext = {},
): ApiPage {
  const body: FlowNode[] = [
    heading(1, item.name),
    versionLine({ package: model.package, versions, subject: item.name, counterparts: item.counterparts }),
    metaLine(item, { withVersionBadge: true }),
    ...itemBody(item, { sectionDepth: 2, optionsObjects: uses.optionsObjects }),
    ...messagesSection(messages?.get(item.name)),
    ...whereUsedSection(uses.usages.get(item.name)),
  ];
  assertUniqueAnchors(item);
  const description =
    plainTextFromMarkdown(item.summaryLine) ||
    `${KIND_TITLES[item.kind].singular} ${item.name} of ${model.package.name}.`;
  const frontmatter = {
    ...frontmatterFor(`${item.name}${versionSuffix(model.package)}`, description),
    ...versionFrontmatter(model, versions, item.counterparts, item.url),
  };
  return apiPage(item.url, frontmatter, body);
}

function assertUniqueAnchors(item: ApiItem) {
  const reserved = new Set([
    'constructor',
    'properties',
    'accessors',
    'methods',
    'members',
    'examples',
    'example',
    'type-parameters',
    'parameters',
    'returns',
    ...WHERE_USED_IDS,
    MESSAGES_SECTION_ID,
    ...(item.versionNote ? [versionSectionId(item.versionNote.versionKey)] : []),
  ]);
  for (const member of item.members) {
    if (member.kind !== 'constructor' && reserved.has(member.anchor)) {
      throw new Error(
        `[api-reference] ${item.name}.${member.name} would get the anchor #${member.anchor}, which the page uses for a section. Rename the section id in plugins/apiReference/itemDocumentation.ts.`,
      );
    }
  }
}

function groupBy<T>(values: T[], key: (value: T) => string): [string, T[]][] {
  const groups = new Map<string, T[]>();
  for (const value of values) groups.set(key(value), [...(groups.get(key(value)) ?? []), value]);
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b, 'en'));
}

/** The package overview: every export by kind and group with its summary; type aliases and variables in full, folded. */
export function overviewPage(model: ApiModel, versions: readonly ApiVersionLink[] = []): ApiPage {
  const { package: pkg } = model;
  const title = pkg.isDefault ? `${pkg.slug} API` : `${pkg.slug} ${pkg.version} API`;
  const body: FlowNode[] = [
    heading(1, title),
    versionLine({ package: pkg, versions, subject: null }),
    paragraph([
      text(`The public API of `),
      inlineCode(`${pkg.name}@${pkg.version}`),
      text(
        `, generated from the package's own type declarations and doc comments. Everything here is exported from the package root: `,
      ),
      inlineCode(`import { … } from '${pkg.name}'`),
      text('.'),
    ]),
    ...startHereSection(model),
  ];
  body.push(...formerEnumsNote(model));
  for (const kind of ITEM_KIND_ORDER) {
    const items = model.items.filter((item) => item.kind === kind);
    if (items.length === 0) continue;
    const kindId = kindAnchor(kind);
    body.push(heading(2, `${KIND_TITLES[kind].plural} (${items.length})`, kindId));
    for (const [group, members] of groupBy(items, (item) => item.group)) {
      body.push(
        heading(3, group, `${kindId}-${group.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`),
        summaryTable(kind, members),
      );
      if (kind === 'typeAlias' || kind === 'variable' || kind === 'namespace')
        body.push(foldedDeclarations(kind, members));
    }
  }
  const frontmatter = {
    ...frontmatterFor(title, `Every export of ${pkg.name} ${pkg.version}, grouped by kind, with summaries.`),
    ...versionFrontmatter(model, versions, {}, model.overviewUrl),
  };
  return apiPage(model.overviewUrl, frontmatter, body);
}

const DEPRECATED = 'Deprecated.';

/**
 * A group's items as a compact list, one line each: its name (linked to its page or anchor) and its
 * summary's first sentence, cut to fit; the whole summary is on the item's page and in the search index.
 */
function summaryTable(kind: ApiItem['kind'], members: ApiItem[]): FlowNode {
  return table(
    [KIND_TITLES[kind].singular, 'Summary'],
    members.map((item) => {
      const deprecated = item.doc.deprecated !== null ? [strong(DEPRECATED), text(' ')] : [];
      const length = ITEM_LIST_SUMMARY_LENGTH - (deprecated.length ? DEPRECATED.length + 1 : 0);
      return [
        [link(item.url, [inlineCode(item.name)])],
        [...deprecated, ...phrasingFromCommentMarkdown(shortSummary(item.summaryLine, length))],
      ];
    }),
  );
}

/**
 * The full entries of items without a page of their own (type aliases, variables, namespaces),
 * folded under one native <details> after their list: the overview reads as a list of names, and
 * Chromium's find in page, a link to `#Name` (theme/hooks/openDetailsAround.ts) and the search
 * index still reach every entry.
 */
function foldedDeclarations(kind: ApiItem['kind'], members: ApiItem[]): FlowNode {
  const noun = members.length === 1 ? KIND_TITLES[kind].singular.toLowerCase() : KIND_TITLES[kind].plural.toLowerCase();
  return jsxFlow('details', { className: 'gjs-api-declarations' }, [
    jsxFlow('summary', {}, [
      text(`Declarations of ${members.length === 1 ? 'this' : `these ${members.length}`} ${noun}`),
    ] as never),
    ...members.flatMap((item) => [
      heading(4, [inlineCode(item.name)], item.name),
      metaLine(item, { withVersionBadge: false }),
      ...itemBody(item, { sectionDepth: 4 }),
    ]),
  ]);
}

/** The API index (`API_ROOT_ROUTE`): the documented packages, and how their examples fared when run. */
export function apiIndexPage(models: ApiModel[]): ApiPage {
  const body: FlowNode[] = [
    heading(1, 'API reference'),
    paragraph([
      text('Reference documentation generated from the published type declarations and doc comments of each package.'),
    ]),
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
    heading(2, 'Verified examples', API_VERIFIED_EXAMPLES_ID),
    paragraph([
      text(
        'Every code example in this reference runs against the version it documents each time the site is built. A ',
      ),
      inlineCode('// => value'),
      text(' comment is checked against the value the code before it really produces, and a '),
      inlineCode('// throws'),
      text(
        ' comment against a real throw. Examples that pass say so under their code; an example that fails says which line and what it produced instead.',
      ),
    ]),
    ...models.flatMap((model) => (model.doctests ? [doctestCountsTable(model.package, model.doctests)] : [])),
    paragraph([
      text(
        'An example is a fragment, shown without a badge, when its code is not TypeScript or JavaScript (a GraphQL document, say), does not parse, uses a name it neither declares nor imports, or makes a claim that follows no expression.',
      ),
    ]),
  ];
  return apiPage(
    API_ROOT_ROUTE,
    frontmatterFor(
      'API reference',
      'API reference of graphql-js, generated from its type declarations, with every example run against the version it documents.',
    ),
    body,
  );
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
  return table(
    [`${pkg.name}@${pkg.version}`, 'Count'],
    rows.map(([label, value]) => [[text(label)], [text(String(value))]]),
  );
}

/**
 * Every page of a package's reference: overview and one page per class, enum, function and
 * interface, each saying where its item is used in this version and in the guides.
 */
export function toApiPages(
  model: ApiModel,
  versions: readonly ApiVersionLink[] = [],
  guides: readonly ApiGuidePage[] = [],
  messages?: ApiItemMessages,
): ApiPage[] {
  const uses = toModelUses(model, guides);
  return [
    overviewPage(model, versions),
    ...model.items.filter((item) => item.hasPage).map((item) => itemPage(model, item, { versions, uses, messages })),
  ];
}

/** Where each documented name links to, for the code-linking rehype plugin. */
export function linkTargetsFromModel(model: ApiModel): Record<string, string> {
  return Object.fromEntries(model.items.map((item) => [item.name, item.url]));
}

import type { RootContent } from 'mdast';
import type { DoctestCounts } from '../doctests/report';
import type { DoctestOutcome } from '../doctests/types';

import type { ApiItemKind, ApiMemberKind } from '../../site/contracts';
import { API_PAGE_KINDS } from '../../site/siteMap';

/** The kinds of exports the reference documents (site/contracts.ts, shared with the theme); the first four get a page of their own. */
export type { ApiItemKind, ApiMemberKind };

/** The order kinds appear in: overview, index, sorted model. */
export const ITEM_KIND_ORDER: readonly ApiItemKind[] = [...API_PAGE_KINDS, 'typeAlias', 'variable', 'namespace'];

/** One `@example` of a doc comment: its markdown, parsed once by the model (markdown.ts, as every comment is). */
export interface ApiExample {
  nodes: RootContent[];
}

/** A rendered doc comment. Markdown fields are plain CommonMark with links already resolved to site URLs. */
/** How an example fared when run (plugins/doctests), and whether its page lets the reader run it (browserRun.ts). */
export type ApiExampleOutcome = DoctestOutcome & { runsInBrowser?: true };

export interface ApiDoc {
  /** First paragraph(s) before any block tag. */
  summary: string;
  /** `@remarks`, `@see` and other prose. */
  details: string;
  /** `@deprecated` reason ('' when deprecated without one), or null. */
  deprecated: string | null;
  /** `@example` blocks, each parsed once (normally one fenced code block): the doctests and the pages read these nodes. */
  examples: ApiExample[];
  /** What running each example code block showed, by its key (plugins/doctests); empty until run. */
  exampleOutcomes: Record<string, ApiExampleOutcome>;
  /** `@returns` prose. */
  returns: string;
  /** Marked `@internal` by the library. */
  internal: boolean;
}

/** Type text for display, with the package items it names (for links). */
export interface ApiTypeText {
  text: string;
  /** Names of documented package items referenced in `text`. */
  references: string[];
}

export interface ApiTypeParameter {
  name: string;
  constraint: ApiTypeText | null;
  default: ApiTypeText | null;
  doc: string;
}

export interface ApiParameter {
  name: string;
  type: ApiTypeText;
  optional: boolean;
  rest: boolean;
  defaultValue: string | null;
  doc: string;
}

export interface ApiSignature {
  /** The whole signature as TypeScript, ready for a code block. */
  code: string;
  references: string[];
  typeParameters: ApiTypeParameter[];
  parameters: ApiParameter[];
  returnType: ApiTypeText | null;
  doc: ApiDoc;
}

/** Where a member comes from when it is not declared by the item itself. */
export interface ApiMemberOrigin {
  relation: 'inherited' | 'overrides' | 'implements';
  /** e.g. `Error.message`. */
  name: string;
  url: string | null;
}

export interface ApiMember {
  name: string;
  kind: ApiMemberKind;
  /** Fragment id on the item's page, unique on that page. */
  anchor: string;
  isStatic: boolean;
  isOptional: boolean;
  isReadonly: boolean;
  /** Properties: the declaration; enum members: `NAME = value`. Methods/constructors: empty, see signatures. */
  code: string;
  /** Properties: the declared type (what an options object's field takes); null for other members. */
  type: ApiTypeText | null;
  references: string[];
  signatures: ApiSignature[];
  /** Enum members: the value as written in TypeScript. */
  value: string | null;
  origin: ApiMemberOrigin | null;
  doc: ApiDoc;
}

export interface ApiSource {
  /** Path in the library's repository, e.g. `src/type/schema.ts`. */
  path: string;
  url: string;
}

/** How an item differs between the default version and a newer one (versionDiff.ts). */
export interface ApiVersionNote {
  status: 'added' | 'removed' | 'changed';
  /** The newer version the note speaks of: `v17` reads "New in 17". */
  versionKey: string;
  /** One line per difference: `kind: enum → variable`, `signature`, `members added: a, b`. */
  details: string[];
  /** For changed items: the declarations that differ, before and after. */
  before: string | null;
  after: string | null;
  beforeVersion: string;
  afterVersion: string;
  /** The item's entry on the changes page. */
  changesUrl: string;
  /** The guide to upgrading to the newer version, when the site has one. */
  upgradeGuideUrl: string | null;
  /** What the item does differently at run time, from the upgrade guide's probes (its types may not change). */
  behaviour: ApiBehaviourChange[];
}

/**
 * One difference in behaviour between two versions, as the upgrade guide's table of probes lists
 * it (plugins/docsApiLinks behaviourChanges.ts): what the probe runs, the guide's step that covers
 * it, and the exports whose behaviour it shows.
 */
export interface ApiBehaviourChange {
  /** The probe's id in the differential corpus: `execution.unparsed-variables`. */
  probe: string;
  /** What the probe runs, in a sentence (markdown). */
  title: string;
  /** The label of the guide's step: `14`. */
  step: string;
  /** The step in the guide: `/docs/guides/upgrade-to-17#14-error-messages`. */
  url: string;
  /** The exports it concerns. */
  names: string[];
}

export interface ApiItem {
  id: number;
  name: string;
  kind: ApiItemKind;
  /** Page route (site/siteMap.ts `apiItemRoute`), or the overview's anchor for other kinds (`apiOverviewAnchorRoute`). */
  url: string;
  hasPage: boolean;
  /** Sidebar and overview group inside the kind: the `@category` tag, else the library module. */
  group: string;
  /** One line of plain-ish markdown for lists. */
  summaryLine: string;
  doc: ApiDoc;
  /** Declaration header as TypeScript: `class GraphQLSchema`, `type Maybe<T> = …`, `const X: T`. */
  declaration: string;
  references: string[];
  /** Classes and interfaces: the types named after `extends` (`Error`, `ASTValidationContext`). */
  extendedTypes: ApiTypeText[];
  typeParameters: ApiTypeParameter[];
  signatures: ApiSignature[];
  members: ApiMember[];
  source: ApiSource | null;
  /** How it differs in the other documented version, when it does. */
  versionNote: ApiVersionNote | null;
  /** Where the same item is documented in each other version (its overview when the item is not there). */
  counterparts: Record<string, string>;
}

export interface ApiPackage {
  /** npm name, e.g. `graphql`. */
  name: string;
  /** Route slug, e.g. `graphql-js`. */
  slug: string;
  version: string;
  /** Repository, e.g. `https://github.com/graphql/graphql-js`. */
  repositoryUrl: string;
  /** Git tag the "Defined in" links point at, e.g. `v16.15.0`. */
  sourceTag: string;
  /** Short name of this version in routes, storage and badges, e.g. `v17`. @default `v{major}` */
  versionKey?: string;
  /** Route of the overview, under which item pages live. @default `apiPackageRoute(slug)` of site/siteMap.ts */
  routeBase?: string;
  /** Whether this is the version the spec's routes document; the others' page titles name their version. @default true */
  isDefault?: boolean;
}

export interface ApiModel {
  package: Required<ApiPackage>;
  /** The package overview's route (`routeBase`), under which item pages live. */
  overviewUrl: string;
  /** Sorted by kind (API_PAGE_KINDS order, then type aliases and variables), then name. */
  items: ApiItem[];
  /** How the examples fared when run against this version (plugins/doctests); null until run. */
  doctests: DoctestCounts | null;
}

/** A hand-written page (a tutorial or a guide) and the exports it uses: its `graphql` imports and its links to the reference. */
export interface ApiGuidePage {
  route: string;
  title: string;
  /**
   * Names of the exports it uses in each documented version, sorted, by that version's overview
   * route (`/api/graphql-js/v17`): those it links to in that version's reference, and those its
   * code imports from `graphql` when that code runs on that version (plugins/docsApiLinks guidePages.ts).
   */
  namesByOverviewRoute: Record<string, string[]>;
}

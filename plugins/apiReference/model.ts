import type { JSONOutput } from 'typedoc';
import {
  API_PAGE_KINDS,
  type ApiPageKind,
  apiItemRoute,
  apiOverviewAnchorRoute,
  apiPackageRoute,
  hasAnchor,
  routeWithAnchor,
} from '../../site/siteMap';
import { docFromComment, mergeDocs, summaryLine, type ResolveLinkTarget } from './comments';
import { declarationToText, memberToText, signatureToText, typeToText, type TypeTextContext } from './typeText';
import type {
  ApiDoc,
  ApiItem,
  ApiItemKind,
  ApiMember,
  ApiMemberKind,
  ApiMemberOrigin,
  ApiModel,
  ApiPackage,
  ApiSignature,
  ApiTypeParameter,
  ApiTypeText,
} from './types';
import { ITEM_KIND_ORDER } from './types';
import {
  type IndexedReflection,
  indexReflections,
  ITEM_KINDS,
  KIND,
  MEMBER_KINDS,
  memberAnchor,
  MODULE_TITLES,
  moduleOf,
  type Reflection,
  type Signature,
  sourceOf,
} from './reflections';

/** What toApiModel reads: TypeDoc's JSON of a package, and the package it documents. */
export interface ToApiModelOptions {
  json: JSONOutput.ProjectReflection;
  package: ApiPackage;
}

/**
 * The API model of a package from TypeDoc's JSON: every export with its URL, group, rendered
 * comments, signatures and members. Pure: the same JSON always gives the same model.
 */
export function toApiModel({ json, package: packageInput }: ToApiModelOptions): ApiModel {
  const pkg = withPackageDefaults(packageInput);
  const { documented, companionTypes } = splitCompanionTypes(checkedExports(json, pkg.name));
  const itemUrls = assignItemUrls(documented, companionTypes, pkg);
  const memberAnchors = assignMemberAnchors(documented);
  const context = toModelContext({ index: indexReflections(json), itemUrls, memberAnchors, packageName: pkg.name });
  const groups = categoriesById(json);
  const items = documented.map((reflection) =>
    toApiItem(reflection, { context, pkg, url: itemUrls.get(reflection.id)!, groups, companionTypes }),
  );
  return { package: pkg, overviewUrl: pkg.routeBase, items: sortedItems(items), doctests: null };
}

/** The package with every optional field filled: version key `v{major}`, the default route, the default version. */
function withPackageDefaults(packageInput: ApiPackage): Required<ApiPackage> {
  return {
    ...packageInput,
    versionKey: packageInput.versionKey ?? `v${packageInput.version.split('.')[0]}`,
    routeBase: packageInput.routeBase ?? apiPackageRoute(packageInput.slug),
    isDefault: packageInput.isDefault ?? true,
  };
}

/** The package's exports, after checking that the reference has a layout for each one's kind (else the build fails). */
function checkedExports(json: JSONOutput.ProjectReflection, packageName: string): Reflection[] {
  const exports = [...(json.children ?? [])];
  const unknownKinds = exports.filter((reflection) => !(reflection.kind in ITEM_KINDS));
  if (unknownKinds.length > 0) {
    throw new Error(
      `[api-reference] ${packageName} exports ${unknownKinds.map((reflection) => `${reflection.name} (TypeDoc kind ${reflection.kind})`).join(', ')}, ` +
        'a kind the reference has no layout for. Add the kind to ITEM_KINDS in plugins/apiReference/reflections.ts and give it a layout.',
    );
  }
  return exports;
}

/** The `@category` of each export that has one (TypeDoc's catch-all `Other` left out), by reflection id. */
function categoriesById(json: JSONOutput.ProjectReflection): Map<number, string> {
  const categoryById = new Map<number, string>();
  for (const category of json.categories ?? []) {
    if (category.title === 'Other') continue;
    for (const id of category.children ?? []) categoryById.set(id, category.title);
  }
  return categoryById;
}

/** The exports documented as items of their own, and the type aliases documented with a same-named value instead. */
function splitCompanionTypes(exports: Reflection[]): {
  documented: Reflection[];
  companionTypes: Map<string, Reflection>;
} {
  // graphql 17 exports each former enum as a const and a same-named type (`OperationTypeNode`):
  // one entry documents both, and links to the type land on it.
  const valueNames = new Set(
    exports
      .filter((reflection) => reflection.kind === KIND.variable || reflection.kind === KIND.namespace)
      .map((reflection) => reflection.name),
  );
  const companionTypes = new Map<string, Reflection>();
  const documented = exports.filter((reflection) => {
    if (reflection.kind !== KIND.typeAlias || !valueNames.has(reflection.name)) return true;
    companionTypes.set(reflection.name, reflection);
    return false;
  });
  return { documented, companionTypes };
}

/** Whether exports of a kind get a page of their own (else an anchor on the overview). */
function isPageKind(kind: ApiItemKind): kind is ApiPageKind {
  return (API_PAGE_KINDS as readonly string[]).includes(kind);
}

/**
 * The URL of every documented export (and companion type) by reflection id: a page for the page
 * kinds, an anchor on the overview for the others; two exports that need one anchor fail the build.
 */
function assignItemUrls(
  documented: Reflection[],
  companionTypes: ReadonlyMap<string, Reflection>,
  pkg: Required<ApiPackage>,
): Map<number, string> {
  const itemUrls = new Map<number, string>();
  const overviewAnchors = new Set<string>();
  for (const reflection of documented) {
    const kind = ITEM_KINDS[reflection.kind]!;
    if (isPageKind(kind)) {
      itemUrls.set(reflection.id, apiItemRoute(pkg.routeBase, kind, reflection.name));
      continue;
    }
    if (overviewAnchors.has(reflection.name)) {
      throw new Error(
        `[api-reference] Two exports of ${pkg.name} need the overview anchor #${reflection.name}. Give one of them a distinct anchor in plugins/apiReference/model.ts.`,
      );
    }
    overviewAnchors.add(reflection.name);
    const url = apiOverviewAnchorRoute(pkg.routeBase, reflection.name);
    itemUrls.set(reflection.id, url);
    const companion = companionTypes.get(reflection.name);
    if (companion) itemUrls.set(companion.id, url);
  }
  return itemUrls;
}

/** The anchor of every member on its item's page, by reflection id: unique per item (`-2`, `-3` after a clash). */
function assignMemberAnchors(documented: Reflection[]): Map<number, string> {
  const memberAnchors = new Map<number, string>();
  for (const reflection of documented) {
    const used = new Set<string>();
    for (const child of reflection.children ?? []) {
      const base = memberAnchor(child.name, Boolean(child.flags.isStatic));
      let anchor = base;
      for (let suffix = 2; used.has(anchor); suffix += 1) anchor = `${base}-${suffix}`;
      used.add(anchor);
      memberAnchors.set(child.id, anchor);
    }
  }
  return memberAnchors;
}

/** What the steps that build items share: where links go, how types are named, each member's anchor. */
interface ModelContext {
  resolveLinkTarget: ResolveLinkTarget;
  typeContext: TypeTextContext;
  memberAnchors: ReadonlyMap<number, string>;
}

/** Where a reflection id leads (a page, an overview anchor or a member's anchor) and how a type naming it prints. */
function toModelContext({
  index,
  itemUrls,
  memberAnchors,
  packageName,
}: {
  index: ReadonlyMap<number, IndexedReflection>;
  itemUrls: ReadonlyMap<number, string>;
  memberAnchors: ReadonlyMap<number, string>;
  packageName: string;
}): ModelContext {
  /** A reflection id TypeDoc handed out but the model cannot place: fail the build rather than drop a link. */
  const unplaceable = (target: number, name: string): never => {
    throw new Error(
      `[api-reference] ${packageName} refers to ${name} (TypeDoc id ${target}), which is part of the package but has no page or anchor in the reference. ` +
        'Teach plugins/apiReference/model.ts where it is documented.',
    );
  };
  const resolveLinkTarget: ResolveLinkTarget = (target, name = '') => {
    if (target < 0) return null;
    const found = index.get(target) ?? unplaceable(target, name);
    if (!found.item) return null;
    const base = itemUrls.get(found.item.id)!;
    if (found.reflection.id === found.item.id) return base;
    const anchor = found.member ? memberAnchors.get(found.member.id) : undefined;
    if (anchor !== undefined && !hasAnchor(base)) return routeWithAnchor(base, anchor);
    return base;
  };
  const typeContext: TypeTextContext = {
    describeTarget(target, name) {
      if (target < 0) return null;
      const found = index.get(target) ?? unplaceable(target, name);
      if (found.reflection.kind === KIND.typeParameter) return { display: found.reflection.name, itemName: null };
      if (!found.item) return null;
      if (found.reflection.id === found.item.id) return { display: found.item.name, itemName: found.item.name };
      return { display: `${found.item.name}.${found.reflection.name}`, itemName: found.item.name };
    },
  };
  return { resolveLinkTarget, typeContext, memberAnchors };
}

/** A doc comment rendered, its links resolved to site URLs. */
function docOf(comment: JSONOutput.Comment | undefined, context: ModelContext): ApiDoc {
  return docFromComment(comment, context.resolveLinkTarget);
}

/** Type parameters with their constraint, default and doc. */
function typeParametersOf(
  parameters: JSONOutput.TypeParameterReflection[] | undefined,
  context: ModelContext,
): ApiTypeParameter[] {
  return (parameters ?? []).map((parameter) => ({
    name: parameter.name,
    constraint: parameter.type ? typeToText(parameter.type, context.typeContext) : null,
    default: parameter.default ? typeToText(parameter.default, context.typeContext) : null,
    doc: docOf(parameter.comment, context).summary,
  }));
}

/** How one signature is printed: what comes before its parameters, the doc it inherits, and whether it shows a return type. */
interface SignatureLayout {
  prefix: string;
  outerDoc: ApiDoc;
  /** @default true */
  withReturn?: boolean;
}

/** One call signature as code, with its parameters, return type and doc (the outer doc merged under its own). */
function signatureOf(
  signature: Signature,
  { prefix, outerDoc, withReturn = true }: SignatureLayout,
  context: ModelContext,
): ApiSignature {
  const { typeContext } = context;
  const references = new Set<string>();
  let text = signatureToText(signature, typeContext, references);
  if (!withReturn) text = text.replace(/\): [^\n]*$/, ')');
  return {
    code: `${prefix}${text}`,
    references: [...references].sort(),
    typeParameters: typeParametersOf(signature.typeParameters, context),
    parameters: (signature.parameters ?? []).map((parameter) => ({
      name: parameter.name,
      type: typeToText(parameter.type, typeContext),
      optional: Boolean(parameter.flags.isOptional),
      rest: Boolean(parameter.flags.isRest),
      defaultValue: parameter.defaultValue ?? null,
      doc: docOf(parameter.comment, context).summary,
    })),
    returnType: withReturn && signature.type ? typeToText(signature.type, typeContext) : null,
    doc: mergeDocs(outerDoc, docOf(signature.comment, context)),
  };
}

/** Where a member comes from when the item does not declare it itself: inherited, overridden or implemented. */
function originOf(member: Reflection, context: ModelContext): ApiMemberOrigin | null {
  const [relation, reference] = member.inheritedFrom
    ? (['inherited', member.inheritedFrom] as const)
    : member.overwrites
      ? (['overrides', member.overwrites] as const)
      : member.implementationOf
        ? (['implements', member.implementationOf] as const)
        : [null, null];
  if (!relation) return null;
  const url = typeof reference.target === 'number' ? context.resolveLinkTarget(reference.target, reference.name) : null;
  return { relation, name: reference.name, url };
}

/** The signatures of a constructor, method or accessor (none for other members). */
function memberSignatures(
  member: Reflection,
  { kind, ownerName, memberDoc }: { kind: ApiMemberKind; ownerName: string; memberDoc: ApiDoc },
  context: ModelContext,
): ApiSignature[] {
  const staticPrefix = member.flags.isStatic ? 'static ' : '';
  const layout = (prefix: string, withReturn = true): SignatureLayout => ({ prefix, outerDoc: memberDoc, withReturn });
  switch (kind) {
    case 'constructor':
      return (member.signatures ?? []).map((signature) =>
        signatureOf(signature, layout(`new ${ownerName}`, false), context),
      );
    case 'method':
      return (member.signatures ?? []).map((signature) =>
        signatureOf(signature, layout(`${staticPrefix}${member.name}`), context),
      );
    case 'accessor':
      return [
        ...(member.getSignature
          ? [signatureOf(member.getSignature, layout(`${staticPrefix}get ${member.name}`), context)]
          : []),
        ...(member.setSignature
          ? [signatureOf(member.setSignature, layout(`${staticPrefix}set ${member.name}`, false), context)]
          : []),
      ];
    default:
      return [];
  }
}

/** The code of a property (its declaration) or an enum member (`NAME = value`), with the names it references. */
function memberCode(
  member: Reflection,
  kind: ApiMemberKind,
  context: ModelContext,
): { code: string; references: string[]; type: ApiTypeText | null; value: string | null } {
  if (kind === 'enumMember') {
    const value = typeToText(member.type, context.typeContext).text;
    return { code: `${member.name} = ${value}`, references: [], type: null, value };
  }
  const referenced = new Set<string>();
  const staticPrefix = member.flags.isStatic ? 'static ' : '';
  const code = `${staticPrefix}${memberToText(member, context.typeContext, referenced)}`;
  const type = kind === 'property' && member.type ? typeToText(member.type, context.typeContext) : null;
  return { code, references: [...referenced].sort(), type, value: null };
}

/** One member of a class, interface or enum; a member of a kind the reference has no layout for fails the build. */
function memberOf(member: Reflection, ownerName: string, context: ModelContext): ApiMember {
  const kind = MEMBER_KINDS[member.kind];
  if (!kind)
    throw new Error(
      `[api-reference] ${ownerName}.${member.name} is a TypeDoc kind ${member.kind} member, which the reference has no layout for.`,
    );
  const memberDoc = docOf(member.comment, context);
  const hasSignatures = kind === 'constructor' || kind === 'method' || kind === 'accessor';
  const signatures = hasSignatures ? memberSignatures(member, { kind, ownerName, memberDoc }, context) : [];
  const { code, references, type, value } = hasSignatures
    ? { code: '', references: [], type: null, value: null }
    : memberCode(member, kind, context);
  return {
    name: member.name,
    kind,
    anchor: context.memberAnchors.get(member.id)!,
    isStatic: Boolean(member.flags.isStatic),
    isOptional: Boolean(member.flags.isOptional),
    isReadonly: Boolean(member.flags.isReadonly),
    code,
    references,
    type,
    signatures,
    value,
    origin: originOf(member, context),
    doc: signatures.length > 0 ? { ...memberDoc, ...pickSignatureDoc(signatures, memberDoc) } : memberDoc,
  };
}

/** An export's declaration, followed by its companion type's when it has one (graphql 17's former enums). */
function itemDeclaration(
  reflection: Reflection,
  kind: ApiItemKind,
  { companion, typeContext }: { companion: Reflection | undefined; typeContext: TypeTextContext },
): { code: string; references: string[] } {
  const own = declarationToText(reflection, kind, typeContext);
  if (!companion) return { code: own.text, references: own.references };
  const companionDeclaration = declarationToText(companion, 'typeAlias', typeContext);
  return {
    code: `${own.text}\n${companionDeclaration.text}`,
    references: [...new Set([...own.references, ...companionDeclaration.references])].sort(),
  };
}

/** What building one item needs besides its reflection. */
interface ItemInput {
  context: ModelContext;
  pkg: Required<ApiPackage>;
  /** The item's URL (assignItemUrls). */
  url: string;
  /** `@category` by reflection id (categoriesById). */
  groups: ReadonlyMap<number, string>;
  companionTypes: ReadonlyMap<string, Reflection>;
}

/** One documented export: its doc, signatures, declaration, members, group and source. */
function toApiItem(reflection: Reflection, { context, pkg, url, groups, companionTypes }: ItemInput): ApiItem {
  const kind = ITEM_KINDS[reflection.kind]!;
  const itemDoc = docOf(reflection.comment, context);
  const signatures =
    kind === 'function'
      ? (reflection.signatures ?? []).map((signature) =>
          signatureOf(signature, { prefix: `function ${reflection.name}`, outerDoc: itemDoc }, context),
        )
      : [];
  const mergedDoc = signatures.length > 0 ? { ...itemDoc, ...pickSignatureDoc(signatures, itemDoc) } : itemDoc;
  const declaration = itemDeclaration(reflection, kind, {
    companion: companionTypes.get(reflection.name),
    typeContext: context.typeContext,
  });
  const members =
    kind === 'class' || kind === 'interface' || kind === 'enum'
      ? (reflection.children ?? []).map((child) => memberOf(child, reflection.name, context))
      : [];
  return {
    id: reflection.id,
    name: reflection.name,
    kind,
    url,
    hasPage: isPageKind(kind),
    group: groups.get(reflection.id) ?? MODULE_TITLES[moduleOf(reflection)] ?? moduleOf(reflection),
    summaryLine: summaryLine(mergedDoc.summary),
    doc: mergedDoc,
    declaration: declaration.code,
    references: declaration.references,
    extendedTypes: (reflection.extendedTypes ?? []).map((type) => typeToText(type, context.typeContext)),
    typeParameters: typeParametersOf(reflection.typeParameters, context),
    signatures,
    members,
    source: sourceOf(reflection, pkg),
    versionNote: null,
    counterparts: {},
  };
}

/** Items in the model's order: by kind (ITEM_KIND_ORDER), then by name. */
function sortedItems(items: ApiItem[]): ApiItem[] {
  return [...items].sort(
    (a, b) => ITEM_KIND_ORDER.indexOf(a.kind) - ITEM_KIND_ORDER.indexOf(b.kind) || a.name.localeCompare(b.name, 'en'),
  );
}

/**
 * The item-level doc of something documented on its signatures: the first signature's summary
 * and deprecation stand for the whole (overloads keep their own on each signature).
 */
function pickSignatureDoc(
  signatures: ApiSignature[],
  outer: ApiDoc,
): Pick<ApiDoc, 'summary' | 'deprecated' | 'internal'> {
  const first = signatures[0]!.doc;
  return {
    summary: outer.summary || first.summary,
    deprecated:
      outer.deprecated ??
      (signatures.every((signature) => signature.doc.deprecated !== null) ? first.deprecated : null),
    internal: outer.internal || first.internal,
  };
}

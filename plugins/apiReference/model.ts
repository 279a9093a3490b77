import type { JSONOutput } from 'typedoc';
import { docFromComment, mergeDocs, summaryLine, type ResolveLinkTarget } from './comments';
import { memberToText, signatureToText, typeParametersToText, typeToText, type TypeTextContext } from './typeText';
import type {
  ApiDoc,
  ApiItem,
  ApiItemKind,
  ApiMember,
  ApiMemberOrigin,
  ApiModel,
  ApiPackage,
  ApiSignature,
  ApiTypeParameter,
} from './types';
import { ITEM_KIND_ORDER, PAGE_KINDS } from './types';
import {
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

export interface ToApiModelOptions {
  json: JSONOutput.ProjectReflection;
  package: ApiPackage;
}

/**
 * The API model of a package from TypeDoc's JSON: every export with its URL, group, rendered
 * comments, signatures and members. Pure: the same JSON always gives the same model.
 */
export function toApiModel({ json, package: packageInput }: ToApiModelOptions): ApiModel {
  const pkg: Required<ApiPackage> = {
    ...packageInput,
    versionKey: packageInput.versionKey ?? `v${packageInput.version.split('.')[0]}`,
    routeBase: packageInput.routeBase ?? `/api/${packageInput.slug}`,
    isDefault: packageInput.isDefault ?? true,
  };
  const overviewUrl = pkg.routeBase;
  const index = indexReflections(json);
  const exports = [...(json.children ?? [])];

  const unknownKinds = exports.filter((reflection) => !(reflection.kind in ITEM_KINDS));
  if (unknownKinds.length > 0) {
    throw new Error(
      `[api-reference] ${pkg.name} exports ${unknownKinds.map((reflection) => `${reflection.name} (TypeDoc kind ${reflection.kind})`).join(', ')}, ` +
        'a kind the reference has no layout for. Add the kind to ITEM_KINDS in plugins/apiReference/reflections.ts and give it a layout.',
    );
  }

  const categoryById = new Map<number, string>();
  for (const category of json.categories ?? []) {
    if (category.title === 'Other') continue;
    for (const id of category.children ?? []) categoryById.set(id, category.title);
  }

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

  const itemUrl = new Map<number, string>();
  const overviewAnchors = new Set<string>();
  for (const reflection of documented) {
    const kind = ITEM_KINDS[reflection.kind]!;
    if ((PAGE_KINDS as readonly string[]).includes(kind)) {
      itemUrl.set(reflection.id, `${overviewUrl}/${kind}/${reflection.name}`);
    } else {
      if (overviewAnchors.has(reflection.name)) {
        throw new Error(
          `[api-reference] Two exports of ${pkg.name} need the overview anchor #${reflection.name}. Give one of them a distinct anchor in plugins/apiReference/model.ts.`,
        );
      }
      overviewAnchors.add(reflection.name);
      itemUrl.set(reflection.id, `${overviewUrl}#${reflection.name}`);
      const companion = companionTypes.get(reflection.name);
      if (companion) itemUrl.set(companion.id, `${overviewUrl}#${reflection.name}`);
    }
  }

  const memberAnchors = new Map<number, string>();
  for (const reflection of documented) {
    const used = new Set<string>();
    for (const child of reflection.children ?? []) {
      let anchor = memberAnchor(child.name, Boolean(child.flags.isStatic));
      for (let suffix = 2; used.has(anchor); suffix += 1)
        anchor = `${memberAnchor(child.name, Boolean(child.flags.isStatic))}-${suffix}`;
      used.add(anchor);
      memberAnchors.set(child.id, anchor);
    }
  }

  /** A reflection id TypeDoc handed out but the model cannot place: fail the build rather than drop a link. */
  const unplaceable = (target: number, name: string): never => {
    throw new Error(
      `[api-reference] ${pkg.name} refers to ${name} (TypeDoc id ${target}), which is part of the package but has no page or anchor in the reference. ` +
        'Teach plugins/apiReference/model.ts where it is documented.',
    );
  };

  const resolveLinkTarget: ResolveLinkTarget = (target, name = '') => {
    if (target < 0) return null;
    const found = index.get(target) ?? unplaceable(target, name);
    if (!found.item) return null;
    const base = itemUrl.get(found.item.id)!;
    if (found.reflection.id === found.item.id) return base;
    if (found.member && memberAnchors.has(found.member.id) && !base.includes('#'))
      return `${base}#${memberAnchors.get(found.member.id)}`;
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

  const doc = (comment: JSONOutput.Comment | undefined): ApiDoc => docFromComment(comment, resolveLinkTarget);

  const typeParametersOf = (parameters: JSONOutput.TypeParameterReflection[] | undefined): ApiTypeParameter[] =>
    (parameters ?? []).map((parameter) => ({
      name: parameter.name,
      constraint: parameter.type ? typeToText(parameter.type, typeContext) : null,
      default: parameter.default ? typeToText(parameter.default, typeContext) : null,
      doc: doc(parameter.comment).summary,
    }));

  const signatureOf = (signature: Signature, prefix: string, outerDoc: ApiDoc, withReturn = true): ApiSignature => {
    const references = new Set<string>();
    let text = signatureToText(signature, typeContext, references);
    if (!withReturn) text = text.replace(/\): [^\n]*$/, ')');
    return {
      code: `${prefix}${text}`,
      references: [...references].sort(),
      typeParameters: typeParametersOf(signature.typeParameters),
      parameters: (signature.parameters ?? []).map((parameter) => ({
        name: parameter.name,
        type: typeToText(parameter.type, typeContext),
        optional: Boolean(parameter.flags.isOptional),
        rest: Boolean(parameter.flags.isRest),
        defaultValue: parameter.defaultValue ?? null,
        doc: doc(parameter.comment).summary,
      })),
      returnType: withReturn && signature.type ? typeToText(signature.type, typeContext) : null,
      doc: mergeDocs(outerDoc, doc(signature.comment)),
    };
  };

  const originOf = (member: Reflection): ApiMemberOrigin | null => {
    const [relation, reference] = member.inheritedFrom
      ? (['inherited', member.inheritedFrom] as const)
      : member.overwrites
        ? (['overrides', member.overwrites] as const)
        : member.implementationOf
          ? (['implements', member.implementationOf] as const)
          : [null, null];
    if (!relation) return null;
    const url = typeof reference.target === 'number' ? resolveLinkTarget(reference.target, reference.name) : null;
    return { relation, name: reference.name, url };
  };

  const memberOf = (member: Reflection, ownerName: string): ApiMember => {
    const kind = MEMBER_KINDS[member.kind];
    if (!kind)
      throw new Error(
        `[api-reference] ${ownerName}.${member.name} is a TypeDoc kind ${member.kind} member, which the reference has no layout for.`,
      );
    const isStatic = Boolean(member.flags.isStatic);
    const memberDoc = doc(member.comment);
    const staticPrefix = isStatic ? 'static ' : '';
    let signatures: ApiSignature[] = [];
    let code = '';
    let references: string[] = [];
    let value: string | null = null;
    if (kind === 'constructor') {
      signatures = (member.signatures ?? []).map((signature) =>
        signatureOf(signature, `new ${ownerName}`, memberDoc, false),
      );
    } else if (kind === 'method') {
      signatures = (member.signatures ?? []).map((signature) =>
        signatureOf(signature, `${staticPrefix}${member.name}`, memberDoc),
      );
    } else if (kind === 'accessor') {
      signatures = [
        ...(member.getSignature
          ? [signatureOf(member.getSignature, `${staticPrefix}get ${member.name}`, memberDoc)]
          : []),
        ...(member.setSignature
          ? [signatureOf(member.setSignature, `${staticPrefix}set ${member.name}`, memberDoc, false)]
          : []),
      ];
    } else if (kind === 'enumMember') {
      value = typeToText(member.type, typeContext).text;
      code = `${member.name} = ${value}`;
    } else {
      const referenced = new Set<string>();
      code = `${staticPrefix}${memberToText(member, typeContext, referenced)}`;
      references = [...referenced].sort();
    }
    return {
      name: member.name,
      kind,
      anchor: memberAnchors.get(member.id)!,
      isStatic,
      isOptional: Boolean(member.flags.isOptional),
      isReadonly: Boolean(member.flags.isReadonly),
      code,
      references,
      signatures,
      value,
      origin: originOf(member),
      doc: signatures.length > 0 ? { ...memberDoc, ...pickSignatureDoc(signatures, memberDoc) } : memberDoc,
    };
  };

  const declarationOf = (reflection: Reflection, kind: ApiItemKind): { code: string; references: string[] } => {
    const references = new Set<string>();
    const typeParameters = typeParametersToText(reflection.typeParameters, typeContext, references);
    const heritage = (keyword: string, types: JSONOutput.SomeType[] | undefined) =>
      types?.length
        ? ` ${keyword} ${types.map((type) => collect(typeToText(type, typeContext), references)).join(', ')}`
        : '';
    let code: string;
    switch (kind) {
      case 'class':
        code = `${reflection.flags.isAbstract ? 'abstract ' : ''}class ${reflection.name}${typeParameters}${heritage('extends', reflection.extendedTypes)}${heritage('implements', reflection.implementedTypes)}`;
        break;
      case 'interface': {
        const body = (reflection.children ?? [])
          .map((child) => `  ${memberToText(child, typeContext, references)};\n`)
          .join('');
        code = `interface ${reflection.name}${typeParameters}${heritage('extends', reflection.extendedTypes)} {\n${body}}`;
        break;
      }
      case 'enum':
        code = `enum ${reflection.name} {\n${(reflection.children ?? []).map((child) => `  ${child.name} = ${typeToText(child.type, typeContext).text},\n`).join('')}}`;
        break;
      case 'typeAlias': {
        const type = reflection.type;
        const text = collect(typeToText(type, typeContext), references);
        const head = `type ${reflection.name}${typeParameters} =`;
        code =
          type?.type === 'union' && `${head} ${text}`.length > 72
            ? `${head}\n${type.types.map((member) => `  | ${collect(typeToText(member, typeContext), references)}`).join('\n')}`
            : `${head} ${text}`;
        break;
      }
      case 'variable':
        code = `${reflection.flags.isConst ? 'const' : 'let'} ${reflection.name}: ${collect(typeToText(reflection.type, typeContext), references)}`;
        break;
      case 'namespace': {
        // graphql 17 turned enums like Kind into namespaces of constants, each with a same-named type.
        const constants = (reflection.children ?? []).filter((child) => child.kind === KIND.variable);
        code = `namespace ${reflection.name} {\n${constants.map((child) => `  const ${child.name}: ${collect(typeToText(child.type, typeContext), references)};\n`).join('')}}`;
        break;
      }
      case 'function':
        code = '';
        break;
    }
    return { code, references: [...references].sort() };
  };

  const items: ApiItem[] = documented.map((reflection) => {
    const kind = ITEM_KINDS[reflection.kind]!;
    const itemDoc = doc(reflection.comment);
    const signatures =
      kind === 'function'
        ? (reflection.signatures ?? []).map((signature) =>
            signatureOf(signature, `function ${reflection.name}`, itemDoc),
          )
        : [];
    const mergedDoc = signatures.length > 0 ? { ...itemDoc, ...pickSignatureDoc(signatures, itemDoc) } : itemDoc;
    const ownDeclaration = declarationOf(reflection, kind);
    const companion = companionTypes.get(reflection.name);
    const companionDeclaration = companion ? declarationOf(companion, 'typeAlias') : null;
    const declaration = companionDeclaration
      ? {
          code: `${ownDeclaration.code}\n${companionDeclaration.code}`,
          references: [...new Set([...ownDeclaration.references, ...companionDeclaration.references])].sort(),
        }
      : ownDeclaration;
    const members =
      kind === 'class' || kind === 'interface' || kind === 'enum'
        ? (reflection.children ?? []).map((child) => memberOf(child, reflection.name))
        : [];
    return {
      id: reflection.id,
      name: reflection.name,
      kind,
      url: itemUrl.get(reflection.id)!,
      hasPage: (PAGE_KINDS as readonly string[]).includes(kind),
      group: categoryById.get(reflection.id) ?? MODULE_TITLES[moduleOf(reflection)] ?? moduleOf(reflection),
      summaryLine: summaryLine(mergedDoc.summary),
      doc: mergedDoc,
      declaration: declaration.code,
      references: declaration.references,
      typeParameters: typeParametersOf(reflection.typeParameters),
      signatures,
      members,
      source: sourceOf(reflection, pkg),
      versionNote: null,
      counterparts: {},
    };
  });

  items.sort(
    (a, b) => ITEM_KIND_ORDER.indexOf(a.kind) - ITEM_KIND_ORDER.indexOf(b.kind) || a.name.localeCompare(b.name, 'en'),
  );
  return { package: pkg, overviewUrl, items, doctests: null };
}

function collect(text: { text: string; references: string[] }, into: Set<string>): string {
  for (const reference of text.references) into.add(reference);
  return text.text;
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

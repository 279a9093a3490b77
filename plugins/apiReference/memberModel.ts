import { docOf, type ModelContext } from './modelContext';
import { MEMBER_KINDS, type Reflection } from './reflections';
import { pickSignatureDoc, type SignatureLayout, signatureOf } from './signatureModel';
import { memberToText, typeToText } from './typeText';
import type { ApiDoc, ApiMember, ApiMemberKind, ApiMemberOrigin, ApiSignature, ApiTypeText } from './types';

/* The members of a class, interface or enum in the model. */

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
export function memberOf(member: Reflection, ownerName: string, context: ModelContext): ApiMember {
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

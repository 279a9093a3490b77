import type { JSONOutput } from 'typedoc';
import { docFromComment, type ResolveLinkTarget } from './comments';
import { type IndexedReflection, KIND } from './reflections';
import { hasAnchor, routeWithAnchor } from '../../site/siteMap';
import { typeToText, type TypeTextContext } from './typeText';
import type { ApiDoc, ApiTypeParameter } from './types';

/** What the steps that build items share: where links go, how types are named, each member's anchor. */
export interface ModelContext {
  resolveLinkTarget: ResolveLinkTarget;
  typeContext: TypeTextContext;
  memberAnchors: ReadonlyMap<number, string>;
}

/** Where a reflection id leads (a page, an overview anchor or a member's anchor) and how a type naming it prints. */
export function toModelContext({
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
        'Teach plugins/apiReference/modelContext.ts where it is documented.',
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
export function docOf(comment: JSONOutput.Comment | undefined, context: ModelContext): ApiDoc {
  return docFromComment(comment, context.resolveLinkTarget);
}

/** Type parameters with their constraint, default and doc. */
export function typeParametersOf(
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

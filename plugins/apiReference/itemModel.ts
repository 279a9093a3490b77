import { summaryLine } from './comments';
import { isPageKind } from './itemUrls';
import { memberOf } from './memberModel';
import { docOf, type ModelContext, typeParametersOf } from './modelContext';
import { ITEM_KINDS, MODULE_TITLES, moduleOf, type Reflection, sourceOf } from './reflections';
import { pickSignatureDoc, signatureOf } from './signatureModel';
import { declarationToText, typeToText, type TypeTextContext } from './typeText';
import type { ApiItem, ApiItemKind, ApiPackage } from './types';

/* One documented export in the model: its doc, signatures, declaration, members, group and source. */

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
export interface ItemInput {
  context: ModelContext;
  pkg: Required<ApiPackage>;
  /** The item's URL (assignItemUrls). */
  url: string;
  /** `@category` by reflection id (categoriesById). */
  groups: ReadonlyMap<number, string>;
  companionTypes: ReadonlyMap<string, Reflection>;
}

/** One documented export: its doc, signatures, declaration, members, group and source. */
export function toApiItem(reflection: Reflection, { context, pkg, url, groups, companionTypes }: ItemInput): ApiItem {
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

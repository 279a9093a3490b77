import { mergeDocs } from './comments';
import { docOf, type ModelContext, typeParametersOf } from './modelContext';
import type { Signature } from './reflections';
import { signatureToText, typeToText } from './typeText';
import type { ApiDoc, ApiSignature } from './types';

/* Call signatures in the model: their code, parameters, return type and doc. */

/** How one signature is printed: what comes before its parameters, the doc it inherits, and whether it shows a return type. */
export interface SignatureLayout {
  prefix: string;
  outerDoc: ApiDoc;
  /** @default true */
  withReturn?: boolean;
}

/** One call signature as code, with its parameters, return type and doc (the outer doc merged under its own). */
export function signatureOf(
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

/**
 * The item-level doc of something documented on its signatures: the first signature's summary
 * and deprecation stand for the whole (overloads keep their own on each signature).
 */
export function pickSignatureDoc(
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

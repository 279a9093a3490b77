import type { PhrasingContent } from 'mdast';
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
import { examples } from './exampleNotes';
import { type ApiOptionsObjects, optionsObjectsOfType } from './optionsObjects';
import type { ApiDoc, ApiParameter, ApiSignature, ApiTypeParameter, ApiTypeText } from './types';

/*
 * The parts of an item's documentation that a signature gives (mdast): its code block, its deprecation,
 * its type parameters, parameters and returns, shared by functions and members.
 */

const refsProps = (references: string[]) => ({ className: API_CODE_CLASS, 'data-api-refs': references.join(' ') });

/** A highlighted TypeScript block whose named package types become links. */
export const signatureBlock = (source: string, references: string[]): FlowNode =>
  jsxFlow('div', refsProps(references), [code('ts', source)]);

/** Inline type text whose named package types become links. */
export const typeCode = (type: ApiTypeText): PhrasingContent =>
  jsxText('span', refsProps(type.references), [inlineCode(type.text)]);

/** Comment Markdown as page content. */
export const prose = (markdown: string) => nodesFromCommentMarkdown(markdown);

/** The "Deprecated" note of a doc, its reason after the label (nothing when not deprecated). */
export function deprecationNotice(doc: ApiDoc): FlowNode[] {
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

/** The table of type parameters, with constraint, default and doc (nothing when there are none). */
export function typeParametersTable(parameters: ApiTypeParameter[]): FlowNode[] {
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

/** What a page's signatures need from the rest of the model: the options objects whose fields a parameter lists. */
export interface ItemBodyContext {
  /** @default none: parameters list no fields */
  optionsObjects?: ApiOptionsObjects;
}

/**
 * A signature's details. `level` picks headings (h2 sections on a function page) or bold labels
 * (inside a member, where headings would flood the table of contents).
 */
export function signatureDetails(
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

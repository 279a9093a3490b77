import { routeWithAnchor } from '../../site/siteMap';
import { firstSentence } from './comments';
import { namedTypeName, topLevelParts } from './typeText';
import type { ApiItem, ApiModel, ApiTypeText } from './types';

/*
 * The package's own options objects (`ExecutionArgs`, `GraphQLObjectTypeConfig`, `ParseOptions`):
 * the interfaces a function or constructor takes as one parameter holding its named arguments, so
 * that a page can list their fields under that parameter. Pure: computed from one version's model.
 */

/** graphql names its options objects this way: `…Args`, `…Config` (and `…NormalizedConfig`), `…Options`. */
const OPTIONS_OBJECT_NAME = /(?:Args|Config|Options)$/;

/** Whether a name is one graphql gives its options objects. */
export const isOptionsObjectName = (name: string) => OPTIONS_OBJECT_NAME.test(name);

/** Wrappers a parameter's type may put around an options object and still be one: `Readonly<ExecutionArgs>`. */
const WRAPPER = /^(?:Readonly|Maybe|Partial)<([\s\S]*)>$/;

/** One field of an options object, as a parameter's row shows it. */
export interface ApiOptionsField {
  name: string;
  optional: boolean;
  type: ApiTypeText;
  /** The first sentence of the field's doc comment (markdown, one line). */
  summary: string;
  /** The field on the options object's page. */
  url: string;
}

/** An options object of the package: its name, page and fields. */
export interface ApiOptionsObject {
  name: string;
  url: string;
  fields: ApiOptionsField[];
}

/** Options objects by name. */
export type ApiOptionsObjects = ReadonlyMap<string, ApiOptionsObject>;

/** Whether an item is one of the package's options objects: an interface named like one, with properties. */
function isOptionsObject(item: ApiItem): boolean {
  return (
    item.kind === 'interface' &&
    isOptionsObjectName(item.name) &&
    item.members.some((member) => member.kind === 'property')
  );
}

/** Every options object of a model, by name, with its properties as fields. */
export function toOptionsObjects(model: ApiModel): ApiOptionsObjects {
  const objects = new Map<string, ApiOptionsObject>();
  for (const item of model.items.filter(isOptionsObject)) {
    const fields = item.members.flatMap((member) =>
      member.kind === 'property' && member.type
        ? [
            {
              name: member.name,
              optional: member.isOptional,
              type: member.type,
              summary: firstSentence(member.doc.summary),
              url: routeWithAnchor(item.url, member.anchor),
            },
          ]
        : [],
    );
    objects.set(item.name, { name: item.name, url: item.url, fields });
  }
  return objects;
}

/** A parameter type's text without the `| null | undefined` and the wrappers around it: `Maybe<ParseOptions>` is ParseOptions. */
function unwrapped(text: string): string {
  let inner = text.replace(/\s*\|\s*(?:null|undefined)\b/g, '').trim();
  for (let match = WRAPPER.exec(inner); match; match = WRAPPER.exec(inner)) inner = match[1]!.trim();
  return inner;
}

/**
 * The options objects a parameter's type is: one (`ExecutionArgs`,
 * `Readonly<GraphQLObjectTypeConfig<TSource, TContext>>`, `Maybe<ParseOptions>`, or one of them
 * `| null | undefined`), or each part of an intersection of them, in order (`buildSchema`'s
 * `BuildSchemaOptions & ParseOptions` takes the fields of both). A type that only mentions one
 * (`ReadonlyArray<ExecutionArgs>`), or intersects one with a type that is none, is none: listing
 * some of the fields it takes would read as all of them.
 */
export function optionsObjectsOfType(type: ApiTypeText, objects: ApiOptionsObjects): ApiOptionsObject[] {
  const parts = topLevelParts(unwrapped(type.text), '&').map((part) => {
    const name = namedTypeName(unwrapped(part));
    return (name && type.references.includes(name) && objects.get(name)) || null;
  });
  return parts.every((part) => part !== null) ? parts : [];
}

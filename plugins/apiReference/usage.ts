import { routeWithAnchor } from '../../site/siteMap';
import { type ApiOptionsObjects, optionsObjectOfType, toOptionsObjects } from './optionsObjects';
import { namedTypeName } from './typeText';
import type { ApiGuidePage, ApiItem, ApiModel, ApiSignature, ApiTypeText } from './types';

/*
 * Where each item of one version is used: the functions, methods and constructors that return it
 * and that take it (from that version's signatures), what it extends and what extends it, and the
 * hand-written pages that use it. Pure: computed from the model and the guides' plain data.
 */

/** A link to a place in the reference: a function, `GraphQLSchema.getType`, `new GraphQLObjectType`, a class. */
export interface ApiPlaceLink {
  label: string;
  url: string;
}

/** A function, method or constructor that returns or takes an item, and what it goes through when not directly. */
export interface ApiUse extends ApiPlaceLink {
  /** The union it is part of (`ASTNode`), or the options object's field that holds it (`ExecutionArgs.document`). */
  via: ApiPlaceLink | null;
}

/** Where one item is used. Every list is sorted by label, direct uses first. */
export interface ApiItemUsage {
  returnedBy: ApiUse[];
  takenBy: ApiUse[];
  /** What the item extends, as written (`Error` is not the package's, so it has no link). */
  extends: ApiTypeText[];
  extendedBy: ApiPlaceLink[];
  /** Tutorials and guides that import it or link to it. */
  guides: ApiPlaceLink[];
}

/** What each item of a model needs to say where it is used, and the options objects its parameters expand. */
export interface ApiModelUses {
  usages: ReadonlyMap<string, ApiItemUsage>;
  optionsObjects: ApiOptionsObjects;
}

/** A function, method or constructor, with its signatures and the item that declares it. */
interface Callable extends ApiPlaceLink {
  owner: string;
  signatures: ApiSignature[];
}

/** Every function, method and constructor of a model. */
function callablesOf(items: readonly ApiItem[]): Callable[] {
  return items.flatMap((item): Callable[] => {
    if (item.kind === 'function')
      return [{ label: item.name, url: item.url, owner: item.name, signatures: item.signatures }];
    return item.members.flatMap((member) =>
      member.kind === 'method' || member.kind === 'constructor'
        ? [
            {
              label: member.kind === 'constructor' ? `new ${item.name}` : `${item.name}.${member.name}`,
              url: routeWithAnchor(item.url, member.anchor),
              owner: item.name,
              signatures: member.signatures,
            },
          ]
        : [],
    );
  });
}

/**
 * Generic types that hold or yield values of their (first) type argument, for what a signature
 * returns or takes: a `Maybe<T>`, `ReadonlyArray<T>` or `ThunkObjMap<T>` gives or takes T's.
 */
const WRAPPER =
  /^(?:Readonly|Maybe|Partial|PromiseOrValue|Promise|ReadonlyArray|Array|ObjMap|ReadOnlyObjMap|ThunkObjMap|ThunkReadonlyArray|AsyncGenerator|AsyncIterable|AsyncIterableIterator|Iterable)<([\s\S]*)>$/;

/** A type's text split at its top-level `separator` (`|` between union members, `,` between type arguments). */
function topLevelParts(text: string, separator: '|' | ','): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    if ('<([{'.includes(char)) depth += 1;
    else if (')]}'.includes(char) || (char === '>' && text[index - 1] !== '=')) depth -= 1;
    else if (char === separator && depth === 0) {
      parts.push(text.slice(start, index));
      start = index + 1;
    }
  }
  return [...parts, text.slice(start)].map((part) => part.trim()).filter(Boolean);
}

const unionParts = (text: string) => topLevelParts(text, '|');

/**
 * The named types a value of this type is, through wrappers and unions: `Maybe<GraphQLSchema>` is a
 * GraphQLSchema, `GraphQLList<GraphQLType>` a GraphQLList (not a GraphQLType), `(x: A) => B` none.
 */
export function namedTypesOf(text: string): string[] {
  return unionParts(text).flatMap((part) => {
    let type = part.replace(/\[\]$/, '');
    for (let match = WRAPPER.exec(type); match; match = WRAPPER.exec(type))
      type = topLevelParts(match[1]!, ',')[0] ?? '';
    if (type !== part.replace(/\[\]$/, '') && unionParts(type).length > 1) return namedTypesOf(type);
    const name = namedTypeName(type);
    return name && name !== 'null' && name !== 'undefined' ? [name] : [];
  });
}

/** The members of each type alias that is a union (`ASTNode`, `GraphQLNamedType`): a value of it is a value of one of them. */
function unionMembersOf(items: readonly ApiItem[]): Map<string, { union: ApiPlaceLink; members: string[] }> {
  const unions = new Map<string, { union: ApiPlaceLink; members: string[] }>();
  for (const item of items) {
    if (item.kind !== 'typeAlias') continue;
    const definition = item.declaration.slice(item.declaration.indexOf('=') + 1);
    if (unionParts(definition).length < 2) continue;
    unions.set(item.name, { union: { label: item.name, url: item.url }, members: namedTypesOf(definition) });
  }
  return unions;
}

type Unions = ReadonlyMap<string, { union: ApiPlaceLink; members: string[] }>;

/** How a name was reached from a signature's types: directly (`null`), or through a union or an options object. */
type Reached = Map<string, ApiPlaceLink | null>;

/** Adds a name to what a signature reaches; a name reached directly is never downgraded to one reached through something. */
function add(reached: Reached, name: string, via: ApiPlaceLink | null) {
  if (!reached.has(name) || (via === null && reached.get(name) !== null)) reached.set(name, via);
}

/**
 * Adds the named types a value of a type is (namedTypesOf), and the members of the unions among
 * them however deeply nested, to what a signature reaches. A name only mentioned, as a type
 * argument of another (`Box<Square>`) or in a callback's parameters, is not reached.
 */
function reach(reached: Reached, type: ApiTypeText, via: ApiPlaceLink | null, unions: Unions) {
  const names = namedTypesOf(type.text).filter((name) => type.references.includes(name));
  for (const name of names) add(reached, name, via);
  const pending = names.map((name) => ({ name, via }));
  const expanded = new Set<string>();
  for (let next = pending.pop(); next; next = pending.pop()) {
    const union = unions.get(next.name);
    if (!union || expanded.has(next.name)) continue;
    expanded.add(next.name);
    const through = next.via ?? union.union;
    for (const member of union.members) {
      add(reached, member, through);
      pending.push({ name: member, via: through });
    }
  }
}

/** What the signatures of a callable return and take, each with how it is reached. */
function reachedBy(callable: Callable, context: { unions: Unions; optionsObjects: ApiOptionsObjects }) {
  const returned: Reached = new Map();
  const taken: Reached = new Map();
  for (const signature of callable.signatures) {
    if (signature.returnType) reach(returned, signature.returnType, null, context.unions);
    for (const parameter of signature.parameters) {
      reach(taken, parameter.type, null, context.unions);
      const options = optionsObjectOfType(parameter.type, context.optionsObjects);
      for (const field of options?.fields ?? [])
        reach(taken, field.type, { label: `${options!.name}.${field.name}`, url: field.url }, context.unions);
    }
  }
  return { returned, taken };
}

const byLabel = (a: ApiPlaceLink, b: ApiPlaceLink) => a.label.localeCompare(b.label, 'en');

/** Direct uses first, then those through an options object or a union; each group by label. */
const directFirst = (a: ApiUse, b: ApiUse) => Number(a.via !== null) - Number(b.via !== null) || byLabel(a, b);

/** An empty usage, filled in by toModelUses. */
const emptyUsage = (item: ApiItem): ApiItemUsage => ({
  returnedBy: [],
  takenBy: [],
  extends: item.extendedTypes,
  extendedBy: [],
  guides: [],
});

/** Where every item of a model with a page is used, and the model's options objects. */
export function toModelUses(model: ApiModel, guides: readonly ApiGuidePage[] = []): ApiModelUses {
  const optionsObjects = toOptionsObjects(model);
  const unions = unionMembersOf(model.items);
  const usages = new Map(model.items.filter((item) => item.hasPage).map((item) => [item.name, emptyUsage(item)]));
  for (const callable of callablesOf(model.items)) {
    const { returned, taken } = reachedBy(callable, { unions, optionsObjects });
    const use = (via: ApiPlaceLink | null): ApiUse => ({ label: callable.label, url: callable.url, via });
    for (const [name, via] of returned) if (name !== callable.owner) usages.get(name)?.returnedBy.push(use(via));
    for (const [name, via] of taken) if (name !== callable.owner) usages.get(name)?.takenBy.push(use(via));
  }
  for (const item of model.items) {
    for (const type of item.extendedTypes) {
      // `Box<Square>` extends Box, and only names Square.
      const extended = type.references.find((name) => type.text === name || type.text.startsWith(`${name}<`));
      if (extended) usages.get(extended)?.extendedBy.push({ label: item.name, url: item.url });
    }
  }
  for (const guide of guides)
    for (const name of guide.names) usages.get(name)?.guides.push({ label: guide.title, url: guide.route });
  for (const usage of usages.values()) {
    usage.returnedBy.sort(directFirst);
    usage.takenBy.sort(directFirst);
    usage.extendedBy.sort(byLabel);
    usage.guides.sort(byLabel);
  }
  return { usages, optionsObjects };
}

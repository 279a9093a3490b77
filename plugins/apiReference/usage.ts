import { routeWithAnchor } from '../../site/siteMap';
import { type ApiOptionsObjects, optionsObjectsOfType, toOptionsObjects } from './optionsObjects';
import { depthChange, namedTypeName, topLevelParts } from './typeText';
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

/** Where the bracket opened at `start` closes, or -1. */
function closingIndex(text: string, start: number): number {
  let depth = 0;
  for (let index = start; index < text.length; index += 1) {
    depth += depthChange(text, index);
    if (depth === 0) return index;
  }
  return -1;
}

/** Whether the bracket opening a type's text closes at its end: `(A | B)`, `{ a: A }`, not `(x: A) => B`. */
const enclosedWhole = (text: string) => closingIndex(text, 0) === text.length - 1;

const unionParts = (text: string) => topLevelParts(text, '|');

/**
 * A function or constructor type (`(x: A) => B`, `<T>(x: T) => T`, `new () => C`): a value of it
 * is a function, none of the types it names. Checked before unions, since `(x: A) => B | C`
 * returns the union.
 */
const isFunctionType = (text: string) =>
  /^new\s*\(/.test(text) ||
  (/^[<(]/.test(text) && /^\s*=>/.test(text.slice(closingIndex(text, text.indexOf('(')) + 1)));

/**
 * The types of an object type's properties and index signatures (`{ readonly a?: A; [key: string]: B }`):
 * a value of the object holds values of them. Its methods (`m(x: X): R`) are functions.
 */
const objectMemberTypes = (body: string): string[] =>
  topLevelParts(body, ';').flatMap((member) => {
    const property = /^(?:readonly\s+)?(?:[\w$]+|\[[^\]]*\])\??\s*:\s*([\s\S]+)$/.exec(member);
    return property ? [property[1]!] : [];
  });

/**
 * The named types a value of this type is, or holds, through wrappers, arrays (`readonly A[]`),
 * unions, intersections (a value of `A & B` is both) and the properties of an object type (a
 * value of `{ a: A }` holds an A): `Maybe<GraphQLSchema>` is a GraphQLSchema, `GraphQLList<GraphQLType>`
 * a GraphQLList (not a GraphQLType), `(x: A) => B` none.
 */
export function namedTypesOf(text: string): string[] {
  const type = text.trim();
  if (isFunctionType(type)) return [];
  for (const separator of ['|', '&'] as const) {
    const parts = topLevelParts(type, separator);
    if (parts.length > 1) return parts.flatMap(namedTypesOf);
  }
  if (/^readonly\s/.test(type)) return namedTypesOf(type.slice('readonly'.length));
  if (type.endsWith('[]')) return namedTypesOf(type.slice(0, -2));
  if (type.startsWith('(') && enclosedWhole(type)) return namedTypesOf(type.slice(1, -1));
  if (type.startsWith('{') && enclosedWhole(type)) return objectMemberTypes(type.slice(1, -1)).flatMap(namedTypesOf);
  const wrapped = WRAPPER.exec(type);
  if (wrapped) return namedTypesOf(topLevelParts(wrapped[1]!, ',')[0] ?? '');
  const name = namedTypeName(type);
  return name && name !== 'null' && name !== 'undefined' ? [name] : [];
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
      for (const options of optionsObjectsOfType(parameter.type, context.optionsObjects))
        for (const field of options.fields)
          reach(taken, field.type, { label: `${options.name}.${field.name}`, url: field.url }, context.unions);
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
  // A guide is listed on the pages of the version it uses: one about 17's abort signals, which links
  // only to 17's ExecutionArgs, is not listed on 16's.
  for (const guide of guides)
    for (const name of guide.namesByOverviewRoute[model.overviewUrl] ?? [])
      usages.get(name)?.guides.push({ label: guide.title, url: guide.route });
  for (const usage of usages.values()) {
    usage.returnedBy.sort(directFirst);
    usage.takenBy.sort(directFirst);
    usage.extendedBy.sort(byLabel);
    usage.guides.sort(byLabel);
  }
  return { usages, optionsObjects };
}

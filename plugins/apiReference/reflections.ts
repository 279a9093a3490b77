import type { JSONOutput } from 'typedoc';
import type { ApiItemKind, ApiMemberKind, ApiPackage, ApiSource } from './types';

/*
 * TypeDoc's JSON as the model reads it: the kinds it knows, every reflection indexed with the
 * export and member it belongs to, and where a reflection comes from. No TypeDoc runtime.
 */

export type Reflection = JSONOutput.DeclarationReflection;
export type Signature = JSONOutput.SignatureReflection;

// TypeDoc's ReflectionKind values (stable across 0.2x), kept here so this module needs no TypeDoc runtime.
export const KIND = {
  namespace: 4,
  enum: 8,
  enumMember: 16,
  variable: 32,
  function: 64,
  class: 128,
  interface: 256,
  constructor: 512,
  property: 1024,
  method: 2048,
  typeParameter: 131072,
  accessor: 262144,
  typeAlias: 2097152,
} as const;

export const ITEM_KINDS: Record<number, ApiItemKind> = {
  [KIND.class]: 'class',
  [KIND.enum]: 'enum',
  [KIND.function]: 'function',
  [KIND.interface]: 'interface',
  [KIND.typeAlias]: 'typeAlias',
  [KIND.variable]: 'variable',
  [KIND.namespace]: 'namespace',
};

export const MEMBER_KINDS: Record<number, ApiMemberKind> = {
  [KIND.constructor]: 'constructor',
  [KIND.property]: 'property',
  [KIND.method]: 'method',
  [KIND.accessor]: 'accessor',
  [KIND.enumMember]: 'enumMember',
};

/** Group titles for the library's modules (its folders), used where an item has no `@category`. */
export const MODULE_TITLES: Record<string, string> = {
  '': 'Entry point',
  language: 'Language',
  type: 'Type system',
  execution: 'Execution',
  subscription: 'Execution',
  validation: 'Validation',
  utilities: 'Utilities',
  jsutils: 'Utilities',
  error: 'Errors',
};

export interface IndexedReflection {
  reflection: JSONOutput.Reflection & { kind: number; name: string };
  /** The top-level export this reflection belongs to (itself for exports). */
  item: Reflection | null;
  /** The class/interface/enum member this reflection is or belongs to. */
  member: Reflection | null;
}

/** Every reflection of the project by id, with the export and member that contain it. */
export function indexReflections(json: JSONOutput.ProjectReflection): Map<number, IndexedReflection> {
  const index = new Map<number, IndexedReflection>();
  const visit = (node: unknown, item: Reflection | null, member: Reflection | null) => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      for (const child of node) visit(child, item, member);
      return;
    }
    const record = node as Record<string, unknown>;
    let nextItem = item;
    let nextMember = member;
    if (typeof record.id === 'number' && typeof record.kind === 'number' && typeof record.variant === 'string') {
      const reflection = record as unknown as IndexedReflection['reflection'];
      if (item === null && reflection.kind in ITEM_KINDS) nextItem = reflection as Reflection;
      else if (member === null && reflection.kind in MEMBER_KINDS) nextMember = reflection as Reflection;
      index.set(reflection.id, { reflection, item: nextItem, member: nextMember });
    }
    for (const value of Object.values(record)) visit(value, nextItem, nextMember);
  };
  visit(json.children, null, null);
  return index;
}

/** Fragment id for a member name: `[toStringTag]` → `toStringTag`, static members prefixed. */
export function memberAnchor(name: string, isStatic: boolean): string {
  const base = name.replace(/[^A-Za-z0-9_$-]+/g, '-').replace(/^-+|-+$/g, '') || 'member';
  return isStatic ? `static-${base}` : base;
}

/** The module (top folder of the published file) a reflection is declared in: `type`, `language`, … ('' for the root). */
export function moduleOf(reflection: Reflection): string {
  const fileName = reflection.sources?.[0]?.fileName ?? '';
  const segments = fileName.split('/');
  return segments.length > 1 ? segments[0]! : '';
}

/** Where a reflection is defined in the package's repository, from its published declaration file. */
export function sourceOf(reflection: Reflection, pkg: ApiPackage): ApiSource | null {
  const fileName = reflection.sources?.[0]?.fileName;
  if (!fileName) return null;
  // `type/schema.d.ts` (the published declaration) comes from `src/type/schema.ts`.
  const path = `src/${fileName.replace(/\.d\.ts$/, '.ts')}`;
  return { path, url: `${pkg.repositoryUrl}/blob/${pkg.sourceTag}/${path}` };
}

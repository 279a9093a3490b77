import type { ApiItemKind } from './types';

/** How each kind is named in headings, lists and notes. */
export const KIND_TITLES: Record<ApiItemKind, { singular: string; plural: string }> = {
  class: { singular: 'Class', plural: 'Classes' },
  enum: { singular: 'Enum', plural: 'Enums' },
  function: { singular: 'Function', plural: 'Functions' },
  interface: { singular: 'Interface', plural: 'Interfaces' },
  typeAlias: { singular: 'Type alias', plural: 'Type aliases' },
  variable: { singular: 'Variable', plural: 'Variables' },
  namespace: { singular: 'Namespace', plural: 'Namespaces' },
};

/** Anchor of a kind's section: `Type aliases` → `type-aliases`. */
export const kindAnchor = (kind: ApiItemKind) => KIND_TITLES[kind].plural.toLowerCase().replace(/\s+/g, '-');

/** The major version a version key names, as badges say it: `v17` → `17`. */
export const majorOf = (versionKey: string) => versionKey.replace(/^v/, '');

import { KIND_TITLES } from '../../site/contracts';
import type { ApiItemKind } from './types';

/** How each kind is named in headings, lists and notes: one table with the theme's search results (site/contracts.ts). */
export { KIND_TITLES };

/** Anchor of a kind's section: `Type aliases` → `type-aliases`. */
export const kindAnchor = (kind: ApiItemKind) => KIND_TITLES[kind].plural.toLowerCase().replace(/\s+/g, '-');

/** The major version a version key names, as badges say it: `v17` → `17`. */
export const majorOf = (versionKey: string) => versionKey.replace(/^v/, '');

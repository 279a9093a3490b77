import { KIND_TITLES, kindAnchor } from '../../site/contracts';

/**
 * How each kind is named in headings, lists and notes, and the anchor of its section on an overview: one table
 * with the theme's search results and breadcrumbs (site/contracts.ts).
 */
export { KIND_TITLES, kindAnchor };

/** The major version a version key names, as badges say it: `v17` → `17`. */
export const majorOf = (versionKey: string) => versionKey.replace(/^v/, '');

import type { PageType } from '@rspress/shared';

/** Page types Rspress's Layout renders without its DocLayout (so without the doc sidebar): everything else gets it. */
export const PAGE_TYPES_WITHOUT_DOC_LAYOUT: readonly PageType[] = ['home', '404', 'custom', 'blank'];

/** Whether Rspress renders a page of this type in its DocLayout (with sidebar and outline). */
export function hasDocLayout(pageType: string): boolean {
  return !(PAGE_TYPES_WITHOUT_DOC_LAYOUT as readonly string[]).includes(pageType);
}

/**
 * Sidebars that come with the pages they belong to instead of with the site data every page loads
 * (the API reference's: plugins/apiReference leaves a stub in the config and loads these with the
 * API pages' code). Rspress reads sidebars from its site data module on each render
 * (`useLocaleSiteData().sidebar`, keyed by path prefix), and `useSite()` returns that module's object
 * as it is: adding them there, before a page of theirs renders, is adding them to the site.
 */
import type { SidebarsFile } from '../../site/contracts';
import siteData from 'virtual-site-data';

const added = new WeakSet<SidebarsFile>();

/** Puts these sidebars (the sidebars file: by path prefix, links as Rspress normalizes them) into the site data, once. */
export function addSidebars(sidebars: SidebarsFile): void {
  if (added.has(sidebars)) return;
  added.add(sidebars);
  // A new object, so that the sidebar hooks' memos (keyed by the object) see the change.
  siteData.themeConfig.sidebar = { ...siteData.themeConfig.sidebar, ...sidebars };
}

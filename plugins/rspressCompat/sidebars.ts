import { normalizeHref, slash } from '@rspress/shared';
import type { SidebarFileItem, SidebarsFile } from '../../site/contracts';

/**
 * Sidebars as Rspress puts them into the site data (its normalizeThemeConfig, not exported): links
 * with `.html`, which its runtime cleans as it cleans every sidebar link. Sidebars that reach the
 * browser with their pages' code instead of the site data (theme/rspressCompat/sidebars.ts) get
 * here what Rspress would have done to them there; sidebars.test.ts compares the two.
 */
export function normalizedSidebars(sidebars: SidebarsFile): SidebarsFile {
  const item = (entry: SidebarFileItem): SidebarFileItem =>
    'items' in entry
      ? { ...entry, items: entry.items.map(item) }
      : { ...entry, link: normalizeHref(slash(entry.link), false) };
  return Object.fromEntries(Object.entries(sidebars).map(([prefix, items]) => [prefix, items.map(item)]));
}

import type { SidebarFileItem, SidebarsFile } from '../../site/contracts';

/**
 * What the config keeps of each sidebar: its first link. Rspress ships the config's sidebars in the
 * site data every page loads; the navbar's API item needs only the first link, and the API pages
 * bring the whole sidebars (theme/rspressCompat/sidebars.ts).
 */
export function sidebarStubs(sidebars: SidebarsFile): SidebarsFile {
  const firstLink = (items: SidebarFileItem[]): SidebarFileItem[] => {
    for (const entry of items) {
      if (!('items' in entry)) return [entry];
      const found = firstLink(entry.items);
      if (found.length > 0) return found;
    }
    return [];
  };
  return Object.fromEntries(Object.entries(sidebars).map(([prefix, items]) => [prefix, firstLink(items)]));
}

import type { SidebarData } from '@rspress/core';

type SidebarEntry = SidebarData[number];

/**
 * The sidebar with the children of collapsed groups left out. The default theme renders every
 * link of every group on every page (hidden when collapsed): with the API's hundreds of items that
 * made every page's HTML much heavier (figures in PERF.md). Expanding a group renders its items from
 * the client's sidebar data.
 */
export function withoutCollapsedItems(entries: SidebarData): SidebarData {
  return entries.map((entry): SidebarEntry => {
    if (!entry || typeof entry !== 'object' || !('items' in entry) || !Array.isArray(entry.items)) return entry;
    const items = entry.collapsed ? [] : withoutCollapsedItems(entry.items as SidebarData);
    return { ...entry, items } as SidebarEntry;
  });
}

import type { SidebarData } from '@rspress/core';

/** A sidebar group's header as a control: whether it opens and closes, and whether it is open. */
export interface GroupHeaderState {
  /** A collapsible group without a page of its own: its header only opens and closes it. */
  isToggle: boolean;
  expanded: boolean;
}

/**
 * The headers of the groups the sidebar renders, in document order (depth first, a collapsed
 * group's children not rendered: withoutCollapsedItems). Rspress renders a group's header as a
 * clickable <div>; these states let the Sidebar make it a button a keyboard can reach.
 */
export function groupHeaderStates(entries: SidebarData): GroupHeaderState[] {
  return entries.flatMap((entry) => {
    if (!entry || typeof entry !== 'object' || !('items' in entry) || !Array.isArray(entry.items)) return [];
    const { collapsible = true, collapsed = false } = entry as { collapsible?: boolean; collapsed?: boolean };
    const hasLink = 'link' in entry && Boolean(entry.link);
    return [
      { isToggle: collapsible && !hasLink, expanded: !collapsed },
      ...groupHeaderStates(entry.items as SidebarData),
    ];
  });
}

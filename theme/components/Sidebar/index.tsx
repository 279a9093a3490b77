import { useEffect, useMemo, useRef } from 'react';
import { RSPRESS_CLASS, SidebarList, useSidebarDynamic } from '../../rspressCompat';
import { groupHeaderStates } from './groupHeaderStates';
import { withoutCollapsedItems } from './withoutCollapsedItems';

/**
 * The default sidebar, rendering only the links of open groups. A group's header that only opens
 * and closes it is, for Rspress, a clickable <div>: here it becomes a button a keyboard reaches
 * with Tab and works with Enter or Space, and says whether its group is open.
 */
export function Sidebar() {
  const [sidebarData, setSidebarData] = useSidebarDynamic();
  const visibleData = useMemo(() => withoutCollapsedItems(sidebarData), [sidebarData]);
  const listRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // Every group's header in document order (a group with a page of its own is a link), one per state.
    const headers = listRef.current?.querySelectorAll<HTMLElement>(`.${RSPRESS_CLASS.sidebarGroup}`) ?? [];
    const states = groupHeaderStates(visibleData);
    if (headers.length !== states.length) return;
    headers.forEach((header, index) => {
      if (!states[index]!.isToggle) return;
      header.setAttribute('role', 'button');
      header.tabIndex = 0;
      header.setAttribute('aria-expanded', String(states[index]!.expanded));
    });
  }, [visibleData]);

  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const toggleWithKey = (event: KeyboardEvent) => {
      const header = event.target as HTMLElement;
      if ((event.key !== 'Enter' && event.key !== ' ') || header.getAttribute('role') !== 'button') return;
      if (!header.classList.contains(RSPRESS_CLASS.sidebarGroup)) return;
      event.preventDefault();
      header.click();
    };
    list.addEventListener('keydown', toggleWithKey);
    return () => list.removeEventListener('keydown', toggleWithKey);
  }, []);

  return (
    <div ref={listRef}>
      <SidebarList sidebarData={visibleData} setSidebarData={setSidebarData} />
    </div>
  );
}

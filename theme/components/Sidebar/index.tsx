import { useMemo } from 'react';
import { SidebarList, useSidebarDynamic } from '../../rspressCompat';
import { withoutCollapsedItems } from './withoutCollapsedItems';

/** The default sidebar, rendering only the links of open groups. */
export function Sidebar() {
  const [sidebarData, setSidebarData] = useSidebarDynamic();
  const visibleData = useMemo(() => withoutCollapsedItems(sidebarData), [sidebarData]);
  return <SidebarList sidebarData={visibleData} setSidebarData={setSidebarData} />;
}

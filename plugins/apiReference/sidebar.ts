import type { SidebarFileGroup, SidebarFileItem } from '../../site/contracts';
import { API_PAGE_KINDS } from '../../site/siteMap';
import type { ApiModel } from './types';
import { KIND_TITLES } from './kindTitles';

/**
 * The `api` sidebar: the overview, then one collapsed group per kind with a sub-group per
 * category or module. Rspress opens the groups that hold the current page. A kind the version
 * does not export has no group (graphql 17 has no enums; its overview says where they went).
 */
export function toApiSidebar(model: ApiModel): SidebarFileItem[] {
  const kindsPresent = API_PAGE_KINDS.filter((kind) => model.items.some((item) => item.kind === kind));
  const kindGroups = kindsPresent.map((kind): SidebarFileGroup => {
    const items = model.items.filter((item) => item.kind === kind);
    const groups = [...new Set(items.map((item) => item.group))].sort((a, b) => a.localeCompare(b, 'en'));
    return {
      text: `${KIND_TITLES[kind].plural} (${items.length})`,
      collapsible: true,
      collapsed: true,
      items: groups.map((group) => ({
        text: group,
        collapsible: true,
        collapsed: true,
        items: items.filter((item) => item.group === group).map((item) => ({ text: item.name, link: item.url })),
      })),
    };
  });
  return [{ text: 'Overview', link: model.overviewUrl }, ...kindGroups];
}

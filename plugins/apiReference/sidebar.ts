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
        items: items
          .filter((item) => item.group === group)
          .map((item) => ({ text: withWordBreaks(item.name), link: item.url })),
      })),
    };
  });
  return [{ text: 'Overview', link: model.overviewUrl }, ...kindGroups];
}

/**
 * An export's name with a `<wbr/>` before each word of its camel case:
 * `Unique<wbr/>Argument<wbr/>Names<wbr/>Rule`. The sidebar's column is about 230 px wide and the
 * longest names need 290; with no place to break they overflowed it, and Rspress's scroll to the
 * current item scrolled the sidebar sideways. A word is a capital followed by a small letter, so
 * `GraphQL` and `AST` stay whole. Rspress renders a sidebar text as HTML when it holds a closed or
 * self-closing element (`renderInlineMarkdown`), hence `<wbr/>`; it adds no text to read or copy.
 */
export function withWordBreaks(name: string): string {
  return name.replace(/(?<=[A-Za-z0-9])(?=[A-Z][a-z])/g, '<wbr/>');
}

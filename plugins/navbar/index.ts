import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { DOCS_SECTION, docIdFromFile, docRouteFromId, isPageFile } from '../../site/siteMap';
import { type NavbarItem, toRspressNav } from './toRspressNav';

export type { NavbarItem } from './toRspressNav';

export interface NavbarOptions {
  items: NavbarItem[];
  /** Sidebar ids → the `themeConfig.sidebar` key (path prefix) that holds each sidebar. */
  sidebars: Record<string, string>;
  /** Route of a doc from its id. @default docRouteFromId of site/siteMap.ts */
  docRoute?: (docId: string) => string;
}

type SidebarEntry = { link?: string; items?: SidebarEntry[] };

function firstLink(entries: SidebarEntry[]): string | undefined {
  for (const entry of entries) {
    if (entry.link) return entry.link;
    const nested = entry.items && firstLink(entry.items);
    if (nested) return nested;
  }
  return undefined;
}

/**
 * Builds `themeConfig.nav` from items that name docs and sidebars rather than URLs, so a renamed
 * page or sidebar fails the build instead of leaving a dead navbar link. Runs after the plugins that
 * add sidebars (list it after them).
 */
export function pluginNavbar({ items, sidebars, docRoute = docRouteFromId }: NavbarOptions): RspressPlugin {
  return {
    name: 'graphql-js-docs:navbar',
    config(config) {
      const docsDir = path.join(path.resolve(config.root ?? 'docs'), DOCS_SECTION);
      const docIds = new Set(
        (readdirSync(docsDir, { recursive: true, encoding: 'utf8' }) as string[]).filter(isPageFile).map(docIdFromFile),
      );
      const configured = (config.themeConfig?.sidebar ?? {}) as Record<string, SidebarEntry[]>;
      const resolvedSidebars = Object.fromEntries(
        Object.entries(sidebars).flatMap(([id, pathPrefix]) => {
          const link = configured[pathPrefix] && firstLink(configured[pathPrefix]);
          return link ? [[id, { firstLink: link, pathPrefix }]] : [];
        }),
      );
      const nav = toRspressNav(items, { docIds, sidebars: resolvedSidebars, docRoute });
      return { ...config, themeConfig: { ...config.themeConfig, nav } };
    },
  };
}

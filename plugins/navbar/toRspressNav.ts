import { escapeRegExp } from '../../site/escapeRegExp';

/** A navbar item in the site's configuration, by what it points at (Docusaurus's item types). */
export type NavbarItem =
  | { type: 'doc'; docId: string; label: string; position: 'left' | 'right' }
  | { type: 'docSidebar'; sidebarId: string; label: string; position: 'left' | 'right' }
  | { type: 'link'; href: string; label: string; position: 'left' | 'right' };

/** A navbar item as Rspress takes it. */
export interface RspressNavItem {
  text: string;
  link: string;
  position: 'left' | 'right';
  activeMatch: string;
}

export interface NavContext {
  /** Doc ids that exist: paths under `docs/docs/` without extension, e.g. `tutorials/index`. */
  docIds: Set<string>;
  /** Named sidebars: id → route of its first page and the path prefix it covers. */
  sidebars: Record<string, { firstLink: string; pathPrefix: string }>;
  /** Route of a doc from its id. */
  docRoute: (docId: string) => string;
}

/**
 * Rspress's navbar from the configured items, refusing (with the item and the fix in the message)
 * a doc id that names no page, a sidebar id that names no sidebar, or an item type it does not know.
 */
export function toRspressNav(items: readonly NavbarItem[], context: NavContext): RspressNavItem[] {
  return items.map((item) => {
    switch (item.type) {
      case 'doc': {
        if (!context.docIds.has(item.docId)) {
          const known = [...context.docIds].sort().join(', ') || 'none';
          throw new Error(
            `[navbar] Navbar item "${item.label}" refers to doc id "${item.docId}", which names no page in docs/docs/. Known doc ids: ${known}. Fix the docId in rspress.config.ts.`,
          );
        }
        const link = context.docRoute(item.docId);
        const section = link.replace(/[^/]*$/, '');
        return { text: item.label, link, position: item.position, activeMatch: `^${escapeRegExp(section)}` };
      }
      case 'docSidebar': {
        const sidebar = context.sidebars[item.sidebarId];
        if (!sidebar) {
          const known = Object.keys(context.sidebars).sort().join(', ') || 'none';
          throw new Error(
            `[navbar] Navbar item "${item.label}" refers to sidebar id "${item.sidebarId}", which names no sidebar. Known sidebar ids: ${known}. Fix the sidebarId in rspress.config.ts.`,
          );
        }
        return {
          text: item.label,
          link: sidebar.firstLink,
          position: item.position,
          activeMatch: `^${escapeRegExp(sidebar.pathPrefix)}(/|$)`,
        };
      }
      case 'link':
        return {
          text: item.label,
          link: item.href,
          position: item.position,
          activeMatch: `^${escapeRegExp(item.href)}`,
        };
      default: {
        const unknown = item as { type?: unknown; label?: unknown };
        throw new Error(
          `[navbar] Navbar item "${String(unknown.label)}" has type "${String(unknown.type)}", which is not a navbar item type. Use "doc", "docSidebar" or "link" in rspress.config.ts.`,
        );
      }
    }
  });
}

import { API_PAGE_KINDS, type ApiPageKind, apiItemRoute, apiOverviewAnchorRoute } from '../../site/siteMap';
import { ITEM_KINDS, memberAnchor, type Reflection } from './reflections';
import type { ApiItemKind, ApiPackage } from './types';

/* Where every documented export and member lives: its page or overview anchor, and its anchor on the page. */

/** Whether exports of a kind get a page of their own (else an anchor on the overview). */
export function isPageKind(kind: ApiItemKind): kind is ApiPageKind {
  return (API_PAGE_KINDS as readonly string[]).includes(kind);
}

/**
 * The URL of every documented export (and companion type) by reflection id: a page for the page
 * kinds, an anchor on the overview for the others; two exports that need one anchor fail the build.
 */
export function assignItemUrls(
  documented: Reflection[],
  companionTypes: ReadonlyMap<string, Reflection>,
  pkg: Required<ApiPackage>,
): Map<number, string> {
  const itemUrls = new Map<number, string>();
  const overviewAnchors = new Set<string>();
  for (const reflection of documented) {
    const kind = ITEM_KINDS[reflection.kind]!;
    if (isPageKind(kind)) {
      itemUrls.set(reflection.id, apiItemRoute(pkg.routeBase, kind, reflection.name));
      continue;
    }
    if (overviewAnchors.has(reflection.name)) {
      throw new Error(
        `[api-reference] Two exports of ${pkg.name} need the overview anchor #${reflection.name}. Give one of them a distinct anchor in plugins/apiReference/itemUrls.ts.`,
      );
    }
    overviewAnchors.add(reflection.name);
    const url = apiOverviewAnchorRoute(pkg.routeBase, reflection.name);
    itemUrls.set(reflection.id, url);
    const companion = companionTypes.get(reflection.name);
    if (companion) itemUrls.set(companion.id, url);
  }
  return itemUrls;
}

/** The anchor of every member on its item's page, by reflection id: unique per item (`-2`, `-3` after a clash). */
export function assignMemberAnchors(documented: Reflection[]): Map<number, string> {
  const memberAnchors = new Map<number, string>();
  for (const reflection of documented) {
    const used = new Set<string>();
    for (const child of reflection.children ?? []) {
      const base = memberAnchor(child.name, Boolean(child.flags.isStatic));
      let anchor = base;
      for (let suffix = 2; used.has(anchor); suffix += 1) anchor = `${base}-${suffix}`;
      used.add(anchor);
      memberAnchors.set(child.id, anchor);
    }
  }
  return memberAnchors;
}

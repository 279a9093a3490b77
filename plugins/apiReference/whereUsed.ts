import type { PhrasingContent } from 'mdast';
import { typeCode } from './itemDocumentation';
import { type FlowNode, heading, inlineCode, jsxFlow, link, list, text } from './markdown';
import type { ApiItemUsage, ApiPlaceLink, ApiUse } from './usage';

/*
 * The "Where it is used" section of an item's page (usage.ts computes it): what returns it, what
 * takes it, what it extends and what extends it, and the tutorials and guides that use it.
 */

/**
 * Lists longer than this show their first entries and fold the rest under a count, to stay
 * scannable; one entry more is shown rather than folded alone under "1 more".
 */
export const USAGE_LIST_VISIBLE = 10;

/** The ids of the section and its subsections. */
const WHERE_USED_ID = {
  section: 'where-it-is-used',
  returnedBy: 'returned-by',
  takenBy: 'taken-by',
  extends: 'extends',
  extendedBy: 'extended-by',
  inTheGuides: 'in-the-guides',
} as const;

/** The ids a member's anchor must not take. */
export const WHERE_USED_IDS: readonly string[] = Object.values(WHERE_USED_ID);

const codeLink = (place: ApiPlaceLink): PhrasingContent => link(place.url, [inlineCode(place.label)]);

/** A function, method or constructor, and the union or options object field it goes through. */
const useEntry = (use: ApiUse): PhrasingContent[] => [
  codeLink(use),
  ...(use.via ? [text(' (through '), codeLink(use.via), text(')')] : []),
];

/** A list, its entries after the first USAGE_LIST_VISIBLE folded under "N more". */
export function foldedList(entries: PhrasingContent[][]): FlowNode[] {
  if (entries.length <= USAGE_LIST_VISIBLE + 1) return [list(entries)];
  const rest = entries.slice(USAGE_LIST_VISIBLE);
  return [
    list(entries.slice(0, USAGE_LIST_VISIBLE)),
    jsxFlow('details', { className: 'gjs-api-usage-more' }, [
      jsxFlow('summary', {}, [text(`${rest.length} more`)] as never),
      list(rest),
    ]),
  ];
}

/** The section, or nothing when the item is used nowhere the reference can see. */
export function whereUsedSection(usage: ApiItemUsage | undefined): FlowNode[] {
  if (!usage) return [];
  const subsections: [title: string, id: string, entries: PhrasingContent[][]][] = [
    ['Returned by', WHERE_USED_ID.returnedBy, usage.returnedBy.map(useEntry)],
    ['Taken by', WHERE_USED_ID.takenBy, usage.takenBy.map(useEntry)],
    ['Extends', WHERE_USED_ID.extends, usage.extends.map((type) => [typeCode(type)])],
    ['Extended by', WHERE_USED_ID.extendedBy, usage.extendedBy.map((place) => [codeLink(place)])],
    ['In the guides', WHERE_USED_ID.inTheGuides, usage.guides.map((guide) => [link(guide.url, [text(guide.label)])])],
  ];
  const shown = subsections.filter(([, , entries]) => entries.length > 0);
  if (shown.length === 0) return [];
  return [
    heading(2, 'Where it is used', WHERE_USED_ID.section),
    ...shown.flatMap(([title, id, entries]) => [heading(3, title, id), ...foldedList(entries)]),
  ];
}

import type { Element, ElementContent } from 'hast';

/** The class of an API table that names things in its first column and describes them in its last. */
export const API_TABLE_CLASS = 'gjs-api-table';

/** The last column of an API table: a member's description, or an item's one-line summary (the overview's lists). */
const DESCRIBING_COLUMNS = new Set(['Description', 'Summary']);

/** The text a node shows. */
const textOf = (node: ElementContent): string =>
  node.type === 'text' ? node.value : node.type === 'element' ? node.children.map(textOf).join('') : '';

const childElements = (node: Element, tagName: string): Element[] =>
  node.children.filter((child): child is Element => child.type === 'element' && child.tagName === tagName);

/**
 * An API table (parameters, type parameters, enum members, the overview's item lists: a name first, a
 * description or summary last) made to read at every width: marked with `gjs-api-table` for the
 * styles that give the description its room and lay rows out as a list on phones (theme/styles/apiReference.css), each cell labelled with its
 * column's name for that list, the names in the first column breakable only between words, and
 * explicit table roles, which a table drawn as blocks keeps. Any other table is returned as it is.
 * `withNameBreaks` (nameBreaks.ts) then lets the code in its cells break between words.
 */
export function toApiTable(table: Element): Element {
  const [head, body] = [childElements(table, 'thead')[0], childElements(table, 'tbody')[0]];
  const headerCells = head ? childElements(childElements(head, 'tr')[0] ?? head, 'th') : [];
  const labels = headerCells.map((cell) => textOf(cell).trim());
  if (!body || labels.length < 2 || !DESCRIBING_COLUMNS.has(labels.at(-1) ?? '')) return table;
  const row = (tr: Element, cellTag: 'th' | 'td'): Element => ({
    ...tr,
    properties: { ...tr.properties, role: 'row' },
    children: tr.children.map((child) => {
      if (child.type !== 'element' || child.tagName !== cellTag) return child;
      const index = childElements(tr, cellTag).indexOf(child);
      return {
        ...child,
        properties: {
          ...child.properties,
          role: cellTag === 'th' ? 'columnheader' : 'cell',
          ...(cellTag === 'td' ? { dataLabel: labels[index] } : {}),
        },
      };
    }),
  });
  const group = (section: Element, cellTag: 'th' | 'td'): Element => ({
    ...section,
    properties: { ...section.properties, role: 'rowgroup' },
    children: section.children.map((child) =>
      child.type === 'element' && child.tagName === 'tr' ? row(child, cellTag) : child,
    ),
  });
  const classes = Array.isArray(table.properties.className) ? table.properties.className.map(String) : [];
  return {
    ...table,
    properties: { ...table.properties, className: [...classes, API_TABLE_CLASS], role: 'table' },
    children: table.children.map((child) => {
      if (child === head) return group(child, 'th');
      if (child === body) return group(child, 'td');
      return child;
    }),
  };
}

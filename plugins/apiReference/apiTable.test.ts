import type { Element, Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { describe, expect, it } from 'vitest';
import { toApiTable } from './apiTable';
import { withNameBreaks } from './nameBreaks';

const cell = (tagName: 'th' | 'td', text: string, code = false): Element => ({
  type: 'element',
  tagName,
  properties: {},
  children: [
    code
      ? { type: 'element', tagName: 'code', properties: {}, children: [{ type: 'text', value: text }] }
      : { type: 'text', value: text },
  ],
});
const row = (cells: Element[]): Element => ({ type: 'element', tagName: 'tr', properties: {}, children: cells });
const tableOf = (header: string[], rows: string[][]): Element => ({
  type: 'element',
  tagName: 'table',
  properties: {},
  children: [
    { type: 'element', tagName: 'thead', properties: {}, children: [row(header.map((title) => cell('th', title)))] },
    {
      type: 'element',
      tagName: 'tbody',
      properties: {},
      children: rows.map((cells) => row(cells.map((text, index) => cell('td', text, index < 2)))),
    },
  ],
});

describe('toApiTable', () => {
  it('marks a name-to-description table, labels its cells and lets its names break only between words', () => {
    const root: Root = {
      type: 'root',
      children: [
        toApiTable(
          tableOf(['Parameter', 'Type', 'Description'], [['args.fieldResolver?', 'Maybe<XType>', 'Resolves.']]),
        ),
      ],
    };
    withNameBreaks(root);
    const html = toHtml(root);
    expect(html).toBe(
      '<table class="gjs-api-table" role="table"><thead role="rowgroup"><tr role="row">' +
        '<th role="columnheader">Parameter</th><th role="columnheader">Type</th><th role="columnheader">Description</th>' +
        '</tr></thead><tbody role="rowgroup"><tr role="row">' +
        '<td role="cell" data-label="Parameter"><code>args.<wbr>field<wbr>Resolver?</code></td>' +
        '<td role="cell" data-label="Type"><code>Maybe&#x3C;<wbr>X<wbr>Type></code></td>' +
        '<td role="cell" data-label="Description">Resolves.</td></tr></tbody></table>',
    );
  });

  it("an item list (name, then its summary) reads as one too: the overview's lists stack on phones", () => {
    const list = toApiTable(tableOf(['Function', 'Summary'], [['execute', 'Runs an operation.']]));
    expect(list.properties.className).toEqual(['gjs-api-table']);
  });

  it('leaves any other table as it is', () => {
    const other = tableOf(['Version', 'Change'], [['16', 'someName']]);
    expect(toApiTable(other)).toBe(other);
    const root: Root = { type: 'root', children: [other] };
    withNameBreaks(root);
    expect(toHtml(root)).not.toContain('<wbr>');
  });
});

import type { Element, Root } from 'hast';
import { describe, expect, it } from 'vitest';
import { linkApiCode } from './linkApiCode';

const jsx = (refs: string, value: string): Root => ({
  type: 'root',
  children: [
    {
      type: 'element',
      tagName: 'div',
      properties: { className: ['gjs-api-code'], dataApiRefs: refs },
      children: [{ type: 'element', tagName: 'code', properties: {}, children: [{ type: 'text', value }] }],
    },
  ],
});

const targets = { Shape: '/api/x/class/Shape', Square: '/api/x/class/Square', Maybe: '/api/x#Maybe' };
const link = (name: string) => ({
  type: 'element',
  tagName: 'a',
  properties: { href: targets[name as keyof typeof targets], className: ['gjs-api-type-link'] },
  children: [{ type: 'text', value: name }],
});

function transform(tree: Root): Element {
  linkApiCode(tree, targets);
  return (tree.children[0] as unknown as { children: Element[] }).children[0]!;
}

describe('linkApiCode', () => {
  it('links the listed names only, as whole identifiers', () => {
    const code = transform(jsx('Shape Maybe', 'f(shape: Shape, s: Square, x: MaybeNot): Maybe<Shape>'));
    expect(code.children).toEqual([
      { type: 'text', value: 'f(shape: ' },
      link('Shape'),
      { type: 'text', value: ', s: Square, x: MaybeNot): ' },
      link('Maybe'),
      { type: 'text', value: '<' },
      link('Shape'),
      { type: 'text', value: '>' },
    ]);
  });

  it('removes the data attribute and leaves elements without listed names as they were', () => {
    const tree = jsx('', 'f(): void');
    const code = transform(tree);
    expect(code.children).toEqual([{ type: 'text', value: 'f(): void' }]);
    expect(JSON.stringify(tree)).not.toContain('dataApiRefs');
  });
});

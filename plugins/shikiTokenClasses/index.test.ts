import type { ElementContent } from 'hast';
import { describe, expect, it } from 'vitest';
import { compactLine, tokenClassFromStyle } from './index';

const span = (style: string, value: string): ElementContent => ({
  type: 'element',
  tagName: 'span',
  properties: { style },
  children: [{ type: 'text', value }],
});

describe('tokenClassFromStyle', () => {
  it('maps theme token colors to classes and the foreground to no class', () => {
    expect(tokenClassFromStyle('color:var(--shiki-token-keyword)')).toBe('sk-keyword');
    expect(tokenClassFromStyle('color:var(--shiki-token-string-expression)')).toBe('sk-string-expression');
    expect(tokenClassFromStyle('color:var(--shiki-foreground)')).toBe('');
  });

  it('leaves styles it does not know alone', () => {
    expect(tokenClassFromStyle('color:var(--shiki-token-unknown)')).toBeNull();
    expect(tokenClassFromStyle('color:var(--shiki-token-comment);font-style:italic')).toBeNull();
    expect(tokenClassFromStyle('color:#fff')).toBeNull();
  });
});

describe('compactLine', () => {
  it('replaces styles by classes, unwraps foreground spans and merges the text around them', () => {
    const line = [
      span('color:var(--shiki-token-keyword)', 'const'),
      span('color:var(--shiki-foreground)', ' x '),
      span('color:var(--shiki-foreground)', '= '),
      span('color:var(--shiki-token-constant)', '1'),
    ];
    expect(compactLine(line)).toEqual([
      {
        type: 'element',
        tagName: 'span',
        properties: { className: ['sk-keyword'] },
        children: [{ type: 'text', value: 'const' }],
      },
      { type: 'text', value: ' x = ' },
      {
        type: 'element',
        tagName: 'span',
        properties: { className: ['sk-constant'] },
        children: [{ type: 'text', value: '1' }],
      },
    ]);
  });

  it('keeps spans with other properties or unknown styles', () => {
    const titled: ElementContent = {
      type: 'element',
      tagName: 'span',
      properties: { style: 'color:var(--shiki-foreground)', title: 'x' },
      children: [],
    };
    const odd = span('color:#123456', 'y');
    expect(compactLine([titled, odd])).toEqual([titled, odd]);
  });
});

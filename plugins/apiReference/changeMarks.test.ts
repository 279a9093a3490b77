import type { Element } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { describe, expect, it } from 'vitest';
import { markChanges } from './changeMarks';
import { createCodeHighlighter } from './highlight';
import { wordDiff } from './wordDiff';

const textOf = (node: Element): string =>
  node.children
    .map((child) => (child.type === 'text' ? child.value : child.type === 'element' ? textOf(child) : ''))
    .join('');

const marksIn = (html: string, tagName: string) =>
  [...html.matchAll(new RegExp(`<${tagName} class="gjs-change">([^<]*)</${tagName}>`, 'g'))].map((match) => match[1]);

describe('markChanges', () => {
  it('wraps the changed words of a highlighted block in <ins>, splitting tokens, and keeps its text', async () => {
    const highlight = await createCodeHighlighter(['ts']);
    const before = 'function measure(shape: Shape): number';
    const after = 'function measure(\n  shape: Shape,\n  unit: Unit,\n): bigint';
    const pre = highlight(after, 'ts');
    markChanges(pre, { tagName: 'ins', ranges: wordDiff(before, after).added });
    const html = toHtml(pre);
    // A range is marked token by token and line by line (never the indentation): the marks read as
    // the words added. Where Shiki splits `unit: Unit` into tokens is its grammar's business.
    const marks = marksIn(html, 'ins');
    expect(marks.join('')).toBe(',unit: Unit,bigint');
    expect(marks.length).toBeGreaterThan(3);
    expect(html).toContain('sk-');
    expect(textOf(pre)).toBe(after);
  });

  it('marks removed words with <del> and leaves a block without ranges as it was', async () => {
    const highlight = await createCodeHighlighter(['ts']);
    const pre = highlight('type A = string | number', 'ts');
    const untouched = toHtml(pre);
    markChanges(pre, { tagName: 'del', ranges: [] });
    expect(toHtml(pre)).toBe(untouched);
    markChanges(pre, { tagName: 'del', ranges: [{ start: 16, end: 24 }] });
    expect(marksIn(toHtml(pre), 'del').join('')).toBe('| number');
  });
});

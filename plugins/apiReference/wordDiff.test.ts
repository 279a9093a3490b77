import { describe, expect, it } from 'vitest';
import { wordDiff } from './wordDiff';

const marked = (text: string, ranges: { start: number; end: number }[]) =>
  ranges.map(({ start, end }) => text.slice(start, end));

describe('wordDiff', () => {
  it('marks the words a newer declaration adds, and nothing on the side that lost none', () => {
    const before = 'class GraphQLObjectType<TSource = any, TContext = any>';
    const after = 'class GraphQLObjectType<TSource = any, TContext = any, TAbstract = any>';
    const diff = wordDiff(before, after);
    expect(marked(after, diff.added)).toEqual([', TAbstract = any']);
    expect(diff.removed).toEqual([]);
  });

  it('marks a replaced word on both sides, at offsets of each side’s own text', () => {
    const before = 'function measure(shape: Shape, unit: string): number';
    const after = 'function measure(shape: Shape): bigint';
    const diff = wordDiff(before, after);
    expect(marked(before, diff.removed)).toEqual([', unit: string', 'number']);
    expect(marked(after, diff.added)).toEqual(['bigint']);
  });

  it('leaves changes of whitespace alone unmarked, as when Prettier breaks a line one version fits', () => {
    const before = 'execute(args: ExecutionArgs): Result';
    const after = 'execute(\n  args: ExecutionArgs,\n): Result';
    const diff = wordDiff(before, after);
    expect(marked(after, diff.added)).toEqual([',']);
    expect(diff.removed).toEqual([]);
  });

  it('marks all of one side when the other is empty', () => {
    expect(marked('readonly diagonal: number', wordDiff('', 'readonly diagonal: number').added)).toEqual([
      'readonly diagonal: number',
    ]);
  });
});

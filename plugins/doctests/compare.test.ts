import { describe, expect, it } from 'vitest';
import { describeValue, matchesClaim } from './compare';

describe('matchesClaim', () => {
  it('matches equal primitives, NaN and the same object', () => {
    const schema = { name: 'Query' };
    expect(matchesClaim('a', 'a')).toBe(true);
    expect(matchesClaim(Number.NaN, Number.NaN)).toBe(true);
    expect(matchesClaim(schema, schema)).toBe(true);
    expect(matchesClaim(1, '1')).toBe(false);
    expect(matchesClaim(undefined, null)).toBe(false);
  });

  it('matches arrays element by element', () => {
    expect(matchesClaim([1, [2, 'x']], [1, [2, 'x']])).toBe(true);
    expect(matchesClaim([1, 2], [1])).toBe(false);
    expect(matchesClaim({ 0: 1, length: 1 }, [1])).toBe(false);
  });

  it('matches a claimed object literal against null-prototype objects and class instances by own properties', () => {
    const result = Object.assign(Object.create(null) as object, {
      data: Object.assign(Object.create(null) as object, { hello: 'world' }),
    });
    expect(matchesClaim(result, { data: { hello: 'world' } })).toBe(true);
    class Point {
      constructor(
        readonly x: number,
        readonly y: number,
      ) {}
    }
    expect(matchesClaim(new Point(1, 2), { x: 1, y: 2 })).toBe(true);
    expect(matchesClaim(new Point(1, 2), { x: 1 })).toBe(false);
    expect(matchesClaim([], {})).toBe(false);
  });

  it('treats an undefined property as a missing one, as JSON does', () => {
    expect(matchesClaim({ kind: '{' }, { kind: '{', value: undefined })).toBe(true);
    expect(matchesClaim({ kind: '{', value: undefined }, { kind: '{' })).toBe(true);
    expect(matchesClaim({ kind: '{', value: null }, { kind: '{' })).toBe(false);
  });

  it('does not take a claimed class instance for a literal', () => {
    expect(matchesClaim({ message: 'x' }, new Error('x'))).toBe(false);
  });
});

describe('describeValue', () => {
  it('writes values on one line, shortened', () => {
    expect(describeValue('a')).toBe("'a'");
    expect(describeValue({ a: [1, 2] })).toBe('{ a: [ 1, 2 ] }');
    expect(describeValue(undefined)).toBe('undefined');
    expect(
      describeValue({ list: Array.from({ length: 8 }, (_, index) => ({ index, name: `item number ${index}` })) }),
    ).toHaveLength(240);
  });
});

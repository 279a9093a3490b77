import { describe, expect, it } from 'vitest';
import { positionOf, renderCodeFrame, tokenLengthAt } from './sourcePositions';

describe('positions in a source', () => {
  const source = "const a = 1\nconst b = 2 c\nconsole.log('no end);\n";

  it('turns an offset into a line from 1 and a column from 0', () => {
    expect(positionOf(source, source.indexOf('c\n'))).toEqual({ line: 2, column: 12 });
  });

  it('underlines what V8 underlines: a word, an unterminated string to the line end, an operator, nothing at the end', () => {
    expect(tokenLengthAt(source, source.indexOf('c\n'))).toBe(1);
    expect(tokenLengthAt(source, source.indexOf("'no"))).toBe(9);
    expect(tokenLengthAt('a => b', 2)).toBe(2);
    expect(tokenLengthAt('await null', 0)).toBe(5);
    expect(tokenLengthAt(source, source.length)).toBe(0);
  });

  it("renders Node's three lines: the file and line, the source line, the carets", () => {
    expect(renderCodeFrame({ url: 'file:///…/a.mjs', source, position: { line: 2, column: 12 }, caretLength: 1 })).toBe(
      'file:///…/a.mjs:2\nconst b = 2 c\n            ^\n',
    );
  });
});

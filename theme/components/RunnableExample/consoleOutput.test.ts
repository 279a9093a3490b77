import { describe, expect, it } from 'vitest';
import { consoleOutput } from './consoleOutput';

describe("an example's console output", () => {
  it("prints each call as Node's console does: format strings, null-prototype objects, nesting", () => {
    const output = consoleOutput(1000);
    output.print(['%s has %d fields', 'Query', 2]);
    output.print([{ data: Object.assign(Object.create(null), { hello: 'world' }) }]);
    output.print([{ a: { b: { c: { d: 1 } } } }]);
    expect(output.printed()).toEqual({
      text: "Query has 2 fields\n{ data: [Object: null prototype] { hello: 'world' } }\n{ a: { b: { c: [Object] } } }\n",
      printedChars: 103,
    });
  });

  it('keeps what fits in the limit and counts the rest', () => {
    const output = consoleOutput(10);
    expect(output.print(['12345'])).toBe('12345\n');
    expect(output.print(['67890'])).toBe('6789');
    expect(output.print(['more'])).toBe('');
    expect(output.printed()).toEqual({ text: '12345\n6789', printedChars: 17 });
  });
});

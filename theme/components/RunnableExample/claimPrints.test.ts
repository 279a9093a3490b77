import { inspect } from 'node:util';
import { describe, expect, it } from 'vitest';
import { CLAIM_FUNCTION, claimChecks, THROWS_FUNCTION, withClaimPrints } from './claimPrints';

const AsyncFunction = (async () => {}).constructor as new (...args: string[]) => (...args: unknown[]) => Promise<void>;

/** Runs an example without imports as the worker would, with its claims printed: the lines printed. */
async function printedClaims(source: string): Promise<string[]> {
  const lines: string[] = [];
  const checks = claimChecks(
    (line) => lines.push(line),
    (value) => inspect(value),
  );
  await new AsyncFunction(CLAIM_FUNCTION, THROWS_FUNCTION, await withClaimPrints(source))(
    checks[CLAIM_FUNCTION],
    checks[THROWS_FUNCTION],
  );
  return lines;
}

describe("printing an API example's claims", () => {
  it('prints each `// =>` claim labelled with its line: the value, and the claim when it differs', async () => {
    const source = [
      'const list = [1, 2].map((n) => n * 2) // => [2, 4]',
      'list.length; // => 3',
      "const result = { data: { a: 'x' } };",
      'result; // => { data: { a: "x" } }',
      'list.forEach((n) => {',
      '  n + 1; // => n + 1',
      '});',
    ].join('\n');
    expect(await printedClaims(source)).toEqual([
      'line 1: list => [ 2, 4 ]',
      'line 2: list.length => 2, not 3 as the comment says',
      "line 4: result => { data: { a: 'x' } }",
      'line 6: n + 1 => 3',
      'line 6: n + 1 => 5',
    ]);
  });

  it('prints a `// throws` claim with what was thrown, or that nothing was', async () => {
    const source = [
      "JSON.parse('{'); // throws SyntaxError",
      'Promise.reject(new TypeError("no")); // throws TypeError',
      'JSON.parse("1"); // throws an error',
    ].join('\n');
    const lines = await printedClaims(source);
    expect(lines[0]).toMatch(/^line 1: JSON\.parse\('\{'\) throws SyntaxError: /);
    expect(lines.slice(1)).toEqual([
      'line 2: Promise.reject(new TypeError("no")) throws TypeError: no',
      'line 3: JSON.parse("1") did not throw, though the comment says it throws an error',
    ]);
  });

  it('adds calls only around claimed code, keeping every line where it was', async () => {
    const source = 'const a = 1;\n// a note\na + 1; // => 2\n';
    const instrumented = await withClaimPrints(source);
    expect(instrumented.split('\n')).toHaveLength(source.split('\n').length);
    expect(instrumented.split('\n').slice(0, 2)).toEqual(['const a = 1;', '// a note']);
  });

  it('leaves code that does not parse, or a claim that is no expression, as it is', async () => {
    for (const source of ['const a: number = 1; // => 1', 'const a = 1;\na; // => {', 'let a, b; // => 1'])
      expect(await withClaimPrints(source)).toBe(source);
  });
});

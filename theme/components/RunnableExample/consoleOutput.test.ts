import { describe, expect, it } from 'vitest';
import { consoleOutput, printedLineCount } from './consoleOutput';

describe("an example's console output", () => {
  it('keeps what fits in the limit and counts the rest', () => {
    const output = consoleOutput(10);
    expect(output.write('12345\n')).toBe('12345\n');
    expect(output.write('67890\n')).toBe('6789');
    expect(output.write('more\n')).toBe('');
    expect(output.printed()).toEqual({ text: '12345\n6789', printedChars: 17 });
  });

  it('counts empty lines as printed', () => {
    const output = consoleOutput(10);
    for (let line = 0; line < 30; line++) output.write('\n');
    expect(output.printed()).toEqual({ text: '\n'.repeat(10), printedChars: 30 });
  });

  it('counts every printed line, empty ones too', () => {
    expect(printedLineCount('')).toBe(0);
    expect(printedLineCount('\n'.repeat(30_000))).toBe(30_000);
    expect(printedLineCount('a\n\nb')).toBe(3);
  });
});

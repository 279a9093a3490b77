import { describe, expect, it } from 'vitest';
import { jsonLineTokens, outputLines } from './outputTokens';

describe("a run's output, as the page's Output block shows it", () => {
  it('colours a line of JSON as Shiki does on the page: keys, strings, numbers and literals, punctuation', () => {
    expect(jsonLineTokens('  "title": "Learning GraphQL",')).toEqual([
      { text: '  "title"', className: 'sk-keyword' },
      { text: ':', className: 'sk-punctuation' },
      { text: ' "Learning GraphQL"', className: 'sk-string-expression' },
      { text: ',', className: 'sk-punctuation' },
    ]);
    expect(jsonLineTokens('    "rating": 4.5, "ok": true, "none": null {')).toEqual([
      { text: '    "rating"', className: 'sk-keyword' },
      { text: ':', className: 'sk-punctuation' },
      { text: ' 4.5', className: 'sk-constant' },
      { text: ',', className: 'sk-punctuation' },
      { text: ' "ok"', className: 'sk-keyword' },
      { text: ':', className: 'sk-punctuation' },
      { text: ' true', className: 'sk-constant' },
      { text: ',', className: 'sk-punctuation' },
      { text: ' "none"', className: 'sk-keyword' },
      { text: ':', className: 'sk-punctuation' },
      { text: ' null', className: 'sk-constant' },
      { text: ' {' },
    ]);
    expect(jsonLineTokens('  "say \\"hi\\"": "a\\\\"')).toEqual([
      { text: '  "say \\"hi\\""', className: 'sk-keyword' },
      { text: ':', className: 'sk-punctuation' },
      { text: ' "a\\\\"', className: 'sk-string-expression' },
    ]);
  });

  it('keeps every character of a line, JSON or not', () => {
    const line = 'Uncaught Error: {"a": [1, 2]} went wrong';
    expect(
      jsonLineTokens(line)
        .map((token) => token.text)
        .join(''),
    ).toBe(line);
  });

  it('splits the output into lines, the last newline ending one', () => {
    expect(outputLines('a\nb\n', false)).toEqual([[{ text: 'a' }], [{ text: 'b' }]]);
    expect(outputLines('a\n\nb', false)).toEqual([[{ text: 'a' }], [{ text: '' }], [{ text: 'b' }]]);
    expect(outputLines('', true)).toEqual([]);
  });
});

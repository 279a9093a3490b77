/**
 * A run's output as the page's static Output block shows it: one `line` span per line, and for a
 * JSON block the token classes Shiki gives JSON there (plugins/shikiTokenClasses): keys, strings,
 * numbers and literals, and the `:` and `,` between them. Pure: the component renders the tokens.
 */

/** One piece of a line, with the class that colours it (none for braces, brackets and spaces). */
export interface OutputToken {
  text: string;
  className?: string;
}

/** A JSON key, a string, a number or literal, punctuation, or anything else, in order. */
const JSON_TOKEN =
  /(\s*"(?:[^"\\]|\\.)*"(?=\s*:))|(\s*"(?:[^"\\]|\\.)*")|(\s*-?\d[\d.eE+-]*|\s*\b(?:true|false|null)\b)|([:,])/g;

/** The tokens of one line of JSON; text that is not JSON comes back as it is, uncoloured. */
export function jsonLineTokens(line: string): OutputToken[] {
  const tokens: OutputToken[] = [];
  let end = 0;
  for (const match of line.matchAll(JSON_TOKEN)) {
    if (match.index > end) tokens.push({ text: line.slice(end, match.index) });
    const [text, key, string, constant] = match;
    const className = key
      ? 'sk-keyword'
      : string
        ? 'sk-string-expression'
        : constant
          ? 'sk-constant'
          : 'sk-punctuation';
    tokens.push({ text, className });
    end = match.index + text.length;
  }
  if (end < line.length) tokens.push({ text: line.slice(end) });
  return tokens;
}

/** The output's lines, each as its tokens: plain text, or JSON's when `json`. The last newline ends a line, it starts none. */
export function outputLines(output: string, json: boolean): OutputToken[][] {
  const lines = output.replace(/\n$/, '').split('\n');
  if (output === '') return [];
  return lines.map((line) => (json ? jsonLineTokens(line) : [{ text: line }]));
}

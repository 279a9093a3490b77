/**
 * Positions in a file's source and the lines Node prints to point at one: `file:///…/a.mjs:2`,
 * the source line, and a caret under the place.
 */

/** A place in a source: line counted from 1, column from 0. */
export interface SourcePosition {
  line: number;
  column: number;
}

/** The line and column of a character offset. */
export function positionOf(source: string, offset: number): SourcePosition {
  const before = source.slice(0, offset);
  const lineStart = before.lastIndexOf('\n') + 1;
  return { line: before.split('\n').length, column: offset - lineStart };
}

/** The character offset of a line and column. */
export function offsetOf(source: string, { line, column }: SourcePosition): number {
  let offset = 0;
  for (let at = 1; at < line; at++) offset = source.indexOf('\n', offset) + 1;
  return offset + column;
}

const PUNCTUATORS = [
  '>>>=',
  '...',
  '===',
  '!==',
  '**=',
  '<<=',
  '>>=',
  '>>>',
  '&&=',
  '||=',
  '??=',
  '=>',
  '==',
  '!=',
  '<=',
  '>=',
  '&&',
  '||',
  '??',
  '?.',
  '++',
  '--',
  '+=',
  '-=',
  '*=',
  '/=',
  '%=',
  '&=',
  '|=',
  '^=',
  '**',
  '<<',
  '>>',
];

/**
 * How many characters V8 underlines for the token at `offset`: a word or a number whole, an
 * unterminated string to the end of its line, an operator whole; none at the end of the input.
 */
export function tokenLengthAt(source: string, offset: number): number {
  const rest = source.slice(offset);
  const lineRest = rest.split('\n')[0]!;
  if (lineRest === '') return rest === '' ? 0 : 1;
  const word = /^[\p{ID_Continue}$\u200c\u200d]+/u.exec(lineRest);
  if (word) return word[0].length;
  if (/^['"`]/.test(lineRest)) {
    const quote = lineRest[0]!;
    const closed = new RegExp(`^${quote}(?:[^${quote}\\\\]|\\\\.)*${quote}`).exec(lineRest);
    return closed ? closed[0].length : lineRest.length;
  }
  return PUNCTUATORS.find((punctuator) => lineRest.startsWith(punctuator))?.length ?? 1;
}

export interface CodeFrame {
  /** The file's URL as Node names it. */
  url: string;
  source: string;
  position: SourcePosition;
  /** Carets under the place; 1 for a thrown error, the token's length for a syntax error. */
  caretLength: number;
}

/** Node's three lines that point at a place in a file, each ending in a newline. */
export function renderCodeFrame({ url, source, position, caretLength }: CodeFrame): string {
  const line = source.split('\n')[position.line - 1] ?? '';
  const caret = caretLength > 0 ? `${' '.repeat(position.column)}${'^'.repeat(caretLength)}` : '';
  return `${url}:${position.line}\n${line}\n${caret}\n`;
}

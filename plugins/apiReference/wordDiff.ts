/**
 * What differs between two declarations, word by word, as a diff view shows it: the ranges of
 * the text removed from the before side and added to the after side. Pure; build-side only.
 */
import { diffWordsWithSpace } from 'diff';

/** A range of characters in one side's text, `end` exclusive. */
export interface ChangedRange {
  start: number;
  end: number;
}

/** The words removed from `before` and added in `after`, as ranges of each side's own text. */
export interface WordDiff {
  removed: ChangedRange[];
  added: ChangedRange[];
}

/**
 * The range split at line ends, each piece without the whitespace at either end (a mark never
 * underlines a line's indentation); pieces of whitespace alone are dropped.
 */
function trimmedRanges(text: string, start: number, end: number): ChangedRange[] {
  const ranges: ChangedRange[] = [];
  for (const match of text.slice(start, end).matchAll(/\S(?:[^\n]*\S)?/g)) {
    ranges.push({ start: start + match.index, end: start + match.index + match[0].length });
  }
  return ranges;
}

/**
 * The word-level differences of two texts. jsdiff's `diffWordsWithSpace` (its `diffWords` family)
 * keeps whitespace as tokens, so each side's parts add up to that side's exact text and the
 * offsets hold; changes of whitespace alone (Prettier breaking a line one version fits) are not
 * marked.
 */
export function wordDiff(before: string, after: string): WordDiff {
  const removed: ChangedRange[] = [];
  const added: ChangedRange[] = [];
  let [beforeAt, afterAt] = [0, 0];
  for (const part of diffWordsWithSpace(before, after)) {
    const length = part.value.length;
    if (part.removed) {
      removed.push(...trimmedRanges(before, beforeAt, beforeAt + length));
      beforeAt += length;
    } else if (part.added) {
      added.push(...trimmedRanges(after, afterAt, afterAt + length));
      afterAt += length;
    } else {
      beforeAt += length;
      afterAt += length;
    }
  }
  return { removed: mergedRanges(before, removed), added: mergedRanges(after, added) };
}

/** Ranges separated by whitespace alone joined into one, so a changed phrase reads as one mark. */
function mergedRanges(text: string, ranges: ChangedRange[]): ChangedRange[] {
  const merged: ChangedRange[] = [];
  for (const range of ranges) {
    const last = merged.at(-1);
    if (last && /^[ \t]*$/.test(text.slice(last.end, range.start))) last.end = range.end;
    else merged.push({ ...range });
  }
  return merged;
}

/** The words of the index, for correcting a query's typos: each word with the number of documents that use it. */
export interface Vocabulary {
  /** Every word, sorted, to tell a word being typed (a prefix of one) from a typo. */
  sorted: readonly string[];
  /** Words by length, so that a typo is compared only with words of about its length. */
  byLength: ReadonlyMap<number, readonly string[]>;
  /** How many documents use each word: of two corrections as close, the commoner wins. */
  documentCounts: ReadonlyMap<string, number>;
}

/** A vocabulary from each document's words (a word counted once per document). */
export function toVocabulary(wordsPerDocument: Iterable<Iterable<string>>): Vocabulary {
  const documentCounts = new Map<string, number>();
  for (const words of wordsPerDocument)
    for (const word of new Set(words)) documentCounts.set(word, (documentCounts.get(word) ?? 0) + 1);
  const sorted = [...documentCounts.keys()].sort();
  const byLength = new Map<number, string[]>();
  for (const word of sorted) {
    const sameLength = byLength.get(word.length);
    if (sameLength) sameLength.push(word);
    else byLength.set(word.length, [word]);
  }
  return { sorted, byLength, documentCounts };
}

/** Whether the vocabulary has a word that is, or starts with, `word` (a word still being typed is no typo). */
export function hasWordStartingWith(vocabulary: Vocabulary, word: string): boolean {
  const { sorted } = vocabulary;
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle]! < word) low = middle + 1;
    else high = middle;
  }
  return low < sorted.length && sorted[low]!.startsWith(word);
}

/**
 * The edit distance of two words (insertions, deletions, substitutions and swaps of two neighbours),
 * or `limit + 1` as soon as it is sure to exceed `limit`.
 */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let beforePrevious: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowMinimum = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let distance = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        distance = Math.min(distance, beforePrevious[j - 2]! + 1);
      current.push(distance);
      rowMinimum = Math.min(rowMinimum, distance);
    }
    if (rowMinimum > limit) return limit + 1;
    beforePrevious = previous;
    previous = current;
  }
  return previous[b.length]!;
}

/** Edits a typo of a word this long may have: none under 4 letters, 1 under 7, else 2. */
export function editsAllowed(length: number): number {
  if (length < 4) return 0;
  return length < 7 ? 1 : 2;
}

/**
 * The vocabulary's word closest to `word` within the edits its length allows (the commoner of two
 * as close), or null when `word` is known, still being typed, or too far from every word.
 */
export function correctionOf(vocabulary: Vocabulary, word: string): string | null {
  const limit = editsAllowed(word.length);
  if (limit === 0 || /^\d+$/.test(word) || hasWordStartingWith(vocabulary, word)) return null;
  let best: { word: string; distance: number; count: number } | null = null;
  for (let length = word.length - limit; length <= word.length + limit; length += 1) {
    for (const candidate of vocabulary.byLength.get(length) ?? []) {
      const distance = editDistance(word, candidate, best ? Math.min(limit, best.distance) : limit);
      if (distance > limit) continue;
      const count = vocabulary.documentCounts.get(candidate) ?? 0;
      if (!best || distance < best.distance || (distance === best.distance && count > best.count))
        best = { word: candidate, distance, count };
    }
  }
  return best?.word ?? null;
}

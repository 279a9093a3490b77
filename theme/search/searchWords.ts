/** Small words that never name a topic: left out when a query is compared with titles and headings. */
const STOP_WORDS = new Set([
  'a',
  'an',
  'and',
  'are',
  'as',
  'at',
  'be',
  'by',
  'can',
  'do',
  'does',
  'for',
  'from',
  'how',
  'i',
  'in',
  'is',
  'it',
  'its',
  'my',
  'not',
  'of',
  'on',
  'or',
  'the',
  'to',
  'versus',
  'vs',
  'what',
  'when',
  'where',
  'why',
  'with',
  'you',
  'your',
]);

/**
 * A word folded so that singular and plural meet: `errors` → `error`, `queries` → `query`. Both
 * the index and the query go through it, so it only has to be consistent, not correct English.
 */
export function stem(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss') && !word.endsWith('us')) return word.slice(0, -1);
  return word;
}

/** The lowercase words of a text (letters, digits and `+`, so `N+1` stays one word), in order. */
export function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/[a-z\d+]+/g) ?? [];
}

/** The words of a title, heading or query that can name a topic: stemmed, without stop words. */
export function topicWordsOf(text: string): string[] {
  return wordsOf(text)
    .filter((word) => !STOP_WORDS.has(word))
    .map(stem);
}

/**
 * The topic words of a text that occur only inside a hyphenated compound (`client` in "The
 * hostile-client battery", `per-client budgets`): there the word qualifies another one, which is
 * what the title is about.
 */
export function compoundOnlyWordsOf(text: string): Set<string> {
  const compounds = text.toLowerCase().match(/[a-z\d+]+(?:-[a-z\d+]+)+/g) ?? [];
  const standalone = new Set(topicWordsOf(text.toLowerCase().replace(/[a-z\d+]+(?:-[a-z\d+]+)+/g, ' ')));
  return new Set(compounds.flatMap(topicWordsOf).filter((word) => !standalone.has(word)));
}

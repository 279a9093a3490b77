/**
 * Error message templates as the error reference (`docs/docs/errors/`) and the extraction from
 * graphql's own source (`scripts/errorMessages`) write them: literal text with `{name}` placeholders
 * where the package puts a value. Compared by key: every placeholder becomes `{}`, and adjacent
 * placeholders are one, so `{type}.{field}` and `{type}.{field}` from the source read alike, and a
 * page may name a placeholder as it likes.
 */

/** A placeholder as a page writes it: `{parentType}`, `{field.name}`, `{}`. */
export const NAMED_PLACEHOLDER = /\{[\w.$-]*\}/g;

/** The key of a template: placeholders as `{}`, adjacent ones merged, the text around them exact. */
export function templateKey(template: string): string {
  return template.replace(NAMED_PLACEHOLDER, '{}').replace(/(?:\{\}){2,}/g, '{}');
}

/** The graphql majors an `error-message="16,17"` meta names, or null for a fence without one. */
export function errorMessageMajorsOfMeta(meta: string): string[] | null {
  const value = /(?:^|\s)error-message="([^"]*)"/.exec(meta)?.[1];
  return value === undefined
    ? null
    : value
        .split(',')
        .map((major) => major.trim())
        .filter(Boolean);
}

/** A template as literal characters and `null` for each placeholder. */
const tokensOf = (template: string): (string | null)[] =>
  templateKey(template)
    .split(/(\{\})/)
    .flatMap((part) => (part === '{}' ? [null] : [...part]));

/**
 * How many literal characters of `template` a message written with placeholders (`message`) covers
 * with its own placeholders, at the fewest; null when it does not fit the template at all. A
 * template's placeholder stands for any part of the message; the message's placeholder may stand
 * for literal text of the template too, each such character counted: 0 when the message is an
 * instance of the template (`Unexpected character: ".".` of `Unexpected character: {}.`), 1 for
 * `Variable "{variable}"` against `Variable "${}"`, many when the message is another one.
 */
export function literalsCoveredByPlaceholders(message: string, template: string): number | null {
  const said = tokensOf(message);
  const source = tokensOf(template);
  const none = Number.POSITIVE_INFINITY;
  // below[j] and row[j]: the fewest template literals covered by message placeholders in matching
  // the tails from i + 1 (below) and i (row) of the message and j of the template.
  let below = new Float64Array(source.length + 1).fill(none);
  let row = new Float64Array(source.length + 1);
  for (let i = said.length; i >= 0; i--) {
    for (let j = source.length; j >= 0; j--) {
      if (i === said.length && j === source.length) {
        row[j] = 0;
        continue;
      }
      const m = said[i];
      const t = source[j];
      let best = none;
      // A template placeholder takes nothing more, or one more token of the message.
      if (t === null) best = Math.min(row[j + 1]!, i < said.length ? below[j]! : none);
      // A message placeholder takes nothing more, or one more template token (a literal one costs 1).
      if (m === null) best = Math.min(best, below[j]!, j < source.length ? row[j + 1]! + (t === null ? 0 : 1) : none);
      if (typeof m === 'string' && m === t) best = Math.min(best, below[j + 1]!);
      row[j] = best;
    }
    [below, row] = [row, below];
  }
  const result = below[0]!;
  return result === none ? null : result;
}

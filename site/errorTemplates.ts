/**
 * Error message templates as the error reference (`docs/docs/errors/`) and the extraction from
 * graphql's own source (`scripts/errorMessages`) write them: literal text with `{name}` placeholders
 * where the package puts a value. Compared by key: every placeholder becomes `{}`, and adjacent
 * placeholders are one, so `{type}.{field}` and `{type}.{field}` from the source read alike, and a
 * page may name a placeholder as it likes.
 */

/** A placeholder as a page writes it: `{parentType}`, `{field.name}`, `{}`. */
const NAMED_PLACEHOLDER = /\{[\w.$-]*\}/g;

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

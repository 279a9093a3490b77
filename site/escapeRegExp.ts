/** Text with regular-expression syntax escaped, to match it literally inside a RegExp. */
export const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

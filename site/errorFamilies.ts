/**
 * The error reference's families: one page each under `/docs/errors/`, in the order a reader meets
 * them (parse, validate, build the schema, run). Read by the docs sidebar, the reference's index
 * and its coverage test, so that a family is named once. Only what the sidebar shows is here: the
 * sidebar is in the data every page loads (the index's one-line summaries are with the index's
 * counts, scripts/errorMessages/indexCounts.ts).
 */
export interface ErrorFamily {
  /** The page's file name under `docs/docs/errors/` without `.mdx`, and its route's last part. */
  slug: string;
  /** The family's name in the sidebar and on the index. */
  text: string;
}

export const ERROR_FAMILIES: readonly ErrorFamily[] = [
  {
    slug: 'syntax',
    text: 'Syntax errors',
  },
  {
    slug: 'validation',
    text: 'Validation errors',
  },
  {
    slug: 'schema',
    text: 'Schema errors',
  },
  {
    slug: 'type-construction',
    text: 'Type construction errors',
  },
  {
    slug: 'variables-and-input-coercion',
    text: 'Variables and input coercion',
  },
  {
    slug: 'execution',
    text: 'Execution and results',
  },
  {
    slug: 'subscriptions',
    text: 'Subscription errors',
  },
];

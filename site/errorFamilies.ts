/**
 * The error reference's families: one page each under `/docs/errors/`, in the order a reader meets
 * them (parse, validate, build the schema, run). Read by the docs sidebar, the reference's index
 * and its coverage test, so that a family is named once.
 */
export interface ErrorFamily {
  /** The page's file name under `docs/docs/errors/` without `.mdx`, and its route's last part. */
  slug: string;
  /** The family's name in the sidebar and on the index. */
  text: string;
  /** One line on the index: where these messages come from. */
  summary: string;
}

export const ERROR_FAMILIES: readonly ErrorFamily[] = [
  {
    slug: 'syntax',
    text: 'Syntax errors',
    summary: '"Syntax Error: …" from the lexer and parser, and the limits `parse` enforces.',
  },
  {
    slug: 'validation',
    text: 'Validation errors',
    summary: 'an operation checked against the schema by `validate` and its rules, before anything runs.',
  },
  {
    slug: 'schema',
    text: 'Schema errors',
    summary: 'a schema that is not valid, and schemas built or extended from SDL or introspection.',
  },
  {
    slug: 'type-construction',
    text: 'Type construction errors',
    summary: 'types and schemas built in code, and utilities given something they cannot use.',
  },
  {
    slug: 'variables-and-input-coercion',
    text: 'Variables and input coercion',
    summary: 'variables and argument values that do not fit their input types.',
  },
  {
    slug: 'execution',
    text: 'Execution and results',
    summary: 'running an operation: non-null fields, lists, abstract types, scalars and choosing the operation.',
  },
  {
    slug: 'subscriptions',
    text: 'Subscription errors',
    summary: '`subscribe` and the event stream a subscription field must return.',
  },
];

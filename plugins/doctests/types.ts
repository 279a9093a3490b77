/** What running an example against the documented graphql version showed. */
export type DoctestOutcome =
  | { status: 'verified'; version: string; /** `// =>` comments checked */ checks: number }
  | {
      status: 'failed';
      version: string;
      /** 1-based line in the code block, when known. */
      line: number | null;
      /** One sentence: what went wrong. */
      reason: string;
      /** For a value that did not match: the code, the claimed value as written, and what it really was. */
      mismatch?: { expression: string; expected: string; actual: string };
    }
  | { status: 'fragment'; reason: string };

/** One code block of an `@example`, and where it is documented. */
export interface DoctestExample {
  /** Readable, stable name for reports and the known-failing list: `GraphQLDirective.toConfig example 1`. */
  id: string;
  /** Hash of the code: the key of its outcome in the model. */
  key: string;
  code: string;
  lang: string | null;
  /** The documented item, e.g. `GraphQLDirective`. */
  item: string;
  /** Member or signature it belongs to, e.g. `toConfig`, or null for the item itself. */
  member: string | null;
  /** The item's group (sidebar category), for the report. */
  category: string;
  /** Page URL of the item. */
  url: string;
}

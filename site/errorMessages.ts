/**
 * Error-message templates (the `error-message` fences of the error reference, `Cannot return null for
 * non-nullable field {parentType}.{fieldName}.`) and the concrete messages readers paste or their
 * code prints. Pure, with no regular expression built from a template: a template is a list of
 * literal parts matched in order with `indexOf`, so a long or hostile message costs linear time.
 */
import { NAMED_PLACEHOLDER } from './errorTemplates';
import { docRouteFromId } from './siteMap';

/** A template ready to compare with messages: its literal parts, between which any text may stand. */
export interface MessageTemplate {
  /** The template as the page writes it. */
  text: string;
  /** The literal parts, whitespace collapsed: `['Cannot return null for non-nullable field ', '.', '.']`. */
  parts: readonly string[];
  /** Characters of literal text: the more, the more specific the template. */
  literalLength: number;
}

/** An error entry: where it is documented, and the templates of its wordings. */
export interface ErrorEntry {
  /** Route and anchor of the entry: `/docs/errors/execution#non-null-field-returned-null`. */
  url: string;
  /** The entry's heading. */
  title: string;
  /** Its `error-message` fences' texts, one per wording. */
  templates: readonly string[];
}

/** The lookup the page's runner and the playground fetch (`ERROR_LOOKUP_PATH`): every entry's templates. */
export interface ErrorLookup {
  version: typeof ERROR_LOOKUP_VERSION;
  entries: ErrorEntry[];
}

/** Format version of the lookup file. */
export const ERROR_LOOKUP_VERSION = 1;

/** Where the error reference's pages are: `/docs/errors/<family>`, the route of its index. */
export const ERROR_REFERENCE_ROUTE_PREFIX = docRouteFromId('errors/index');

/** Where the built lookup is served. */
export const ERROR_LOOKUP_PATH = '/error-messages.json';

/** Longest text compared as a message: a pasted message with its stack trace is cut to it first. */
export const MAX_MESSAGE_LENGTH = 2000;

/**
 * Templates with less literal text than this are not matched at all: `{message}` or `Expected {x}.`
 * would match most sentences.
 */
const MIN_LITERAL_LENGTH = 12;

const collapse = (text: string) => text.replace(/\s+/g, ' ');

/**
 * The templates a fence's text stands for: itself and, for a message of several lines, its first
 * line (what a reader copies from a terminal), both prepared for matching.
 */
export function toMessageTemplates(text: string): MessageTemplate[] {
  const wordings = [text.trim()];
  const firstLine = wordings[0]!.split('\n')[0]!.trim();
  if (firstLine !== wordings[0]) wordings.push(firstLine);
  return wordings
    .map((wording) => {
      const parts = collapse(wording).split(NAMED_PLACEHOLDER);
      return { text, parts, literalLength: parts.join('').length };
    })
    .filter((template) => template.literalLength >= MIN_LITERAL_LENGTH);
}

/** A stack frame V8 prints: `at fn (file:1:2)`, `at file:1:2`, `at async fn (…)`, `at new X (…)`. */
const STACK_FRAME = /\s+at (?:async |new )?(?:[^\s()]+ \(|\S+:\d+:\d+)/;
/** A location after the message: graphql's `GraphQL request:1:2` (and what follows it), a file's `x.graphql:3:7`. */
const LOCATION_SUFFIX = /\s+(?:GraphQL request|\S+):\d+:\d+(?:\s[\s\S]*)?$/;
/** A position in brackets at the end: `(1:5)`. */
const POSITION_SUFFIX = /\s*\(\d+:\d+\)\s*$/;
/** An error class before the message, as a console prints it: `GraphQLError: `, `Uncaught TypeError: `. */
const ERROR_CLASS_PREFIX = /^(?:Uncaught\s+)?[A-Za-z]*Error(?:\s*\[[\w-]+\])?:\s+/;

/**
 * What a reader pasted or a program printed, reduced to the message: cut to `MAX_MESSAGE_LENGTH`;
 * escaped or typographic quotes made plain; the stack trace after it, a location suffix and
 * whitespace runs taken out. Quotes around it and the error class before it are kept (a message
 * may start with either); `messageCandidates` tries the text with and without them.
 */
export function toPastedMessage(text: string): string {
  let message = text
    .slice(0, MAX_MESSAGE_LENGTH)
    .replace(/\\"/g, '"')
    .replace(/\\n/g, '\n')
    .replace(/[“”„]/g, '"')
    .replace(/[‘’]/g, "'")
    .trim();
  const frame = STACK_FRAME.exec(message);
  if (frame) message = message.slice(0, frame.index);
  message = message.replace(LOCATION_SUFFIX, '').replace(POSITION_SUFFIX, '').trim();
  return collapse(message);
}

/** How many wrapped messages (after `; ` or `: `) one message is tried as, at most. */
const MAX_WRAPPED_MESSAGES = 6;

/** A message in a pair of quotes, as a string in a log or a test (`'…'`, `"…",`). */
const QUOTED = /^(["'`])([\s\S]*)\1,?$/;

/**
 * The texts a pasted message is compared as: itself, out of a surrounding pair of quotes, without
 * the error class (one or two: `Error: GraphQLError: …`) before it, and the messages it wraps.
 */
export function messageCandidates(text: string): string[] {
  const pasted = toPastedMessage(text);
  const candidates = [pasted];
  const quoted = QUOTED.exec(pasted);
  if (quoted) candidates.push(quoted[2]!.trim());
  for (const candidate of [...candidates]) {
    let current = candidate;
    for (let count = 0; count < 2; count += 1) {
      const withoutClass = current.replace(ERROR_CLASS_PREFIX, '');
      if (withoutClass === current) break;
      candidates.push(withoutClass);
      current = withoutClass;
    }
  }
  // A message that wraps another (`Variable "$n" got invalid value "x"; Int cannot represent…`)
  // also stands for the one it wraps: what follows a `; ` or `: ` is tried as a message too.
  for (const candidate of [...candidates]) {
    let at = candidate.search(/[;:] /);
    for (let count = 0; at !== -1 && count < MAX_WRAPPED_MESSAGES; count += 1) {
      candidates.push(candidate.slice(at + 2));
      const next = candidate.slice(at + 2).search(/[;:] /);
      at = next === -1 ? -1 : at + 2 + next;
    }
  }
  return [...new Set(candidates)].filter(Boolean);
}

/**
 * Whether the whole of `message` is the template with some text in each placeholder. Literal parts
 * are found in order, each at its leftmost place after the previous one, the first at the start and
 * the last at the end: for a pattern of literals and wildcards that finds a match whenever there is one.
 */
export function matchesTemplate(message: string, { parts }: MessageTemplate): boolean {
  const first = parts[0]!;
  const last = parts.at(-1)!;
  if (parts.length === 1) return message === first;
  if (!message.startsWith(first) || !message.endsWith(last)) return false;
  if (message.length < first.length + last.length) return false;
  const end = message.length - last.length;
  let at = first.length;
  for (const part of parts.slice(1, -1)) {
    const found = message.indexOf(part, at);
    if (found === -1 || found + part.length > end) return false;
    at = found + part.length;
  }
  return true;
}

/** An entry whose template a message matches, and how much literal text of it matched. */
export interface MessageMatch<Entry> {
  entry: Entry;
  template: MessageTemplate;
}

/**
 * The entries whose templates match a message, the most specific (most literal text) first. A
 * message without its trailing period matches a template that has one.
 */
export function matchMessage<Entry>(
  text: string,
  entries: readonly { entry: Entry; templates: readonly MessageTemplate[] }[],
): MessageMatch<Entry>[] {
  const messages = messageCandidates(text).flatMap((message) =>
    /[.?!]$/.test(message) ? [message] : [message, `${message}.`],
  );
  const matches: MessageMatch<Entry>[] = [];
  for (const { entry, templates } of entries) {
    let best: MessageTemplate | null = null;
    for (const template of templates)
      if (
        (!best || template.literalLength > best.literalLength) &&
        messages.some((message) => matchesTemplate(message, template))
      )
        best = template;
    if (best) matches.push({ entry, template: best });
  }
  return matches.sort((a, b) => b.template.literalLength - a.template.literalLength);
}

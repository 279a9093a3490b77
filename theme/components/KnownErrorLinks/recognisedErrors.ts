import { escapeRegExp } from '../../../site/escapeRegExp';
import {
  ERROR_REFERENCE_ROUTE_PREFIX,
  type ErrorEntry,
  type ErrorLookup,
  MAX_MESSAGE_LENGTH,
  type MessageTemplate,
  matchMessage,
  toMessageTemplates,
} from '../../../site/errorMessages';

/** Characters of a run's output looked at: its messages are near the start or in its problem line. */
const MAX_OUTPUT_LENGTH = 20_000;
/** Lines of output compared as messages, at most. */
const MAX_LINES = 200;
/** Entries linked under one output, at most. */
const MAX_LINKS = 3;

/** An error entry a link may lead to: only a route of the error reference, never what a run printed. */
const ENTRY_URL = new RegExp(`^${escapeRegExp(ERROR_REFERENCE_ROUTE_PREFIX)}[a-z\\d-]+#[a-z\\d-]+$`);

/** The lookup prepared for matching: each entry with its templates. */
export type PreparedLookup = readonly { entry: ErrorEntry; templates: readonly MessageTemplate[] }[];

/** The lookup as fetched, prepared once: entries with a URL of the error reference only. */
export function toPreparedLookup(lookup: ErrorLookup): PreparedLookup {
  return lookup.entries
    .filter((entry) => typeof entry.url === 'string' && ENTRY_URL.test(entry.url) && typeof entry.title === 'string')
    .map((entry) => ({
      entry,
      templates: entry.templates.filter((text) => typeof text === 'string').flatMap(toMessageTemplates),
    }));
}

const JSON_MESSAGE = /"message":\s*"((?:[^"\\\n]|\\.){1,2000})"/g;
const INSPECTED_MESSAGE = /message: '((?:[^'\\\n]|\\.){1,2000})'/g;
/** A line of JSON or of an inspected object: its messages are read by the patterns above, not as a line. */
const STRUCTURE_LINE = /^[[\]{}"']/;

/** A JSON string literal's value, or null when it is not one. */
function jsonString(literal: string): string | null {
  try {
    const value: unknown = JSON.parse(`"${literal}"`);
    return typeof value === 'string' ? value : null;
  } catch {
    return null;
  }
}

/**
 * The lines of an output, trimmed, with an indented line joined to the one before it: a long
 * message printed wrapped (the pages' `printWrapped`, a terminal's own wrapping copied with its
 * indent) is one message again.
 */
function outputLines(text: string): string[] {
  const lines: string[] = [];
  for (const raw of text.split('\n').slice(0, MAX_LINES)) {
    const line = raw.trim();
    const previous = lines.length - 1;
    if (/^\s/.test(raw) && line && previous >= 0 && lines[previous] && !STRUCTURE_LINE.test(lines[previous]!))
      lines[previous] = `${lines[previous]} ${line}`;
    else lines.push(line);
  }
  return lines;
}

/**
 * The texts in what a run printed that may be messages: `message` fields of JSON or of an inspected
 * error, and lines that are not JSON, each cut to `MAX_MESSAGE_LENGTH`. Pure strings: nothing of
 * the output is ever rendered from here.
 */
export function messagesInOutput(output: string): string[] {
  const text = output.slice(0, MAX_OUTPUT_LENGTH);
  const found = [
    ...[...text.matchAll(JSON_MESSAGE)].map((match) => jsonString(match[1]!)),
    ...[...text.matchAll(INSPECTED_MESSAGE)].map((match) => match[1]!.replace(/\\'/g, "'")),
    ...outputLines(text).filter((line) => line && !STRUCTURE_LINE.test(line)),
  ];
  return [...new Set(found.filter((message): message is string => Boolean(message)))].map((message) =>
    message.slice(0, MAX_MESSAGE_LENGTH),
  );
}

/** The entries whose messages a run's output shows, in the order it shows them, each once. */
export function recognisedErrors(lookup: PreparedLookup, output: string): ErrorEntry[] {
  const entries: ErrorEntry[] = [];
  for (const message of messagesInOutput(output)) {
    const best = matchMessage(message, lookup)[0]?.entry;
    if (best && !entries.includes(best)) entries.push(best);
    if (entries.length === MAX_LINKS) break;
  }
  return entries;
}

/**
 * The messages the example worker sends the page, and the two checks that keep them small: the
 * worker cuts what it sends to the limits, and the page takes only messages of the expected shape,
 * with strings within the limits, before it does anything else with them. The page never converts
 * a value it did not expect to a string: `String()` of a structured-clone bomb (`o = [o, o]`, 24
 * times, a few hundred bytes to send) walks 2^24 arrays on the page's thread.
 */
import { EXAMPLE_OUTPUT_LIMIT_CHARS, EXAMPLE_PROBLEM_LIMIT_CHARS } from '../../../site/constants';

/** What the worker posts: `started` once graphql is loaded, each kept line, then `done` once. */
export type ExampleWorkerMessage =
  | { type: 'started' }
  | { type: 'output'; text: string }
  | { type: 'done'; problem: string | null; printedChars: number };

// Taken when the module loads, before any reader's code runs in the worker: code that replaces
// String.prototype.slice later cannot make the worker send more than the limits.
const { apply } = Reflect;
const { slice } = String.prototype;
const cut = (text: string, limit: number): string => apply(slice, text, [0, limit]);

/** `1234567` as `1,234,567`, without methods the reader's code could replace. */
function grouped(count: number): string {
  const digits = `${count}`;
  let text = '';
  for (let end = digits.length; end > 0; end -= 3) {
    const group = apply(slice, digits, [Math.max(0, end - 3), end]) as string;
    text = text ? `${group},${text}` : group;
  }
  return text;
}

/** A problem as the page shows it: up to the limit, then how much more there was. */
export function cappedProblem(problem: string): string {
  if (problem.length <= EXAMPLE_PROBLEM_LIMIT_CHARS) return problem;
  const more = grouped(problem.length - EXAMPLE_PROBLEM_LIMIT_CHARS);
  return `${cut(problem, EXAMPLE_PROBLEM_LIMIT_CHARS)}… and ${more} more characters, not shown.`;
}

/** The longest problem text `cappedProblem` gives (the note after the limit included). */
const PROBLEM_WITH_NOTE_CHARS = EXAMPLE_PROBLEM_LIMIT_CHARS + 64;

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

/**
 * The message as it leaves the worker: a new object of the expected fields, each a string cut to
 * its limit or a count; null for anything else, which is then not sent.
 */
export function toPageMessage(message: ExampleWorkerMessage): ExampleWorkerMessage | null {
  if (message.type === 'started') return { type: 'started' };
  if (message.type === 'output')
    return typeof message.text === 'string' && message.text.length > 0
      ? { type: 'output', text: cut(message.text, EXAMPLE_OUTPUT_LIMIT_CHARS) }
      : null;
  if (message.type === 'done') {
    const problem = typeof message.problem === 'string' ? cappedProblem(message.problem) : null;
    return { type: 'done', problem, printedChars: isCount(message.printedChars) ? message.printedChars : 0 };
  }
  return null;
}

/**
 * The message the page received, if it is one the worker sends: only `typeof`, `length` and a cut
 * of a string are done with what came, so nothing the sender made can cost the page more.
 */
export function fromWorkerMessage(data: unknown): ExampleWorkerMessage | null {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
  const fields = data as Record<string, unknown>;
  if (fields.type === 'started') return { type: 'started' };
  if (fields.type === 'output')
    return typeof fields.text === 'string' && fields.text.length > 0
      ? { type: 'output', text: cut(fields.text, EXAMPLE_OUTPUT_LIMIT_CHARS) }
      : null;
  if (fields.type === 'done')
    return {
      type: 'done',
      problem: typeof fields.problem === 'string' ? cut(fields.problem, PROBLEM_WITH_NOTE_CHARS) : null,
      printedChars: isCount(fields.printedChars) ? fields.printedChars : 0,
    };
  return null;
}

import { inspect } from 'node-inspect-extracted';

/**
 * What a run shows for a value thrown and not caught: the error's name and message, as the first
 * line of Node's report says it (the stack would only name the page's blob: modules), or the value
 * itself when it is no error.
 */
export function describeThrown(thrown: unknown): string {
  if (thrown instanceof Error) return `Uncaught ${thrown.name}: ${thrown.message}`;
  return `Uncaught ${inspect(thrown)}`;
}

/**
 * Node prints a promise with its state (`Promise { 'a promise' }`), which it reads from the engine
 * at once; a browser has no such look. A print that holds promises waits one turn of microtasks:
 * a promise already settled when printed has told its `then` callback by then, and one still
 * pending has not, so each is shown as Node would have shown it.
 */
import type { PromiseState, PromiseStates } from './nodeInspect';

/** The promises among values, looked for as deep as Node's inspect prints (two levels) and no further. */
export function promisesIn(values: readonly unknown[], depth = 3): Promise<unknown>[] {
  const found: Promise<unknown>[] = [];
  const seen = new Set<object>();
  const visit = (value: unknown, level: number) => {
    if (value === null || typeof value !== 'object' || seen.has(value) || seen.size > 1000) return;
    seen.add(value);
    if (value instanceof Promise) found.push(value);
    else if (level < depth && (Array.isArray(value) || Object.getPrototypeOf(value) === Object.prototype))
      for (const inner of Object.values(value)) visit(inner, level + 1);
  };
  for (const value of values) visit(value, 0);
  return found;
}

/**
 * The state each promise has now, known one turn of microtasks later: the states seen then, kept
 * apart from any a promise takes afterwards. A rejected promise looked at this way counts as
 * handled from then on (a browser cannot look without handling it).
 */
export function observePromises(promises: readonly Promise<unknown>[]): Promise<PromiseStates> {
  const states = new Map<object, PromiseState>();
  for (const promise of promises) {
    states.set(promise, { settled: 'pending' });
    promise.then(
      (value) => states.set(promise, { settled: 'fulfilled', value }),
      (value: unknown) => states.set(promise, { settled: 'rejected', value }),
    );
  }
  // Queued after the callbacks of the promises already settled, and before any that settle later.
  return Promise.resolve().then(() => new WeakMap(states));
}

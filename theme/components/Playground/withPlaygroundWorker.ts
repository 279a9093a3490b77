import type { PlaygroundWorkerLink } from './playgroundRun';

/**
 * A folder's playground seeds, each given the link to the worker that runs them. The folder's
 * `index.ts` calls this with `() => new Worker(new URL('./worker.ts', import.meta.url))` written
 * out, so the bundler sees the worker, and its `worker.ts` serves the same seeds.
 */
export function withPlaygroundWorker<Seeds extends Record<string, object>>(
  seeds: Seeds,
  openWorker: () => Worker,
): { [Name in keyof Seeds]: Seeds[Name] & { worker: PlaygroundWorkerLink } } {
  return Object.fromEntries(
    Object.entries(seeds).map(([seed, value]) => [seed, { ...value, worker: { seed, openWorker } }]),
  ) as {
    [Name in keyof Seeds]: Seeds[Name] & { worker: PlaygroundWorkerLink };
  };
}

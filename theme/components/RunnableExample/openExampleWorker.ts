/**
 * The example worker, written out so that the bundler sees it. Its file name starts with
 * EXAMPLE_RUNNER_CHUNK, which the site's headers give the one policy that allows blob: modules.
 */
export const openExampleWorker = () =>
  new Worker(new URL('./exampleWorker.ts', import.meta.url), { name: 'example-runner' });

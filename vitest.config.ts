import { createRequire } from 'node:module';
import { availableParallelism, loadavg } from 'node:os';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { defineConfig } from 'vitest/config';

/**
 * The files that take longest, started first whatever the timing history says: a fresh clone has none,
 * and vitest then starts files in no useful order, so the longest one could start last and run alone.
 * The docs' examples take most of the unit step (they start a child process per step), so their two shards go
 * first, one per worker, and the other files share the workers as each shard's pages end.
 */
const LONGEST_FIRST = ['scripts/docExamples.1.test.ts', 'scripts/docExamples.2.test.ts'];

class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) => {
      const index = LONGEST_FIRST.findIndex((name) => file.moduleId.endsWith(`/${name}`));
      return index === -1 ? LONGEST_FIRST.length : index;
    };
    // Array sort is stable: the rest keep the order the base sequencer gives them (longest first, by history).
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

/**
 * A test's default time limit stands for a test that hangs, not for a speed it proves (a test that proves one
 * sets its own limit). On a machine busier than it has cores every test takes longer in proportion, so vitest's
 * defaults (5 s a test, 10 s a hook) grow with the load measured as the run starts, as the e2e limit does.
 */
const loadFactor = Math.max(1, loadavg()[0]! / availableParallelism());

export default defineConfig({
  test: {
    testTimeout: Math.round(5_000 * loadFactor),
    hookTimeout: Math.round(10_000 * loadFactor),
    // Vitest's default is one worker fewer than the cores: one at a time on a 2-core machine, and the
    // second core idle whenever the running file does not keep it busy. One more than the cores: the
    // docs' examples' two shards mostly wait on their child processes and timers, and a third worker
    // runs the other files meanwhile instead of after them.
    maxWorkers: availableParallelism() + 1,
    sequence: { sequencer: LongestFirstSequencer },
    // A test that checks nothing fails: every test counted as passed has made an assertion that can fail.
    expect: { requireAssertions: true },
  },
  resolve: {
    alias: [
      // The language service's ES module build, as the site's bundler picks it. Its CommonJS build
      // (what Node picks) loads graphql's CommonJS build beside the ES module the code and tests
      // import: two graphql instances, which refuse each other's schemas.
      {
        find: /^graphql-language-service$/,
        replacement: createRequire(import.meta.url).resolve('graphql-language-service/esm/index.js'),
      },
    ],
  },
});

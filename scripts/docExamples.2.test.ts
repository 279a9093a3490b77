import { describeDocExamples } from './lib/docExamplesSuite';

// Every example a docs page tells readers to run, on graphql 16.15.0 and 17.1.0: the pages of shard 2 of 2
// (scripts/lib/docExamplesSuite.ts). The other shard runs in the other vitest worker, side by side.
describeDocExamples({ shard: 2, shards: 2 });

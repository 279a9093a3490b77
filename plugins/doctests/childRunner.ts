/**
 * Child process that runs instrumented examples one after the other and says on file descriptor 3
 * when it is ready, when it starts each example and what each gave (ChildMessage; examples may print
 * to stdout). The parent kills it when an example takes too long and starts another for the rest.
 * Usage: node --import tsx childRunner.ts JOBS_JSON_FILE PACKAGE_NAME
 */
import { readFileSync, writeSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describeValue, matchesClaim } from './compare';
import { type ChildJob, type ChildMessage, type ChildResult, EXAMPLE_SOURCE_NAME, RESULTS_FD } from './protocol';

type RunExample = (
  check: (index: number, actual: unknown, expected: unknown) => void,
  throws: (index: number, run: () => Promise<unknown>) => Promise<void>,
) => Promise<void>;

const require = createRequire(import.meta.url);

/** The example line an error was thrown from, through the source map (`--enable-source-maps`). */
function exampleLine(error: unknown, file: string): number | null {
  const source = `${path.join(path.dirname(file), EXAMPLE_SOURCE_NAME)}:`;
  const stack = error instanceof Error ? (error.stack ?? '') : '';
  for (const frame of stack.split('\n')) {
    const at = frame.indexOf(source);
    if (at >= 0) return Number(frame.slice(at + source.length).split(':')[0]) || null;
  }
  return null;
}

async function runJob(job: ChildJob): Promise<ChildResult> {
  const result: ChildResult = { key: job.key, checked: [] };
  const check = (index: number, actual: unknown, expected: unknown) => {
    result.checked.push(index);
    if (!result.mismatch && !matchesClaim(actual, expected))
      result.mismatch = { index, expected: describeValue(expected), actual: describeValue(actual) };
  };
  const throws = async (index: number, run: () => Promise<unknown>) => {
    result.checked.push(index);
    let returned: unknown;
    try {
      returned = await run();
    } catch {
      return;
    }
    result.mismatch ??= { index, expected: 'a throw', actual: describeValue(returned) };
  };
  try {
    const run = require(job.file) as RunExample;
    await run(check, throws);
  } catch (error) {
    const message = error instanceof Error ? `${error.name}: ${error.message}` : `threw ${describeValue(error)}`;
    result.error = { message, line: exampleLine(error, job.file) };
  }
  return result;
}

// graphql's parser alone can be ten frames deep: keep enough to reach the example's line.
Error.stackTraceLimit = 100;
// A promise an example left behind must not end the run of the others.
process.on('unhandledRejection', () => {});

const say = (message: ChildMessage) => writeSync(RESULTS_FD, `${JSON.stringify(message)}\n`);

const jobsFile = process.argv[2]!;
const jobs = JSON.parse(readFileSync(jobsFile, 'utf8')) as ChildJob[];
// The documented package, loaded as the examples load it: the first example's time is its own.
createRequire(path.join(path.dirname(jobsFile), 'examples', 'index.js'))(process.argv[3]!);
say({ kind: 'ready' });
for (const job of jobs) {
  say({ kind: 'started', key: job.key });
  say({ kind: 'result', result: await runJob(job) });
}

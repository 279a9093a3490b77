import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { instrumentExamples, type ResultComment } from './instrument';
import { outcomeOfRun } from './outcome';
import { type ChildJob, type ChildResult, RESULTS_FD } from './protocol';
import type { DoctestExample, DoctestOutcome } from './types';

/** Bump when instrumentation or checking changes, so cached outcomes are recomputed. */
const RUNNER_VERSION = 1;
const DEFAULT_TIMEOUT_MS = 5000;

export interface RunDoctestsOptions {
  examples: readonly DoctestExample[];
  /** Folder of the documented package; the examples' `import … from 'graphql'` resolves to it. */
  packageDir: string;
  /** Folder the project's dependencies (tsx) resolve from. */
  projectRoot: string;
  /** Where example files and the outcome cache live (generated, never committed). */
  cacheDir: string;
  timeoutMs?: number;
}

export interface DoctestRun {
  /** Outcome per example key. */
  outcomes: Map<string, DoctestOutcome>;
  version: string;
  /** Examples that ran now (not from the cache). */
  ran: number;
  milliseconds: number;
}

const isGlobal = (name: string) => name in globalThis;

/**
 * Runs every runnable example against the documented package in a child process (one at a time,
 * each with a time limit) and returns each example's outcome. Outcomes are cached by package
 * version and code, so a build reruns only new or changed examples.
 */
export async function runDoctests({
  examples,
  packageDir,
  projectRoot,
  cacheDir,
  timeoutMs = DEFAULT_TIMEOUT_MS,
}: RunDoctestsOptions): Promise<DoctestRun> {
  const started = performance.now();
  const packageJson = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as {
    name: string;
    version: string;
  };
  const { version } = packageJson;
  const workDir = path.join(cacheDir, `${packageJson.name}@${version}`);
  const cacheFile = path.join(workDir, `outcomes.v${RUNNER_VERSION}.json`);
  const cached = existsSync(cacheFile)
    ? (JSON.parse(readFileSync(cacheFile, 'utf8')) as Record<string, DoctestOutcome>)
    : {};

  // CommonJS `.js`: the child runs under tsx, which rewrites `.cjs` files (and their source maps) but
  // leaves plain CommonJS `.js` alone.
  mkdirSync(path.join(workDir, 'examples'), { recursive: true });
  writeFileSync(path.join(workDir, 'examples', 'package.json'), '{ "type": "commonjs" }\n');
  const outcomes = new Map<string, DoctestOutcome>();
  const pending: { job: ChildJob; comments: ResultComment[] }[] = [];
  // Each code once: the same block documented in two places is one example to run.
  const uncached = [
    ...new Map(examples.filter((example) => !cached[example.key]).map((example) => [example.key, example])).values(),
  ];
  for (const example of examples) {
    const known = cached[example.key];
    if (known) outcomes.set(example.key, known);
  }
  const instrumentedExamples = instrumentExamples(uncached, isGlobal);
  for (const [index, example] of uncached.entries()) {
    const instrumented = instrumentedExamples[index]!;
    if (instrumented.kind === 'fragment') {
      outcomes.set(example.key, { status: 'fragment', reason: instrumented.reason });
      continue;
    }
    const file = path.join(workDir, 'examples', `${example.key}.js`);
    pending.push({
      job: { key: example.key, file, comments: instrumented.comments.length },
      comments: instrumented.comments,
    });
    writeFileSync(file, instrumented.module);
  }

  if (pending.length) {
    linkPackage(workDir, packageDir, packageJson);
    const results = await runInChildren(
      pending.map(({ job }) => job),
      { workDir, projectRoot, timeoutMs },
    );
    for (const { job, comments } of pending)
      outcomes.set(job.key, outcomeOfRun(results.get(job.key) ?? null, comments, version, timeoutMs));
  }
  writeFileSync(cacheFile, JSON.stringify(Object.fromEntries(outcomes)));
  return { outcomes, version, ran: pending.length, milliseconds: performance.now() - started };
}

/** `workDir/node_modules/graphql` → the documented package, checked to be what the examples will load. */
function linkPackage(workDir: string, packageDir: string, packageJson: { name: string; version: string }): void {
  const link = path.join(workDir, 'node_modules', packageJson.name);
  rmSync(link, { recursive: true, force: true });
  mkdirSync(path.dirname(link), { recursive: true });
  symlinkSync(packageDir, link, 'dir');
  // graphql 17's `exports` map hides package.json from resolve(): check where the entry point resolves.
  const entry = realpathSync(createRequire(path.join(workDir, 'examples', 'x.js')).resolve(packageJson.name));
  const documented = realpathSync(packageDir);
  if (!entry.startsWith(`${documented}${path.sep}`)) {
    throw new Error(
      `[doctests] examples in ${workDir} would load ${packageJson.name} from ${entry}, not the documented ${packageJson.name}@${packageJson.version} in ${documented}.`,
    );
  }
}

interface ChildOptions {
  workDir: string;
  projectRoot: string;
  timeoutMs: number;
}

/** Runs the jobs in a child; when one times out, the child is killed and a new one takes the rest. */
async function runInChildren(jobs: ChildJob[], options: ChildOptions): Promise<Map<string, ChildResult>> {
  const results = new Map<string, ChildResult>();
  let remaining = jobs;
  while (remaining.length) {
    const done = await runChild(remaining, options);
    for (const result of done) results.set(result.key, result);
    // The job after the last finished one timed out (or crashed the child): it gets no result.
    remaining = remaining.slice(done.length + 1);
  }
  return results;
}

function runChild(jobs: ChildJob[], { workDir, projectRoot, timeoutMs }: ChildOptions): Promise<ChildResult[]> {
  const jobsFile = path.join(workDir, 'jobs.json');
  writeFileSync(jobsFile, JSON.stringify(jobs));
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--enable-source-maps', path.join(import.meta.dirname, 'childRunner.ts'), jobsFile],
    {
      cwd: projectRoot,
      stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
      env: { ...process.env, NODE_ENV: 'production' },
    },
  );
  const done: ChildResult[] = [];
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
  return new Promise((resolve, reject) => {
    let timer: NodeJS.Timeout;
    // This process may be busy for seconds meanwhile (loading the next version with TypeDoc), and a
    // timer that was due runs before the child's waiting results are read. So the limit is checked
    // again after they are (setImmediate runs after reading): a result read since means progress.
    const arm = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        const seen = done.length;
        setImmediate(() => {
          if (done.length === seen) child.kill('SIGKILL');
        });
      }, timeoutMs);
    };
    arm();
    createInterface({ input: child.stdio[RESULTS_FD] as NodeJS.ReadableStream }).on('line', (line) => {
      done.push(JSON.parse(line) as ChildResult);
      arm();
    });
    child.on('error', reject);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (done.length === 0 && signal === null && code !== 0) {
        reject(new Error(`[doctests] the example runner failed before running any example (exit ${code}):\n${stderr}`));
        return;
      }
      resolve(done);
    });
  });
}

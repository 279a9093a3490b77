import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createInterface } from 'node:readline';
import ts from 'typescript';
import { instrumentExamples, type ResultComment } from './instrument';
import { outcomeOfRun } from './outcome';
import { type ChildJob, type ChildMessage, type ChildResult, RESULTS_FD } from './protocol';
import type { DoctestExample, DoctestOutcome } from './types';

const DEFAULT_TIMEOUT_MS = 5000;

/**
 * The code that turns an example into its outcome: the instrumentation, the child and its checks.
 * A cached outcome stands for a run only while these, Node and TypeScript are what made it, so the
 * cache is keyed by them rather than by a version number someone has to remember to bump.
 */
const RUNNER_SOURCES = [
  'childRunner.ts',
  'compare.ts',
  'freeNames.ts',
  'instrument.ts',
  'outcome.ts',
  'protocol.ts',
  'runDoctests.ts',
  '../../site/matchesClaim.ts',
];

/** A hash of the runner's code and of the Node and TypeScript it runs on: what a cached outcome was made by. */
function runnerFingerprint(): string {
  const hash = createHash('sha256').update(`node ${process.version}, typescript ${ts.version}\n`);
  for (const file of RUNNER_SOURCES) hash.update(readFileSync(path.join(import.meta.dirname, file)));
  return hash.digest('hex').slice(0, 16);
}

/** The outcome cache of one package version: the runner that made the outcomes, and the outcome per key. */
interface OutcomeCache {
  runner: string;
  outcomes: Record<string, DoctestOutcome>;
}

function readOutcomeCache(file: string, runner: string): Record<string, DoctestOutcome> {
  if (!existsSync(file)) return {};
  const cache = JSON.parse(readFileSync(file, 'utf8')) as Partial<OutcomeCache>;
  return cache.runner === runner ? (cache.outcomes ?? {}) : {};
}

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
  const cacheFile = path.join(workDir, 'outcomes.json');
  const runner = runnerFingerprint();
  const cached = readOutcomeCache(cacheFile, runner);

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

  // An example that ran out of time may have been starved by a busy machine: run it again next time.
  const timedOut = new Set<string>();
  if (pending.length) {
    linkPackage(workDir, packageDir, packageJson);
    const results = await runInChildren(
      pending.map(({ job }) => job),
      { workDir, projectRoot, timeoutMs, packageName: packageJson.name },
    );
    for (const { job, comments } of pending) {
      const result = results.get(job.key) ?? null;
      if (!result) timedOut.add(job.key);
      outcomes.set(job.key, outcomeOfRun(result, comments, version, timeoutMs));
    }
  }
  const cache: OutcomeCache = {
    runner,
    outcomes: Object.fromEntries([...outcomes].filter(([key]) => !timedOut.has(key))),
  };
  writeFileSync(cacheFile, JSON.stringify(cache));
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
  /** The documented package's name: the child loads it before it says it is ready. */
  packageName: string;
}

/**
 * How long the child may take to start (its loader, the package) before the run fails: a safety net
 * for a child that never starts, far above what a start takes even on a busy machine. An example's
 * own limit counts from when the child says it starts it.
 */
const START_LIMIT_MS = 120_000;

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

function runChild(
  jobs: ChildJob[],
  { workDir, projectRoot, timeoutMs, packageName }: ChildOptions,
): Promise<ChildResult[]> {
  const jobsFile = path.join(workDir, 'jobs.json');
  writeFileSync(jobsFile, JSON.stringify(jobs));
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      '--enable-source-maps',
      path.join(import.meta.dirname, 'childRunner.ts'),
      jobsFile,
      packageName,
    ],
    {
      cwd: projectRoot,
      stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
      env: { ...process.env, NODE_ENV: 'production' },
    },
  );
  const done: ChildResult[] = [];
  let started = false;
  let messages = 0;
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
  return new Promise((resolve, reject) => {
    let timer: NodeJS.Timeout | undefined;
    // This process may be busy for seconds meanwhile (loading the next version with TypeDoc), and a
    // timer that was due runs before the child's waiting messages are read. So the limit is checked
    // again after they are (setImmediate runs after reading): a message read since means progress.
    const limit = (ms: number) => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        const seen = messages;
        setImmediate(() => {
          if (messages === seen) child.kill('SIGKILL');
        });
      }, ms);
    };
    limit(START_LIMIT_MS);
    createInterface({ input: child.stdio[RESULTS_FD] as NodeJS.ReadableStream }).on('line', (line) => {
      messages++;
      const message = JSON.parse(line) as ChildMessage;
      if (message.kind === 'ready') clearTimeout(timer);
      else if (message.kind === 'started') {
        started = true;
        limit(timeoutMs);
      } else {
        done.push(message.result);
        clearTimeout(timer);
      }
    });
    child.on('error', reject);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (!started) {
        const why = signal === null ? `exit ${code}` : `no start within ${START_LIMIT_MS / 1000} s`;
        reject(new Error(`[doctests] the example runner failed before running any example (${why}):\n${stderr}`));
        return;
      }
      resolve(done);
    });
  });
}

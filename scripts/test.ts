/**
 * `npm test` (after scripts/setup.mjs has installed what is missing): typecheck, lint (Biome), format check
 * (Prettier), unit tests, production build, end-to-end tests in Chromium; then one
 * summary line over every runner, `tests: N passed, N failed, N skipped`, which CI reads. Before it, each step's
 * time and CPU time, and the ten slowest unit test files and end-to-end specs (from the runners' JSON reports).
 * A step that fails without test results of its own (typecheck, lint, format check, build) counts as one failure.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { childCpuSeconds } from './lib/childCpuTime';
import { summaryFromReports, type TestCounts } from './lib/testSummary';
import { e2eTimings, timingLines, unitTimings } from './lib/testTimings';

const repoRoot = path.resolve(import.meta.dirname, '..');
const resultsDir = path.join(repoRoot, '.test-results');
const unitReport = path.join(resultsDir, 'unit.json');
const e2eReport = path.join(resultsDir, 'e2e.json');

rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

/** How long each step took, and how much CPU: CPU over wall time says how many cores the step kept busy. */
const stepTimes: string[] = [];

function step(title: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}): boolean {
  console.log(`\n▶ ${title}: ${[command, ...args].join(' ')}`);
  const started = performance.now();
  const cpuBefore = childCpuSeconds();
  const result = spawnSync(command, args, { cwd: repoRoot, stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = (performance.now() - started) / 1000;
  const cpuAfter = childCpuSeconds();
  const cpu =
    cpuBefore === null || cpuAfter === null
      ? ''
      : ` (CPU ${Math.round(cpuAfter - cpuBefore)} s, ${((cpuAfter - cpuBefore) / seconds).toFixed(1)} cores busy)`;
  stepTimes.push(`${title} ${Math.round(seconds)} s${cpu}`);
  return result.status === 0;
}

const readJson = (file: string): unknown => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);

const stepFailures: string[] = [];

if (!step('Typecheck', 'npx', ['tsc', '-p', '.'])) stepFailures.push('typecheck');
if (!step('Lint', 'npx', ['biome', 'lint', '.'])) stepFailures.push('lint');
if (!step('Format check', 'npx', ['prettier', '--check', '.'])) stepFailures.push('format check');
step('Unit tests', 'npx', [
  'vitest',
  'run',
  '--exclude',
  'e2e/**',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${unitReport}`,
]);

// A production build keeps no bundler cache (plugins/bundlerSettings): a changed setting is never skipped.
const built = step('Production build', 'npx', ['rspress', 'build']);
if (!built) stepFailures.push('build');

if (built) step('End-to-end tests', 'npx', ['playwright', 'test', '-c', 'e2e']);

const counts: TestCounts = summaryFromReports({
  vitest: readJson(unitReport),
  playwright: readJson(e2eReport),
  failedSteps: stepFailures.length,
});
// Where the time went: the suite must stay within its budget on a fresh 2-core clone (PERF.md).
console.log(`\nSteps (of ${availableParallelism()} cores):\n  ${stepTimes.join('\n  ')}`);
for (const line of [
  ...timingLines('\nUnit test files', unitTimings(readJson(unitReport), { root: repoRoot })),
  ...timingLines('\nEnd-to-end specs', e2eTimings(readJson(e2eReport))),
])
  console.log(line);
if (stepFailures.length > 0) console.log(`\nFailed steps: ${stepFailures.join(', ')}`);
console.log(`\ntests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
process.exit(counts.failed > 0 || counts.passed === 0 ? 1 : 0);

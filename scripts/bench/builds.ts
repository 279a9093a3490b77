/**
 * The build step: production builds from cold and warm, timed, with their peak memory and how long each
 * documented version of the API reference took.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { cacheDir, outDir, repoRoot, rspress } from './paths';
import { spread } from './stats';

/** How long one documented version of the API reference took in a build, as its log line says. */
export interface ApiVersionTime {
  /** The package and version, e.g. `graphql@17.1.0`. */
  label: string;
  /** From loading the package to its formatted model. */
  ms: number;
  /** The TypeDoc part of it (0 when TypeDoc's JSON came from the cache). */
  typedocMs: number;
}

/**
 * The API reference's lines in a build log, one per documented version, e.g.
 * `[api-reference] graphql@17.1.0 at /api/graphql-js/v17 in <ms> ms (TypeDoc <ms> ms)` or `(TypeDoc cached)`.
 */
export function apiVersionsFromBuildLog(log: string): ApiVersionTime[] {
  return [...log.matchAll(/\[api-reference\] (\S+) at \S+ in (\d+) ms \(TypeDoc (?:(\d+) ms|cached)\)/g)].map(
    (match) => ({ label: match[1]!, ms: Number(match[2]), typedocMs: Number(match[3] ?? 0) }),
  );
}

/**
 * One production build, timed, with its peak memory. Cold: no `node_modules/.cache` at all, as on a
 * fresh clone or in CI (TypeDoc's JSON, the examples' outcomes, the API reference; a production
 * build keeps no Rspack cache, plugins/bundlerSettings). Warm: everything a previous build left there.
 */
function timedBuild(kind: 'cold' | 'warm') {
  rmSync(outDir, { recursive: true, force: true });
  if (kind === 'cold') rmSync(cacheDir, { recursive: true, force: true });
  const useTime = existsSync('/usr/bin/time');
  const started = performance.now();
  const result = useTime
    ? spawnSync('/usr/bin/time', ['-f', 'PEAK_KB=%M', rspress, 'build'], { cwd: repoRoot, encoding: 'utf8' })
    : spawnSync(rspress, ['build'], { cwd: repoRoot, encoding: 'utf8' });
  const seconds = (performance.now() - started) / 1000;
  if (result.status !== 0) throw new Error(`The build failed:\n${result.stdout}\n${result.stderr}`);
  const output = `${result.stdout}\n${result.stderr}`;
  const peakKb = Number(/PEAK_KB=(\d+)/.exec(output)?.[1] ?? Number.NaN);
  const apiPages =
    (readdirSync(path.join(outDir, 'api'), { recursive: true, encoding: 'utf8' }) as string[]).filter((file) =>
      file.endsWith('.html'),
    ).length + 1;
  return { seconds, peakMb: peakKb / 1024, apiPages, apiVersions: apiVersionsFromBuildLog(output) };
}

/** `runs` cold builds, each followed by a warm one (the machine is noisy: quote medians). */
export function measureBuilds(runs: number) {
  const cold: ReturnType<typeof timedBuild>[] = [];
  const warm: ReturnType<typeof timedBuild>[] = [];
  for (let run = 0; run < runs; run++) {
    cold.push(timedBuild('cold'));
    warm.push(timedBuild('warm'));
  }
  return {
    runs,
    cold: { seconds: spread(cold.map((build) => build.seconds)), peakMb: spread(cold.map((build) => build.peakMb)) },
    warm: { seconds: spread(warm.map((build) => build.seconds)), peakMb: spread(warm.map((build) => build.peakMb)) },
    apiPages: cold[0]!.apiPages,
    apiVersions: cold[0]!.apiVersions,
  };
}

/** What the build step measured. */
export type BuildMeasures = ReturnType<typeof measureBuilds>;

/**
 * Runs every probe of the corpus on graphql 16 and graphql 17 in this Node process (the two
 * packages never meet: each probe gets one of them) and prints the results.
 *
 *   npx tsx scripts/upgradeCorpus/run.ts            every probe whose outcomes differ, both outcomes
 *   npx tsx scripts/upgradeCorpus/run.ts --all      every probe
 *   npx tsx scripts/upgradeCorpus/run.ts --json     the results and the CPU time as JSON (what the corpus test reads)
 *   npx tsx scripts/upgradeCorpus/run.ts <id>...    the named probes only
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { outcomeOf, outcomeText, resultOf } from './outcomes';
import { probes } from './probes';
import type { ProbeContext, ProbeResult } from './types';

const require = createRequire(import.meta.url);

/** One version's context: `graphql` is 16, `graphql-17` is 17 (an npm alias of graphql@17). */
async function contextFor(major: 16 | 17): Promise<ProbeContext> {
  const pkg = major === 16 ? 'graphql' : 'graphql-17';
  const g = major === 16 ? await import('graphql') : await import('graphql-17');
  const packageDir = path.resolve(import.meta.dirname, '../../node_modules', pkg);
  return {
    g,
    packageName: pkg,
    major,
    packageJson: JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as Record<string, unknown>,
    load: (subpath) => import(`${pkg}/${subpath}`),
    requireFrom: (subpath) => require(`${pkg}/${subpath}`),
  };
}

/** Every probe's outcomes on both versions, in corpus order. */
export async function runCorpus(ids: readonly string[] = []): Promise<ProbeResult[]> {
  const [v16, v17] = [await contextFor(16), await contextFor(17)];
  const chosen = ids.length ? probes.filter((probe) => ids.includes(probe.id)) : probes;
  const results: ProbeResult[] = [];
  for (const probe of chosen) results.push(resultOf(probe, await outcomeOf(probe, v16), await outcomeOf(probe, v17)));
  return results;
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/^.*\//, '/'))) {
  const args = process.argv.slice(2);
  const results = await runCorpus(args.filter((arg) => !arg.startsWith('--')));
  if (args.includes('--json')) {
    const plain = results.map(({ probe, v16, v17, differs }) => ({ id: probe.id, v16, v17, differs }));
    // CPU time, not wall time: on a machine shared with other jobs only this is a stable cost.
    const { user, system } = process.cpuUsage();
    process.stdout.write(JSON.stringify({ cpuMs: Math.round((user + system) / 1000), results: plain }));
  } else {
    const shown =
      args.includes('--all') || args.some((arg) => !arg.startsWith('--')) ? results : results.filter((r) => r.differs);
    for (const { probe, v16, v17, differs } of shown)
      console.log(
        `${differs ? '≠' : '='} ${probe.id}: ${probe.title}\n  16: ${outcomeText(v16)}\n  17: ${outcomeText(v17)}`,
      );
    console.log(`${results.length} probes, ${results.filter((r) => r.differs).length} differ`);
  }
}

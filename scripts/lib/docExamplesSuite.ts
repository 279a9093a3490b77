import { rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  browserExamplesFromFences,
  codeFencesFromMarkdown,
  exampleStepsFromMarkdown,
  expectedOutputOnMajor,
} from '../../site/docExamples';
import { knownFallingOf } from '../../site/batteryKnownFalling';
import {
  prepareRuntime,
  runScript,
  runShell,
  STEP_LIMIT_MS,
  startServer,
  type StartedServer,
  withServerUrl,
  writeExampleFile,
} from './runExamples';
import { startScriptBatch } from './batchedScripts';
import { docsPages } from './docsPages';
import { exampleCostOf, shardsOfPages } from './exampleShards';
import { loadFactor } from './machineLoad';
import { BATTERY } from './hostileBattery/attacks';
import { expectedFalls, failuresAgainstExpected } from './hostileBattery/judge';
import { runBattery } from './hostileBattery/runBattery';
import { batteryTargetOf, graphqlPathOf } from './hostileBattery/serverTarget';
import { type BatteryRow, batteryTable } from './hostileBattery/table';
import { attacksOnVersion } from './hostileBattery/versionScope';

// Every example a docs page tells readers to run is run here, against graphql 16.15.0 (the
// documented version) and 17.1.0, and must print what the page says it prints.
const repoRoot = path.resolve(import.meta.dirname, '../..');

/**
 * Pages whose graphql-only scripts (those a reader can run in the page) run many to a process, one
 * process per version (scripts/lib/batchedScripts), rather than one Node process each: the error
 * reference's hundreds of reproductions. Other pages' scripts run as `node file.mjs`.
 */
const BATCHED_PAGES = /^docs[\\/]errors[\\/]/;

/** A page's scripts that run batched, by file name, and the page's files they may import. */
function batchedScriptsOf(file: string, markdown: string): { names: Set<string>; files: Record<string, string> } {
  if (!BATCHED_PAGES.test(file)) return { names: new Set(), files: {} };
  const fences = codeFencesFromMarkdown(markdown);
  const examples = browserExamplesFromFences(fences);
  const files = Object.fromEntries(
    examples
      .filter((example) => example.kind === 'module')
      .map((example) => [example.fileName, fences[example.fenceIndex]!.code]),
  );
  return {
    names: new Set(examples.flatMap((example) => (example.kind === 'script' ? [example.fileName] : []))),
    files,
  };
}

/** How to run one shard of the docs' examples: the files `scripts/docExamples.<shard>.test.ts` each run one. */
export interface DocExamplesShard {
  /** Which shard this file runs, from 1. */
  shard: number;
  /** How many shard files there are: vitest runs them side by side, one per worker. */
  shards: number;
}

/**
 * Declares the tests of one shard of the docs pages' examples (pages split by their cost, each in one shard):
 * every step on both versions, and the hostile-client battery on every server. The shards side by side keep
 * both cores busy, where one file left one core idle while its pages ran one after the other.
 */
export function describeDocExamples({ shard, shards }: DocExamplesShard): void {
  if (!Number.isInteger(shard) || shard < 1 || shard > shards)
    throw new RangeError(`Shard ${shard} of ${shards}: shards are numbered from 1 to their count`);
  const allPages = docsPages()
    .map(({ file, markdown }) => ({
      file,
      steps: exampleStepsFromMarkdown(markdown),
      batched: batchedScriptsOf(file, markdown),
    }))
    .filter((page) => page.steps.length > 0);
  const costOf = (page: (typeof allPages)[number]) =>
    exampleCostOf(page.steps, (fileName) => page.batched.names.has(fileName));
  const pages = shardsOfPages(allPages, costOf, shards)[shard - 1]!;

  const runtimes = [
    prepareRuntime({ name: 'graphql-16.15.0', repoRoot, graphqlDir: null }),
    prepareRuntime({ name: 'graphql-17.1.0', repoRoot, graphqlDir: path.join(repoRoot, 'node_modules/graphql-17') }),
  ];

  const majorOf = (runtime: (typeof runtimes)[number]) => runtime.name.replace('graphql-', '').split('.')[0]!;

  /**
   * The version on which each server of this shard meets the whole battery; on the other it meets only the
   * families that reach graphql (hostileBattery/versionScope.ts). Servers that run on both versions take turns,
   * so that each version's chain of pages, which run side by side, carries half of the families that run once.
   */
  const wholeBatteryMajor = new Map<string, string>();
  let turn = 0;
  for (const page of pages)
    for (const step of page.steps)
      if (step.kind === 'server')
        wholeBatteryMajor.set(
          `${page.file} ${step.fileName}`,
          step.onlyOnMajor ?? majorOf(runtimes[turn++ % runtimes.length]!),
        );

  if (shard === 1)
    it('the home page and every tutorial page with code have runnable examples', () => {
      expect(allPages.map((page) => page.file)).toEqual(
        expect.arrayContaining(['index.mdx', 'docs/tutorials/index.mdx']),
      );
    });

  /** What the hostile-client battery did to each server of this shard on each version, printed at its end. */
  const batteryRows: BatteryRow[] = [];

  /**
   * A step's test time: its run's own limit, plus a server's start before it, both grown with the machine's load
   * as the tests are collected (the limits inside grow with the load as each step starts).
   */
  const stepMs = Math.round((STEP_LIMIT_MS + 15_000) * loadFactor());

  afterAll(() => {
    for (const runtime of runtimes) rmSync(runtime.workDir, { recursive: true, force: true });
    if (batteryRows.length === 0) return;
    const order = (row: BatteryRow) => `${row.page} ${row.server} ${row.version}`;
    const seconds = batteryRows.reduce((sum, row) => sum + row.verdicts.reduce((ms, verdict) => ms + verdict.ms, 0), 0);
    console.log(
      `Hostile-client battery (${BATTERY.length} attacks per server on one of its versions, those that reach graphql on the other; ${(seconds / 1000).toFixed(1)} s of attacks):\n` +
        batteryTable(batteryRows.toSorted((a, b) => order(a).localeCompare(order(b)))),
    );
  });

  // The two versions run side by side (most of a step's time is a child process starting, or an
  // example waiting on its own timers); within a version, pages and their steps run in order.
  describe.concurrent.each(runtimes)('examples on $name', (runtime) => {
    const batch = startScriptBatch(runtime);
    afterAll(() => batch.close());

    it(
      'resolve the intended graphql version, also inside graphql-http',
      async ({ expect }) => {
        const version = runtime.name.replace('graphql-', '');
        writeExampleFile(
          runtime.workDir,
          'version.mjs',
          "import { version } from 'graphql';\nimport { createHandler } from 'graphql-http/lib/use/express';\nconsole.log(version, typeof createHandler);\n",
        );
        expect((await runScript(runtime, 'version.mjs', runtime.workDir)).trim()).toBe(`${version} function`);
      },
      stepMs,
    );

    const major = majorOf(runtime);
    // Plain loops rather than describe.each/it.each, whose $-titles vitest cuts at 40 characters: the
    // full file name and step label keep `-t "guides/input-coercion-and-defaults"` working.
    // A page about one version only (graphql 17's features) has no steps on the other.
    const pagesOnThisMajor = pages
      .map((page) => ({ ...page, steps: page.steps.filter((step) => (step.onlyOnMajor ?? major) === major) }))
      .filter((page) => page.steps.length > 0);
    for (const { file, steps, batched } of pagesOnThisMajor)
      describe.sequential(file, () => {
        const dir = path.join(runtime.workDir, file.replace(/\.mdx?$/, '').replace(/[\\/]/g, '_'));
        let server: StartedServer | null = null;
        // A module is a file other steps import, not a test of its own: it is written before they run, and
        // checked by the steps that import it.
        beforeAll(() => {
          for (const step of steps) if (step.kind !== 'shell') writeExampleFile(dir, step.fileName, step.code);
        });
        afterAll(() => {
          server?.process.kill();
        });

        // Numbered in page order, modules included, so that a step keeps its name when a module is added before it.
        for (const [index, step] of steps.entries()) {
          if (step.kind === 'module') continue;
          it(
            `${index + 1}. ${step.kind} ${'fileName' in step ? step.fileName : step.code.trim().split('\n')[0]}`,
            async ({ expect }) => {
              const port = server?.port ?? null;
              if (step.kind === 'server') {
                server?.process.kill();
                // startServer rejects when the file exits or does not listen.
                const started = startServer(runtime, step.fileName, dir);
                await expect(started, `${step.fileName} listens`).resolves.toHaveProperty('port');
                server = await started;
                return;
              }
              let run: Promise<string>;
              if (step.kind === 'shell') {
                run = runShell(withServerUrl(step.code, port), dir);
              } else if (batched.names.has(step.fileName)) {
                const files = { ...batched.files, [step.fileName]: step.code };
                const result = await batch.run({ files, entry: step.fileName, limitMs: STEP_LIMIT_MS });
                // A script that ends on an error fails, as `node file.mjs` exiting non-zero does.
                expect(result.error, `${step.fileName} ends on an error`).toBeNull();
                run = Promise.resolve(result.stdout);
              } else {
                writeExampleFile(dir, step.fileName, withServerUrl(step.code, port));
                run = runScript(runtime, step.fileName, dir);
              }
              // Both reject on a non-zero exit or a timeout: a step without Output must still run to its end.
              const expectedOutput = expectedOutputOnMajor(step, major!);
              if (step.expectedOutputByMajor && expectedOutput === null)
                expect.fail(
                  `${'fileName' in step ? step.fileName : 'the step'} shows an Output for some versions, not ${major}`,
                );
              if (expectedOutput === null) await expect(run).resolves.toBeTypeOf('string');
              else expect((await run).trim()).toBe(expectedOutput.trim());
              // A step may start a server or run tsc: seconds on a busy 2-core machine.
            },
            stepMs,
          );
        }

        // Each server also meets the hostile-client battery: a second instance of it, so that what the
        // battery leaves behind (a spent rate limit, a dead process) never changes the page's own steps.
        for (const step of steps)
          if (step.kind === 'server')
            it(
              `battery: ${step.fileName}`,
              async ({ expect }) => {
                const graphqlPath = graphqlPathOf(step.code);
                const started: StartedServer[] = [];
                const start = async () => {
                  // NODE_ENV as a reader's shell has it: vitest sets `test`, under which Express prints no errors.
                  const instance = await startServer(runtime, step.fileName, dir, { NODE_ENV: '' });
                  started.push(instance);
                  return batteryTargetOf(instance, graphqlPath, dir, step.batteryHeaders);
                };
                try {
                  const known = knownFallingOf(file, step.fileName);
                  // Only the families run here are expected to fall here.
                  const attacks = attacksOnVersion(BATTERY, {
                    allFamilies: major === wholeBatteryMajor.get(`${file} ${step.fileName}`),
                  });
                  const expected = expectedFalls(step.battery, known).filter((fall) =>
                    attacks.some((attack) => attack.family === fall.family),
                  );
                  const verdicts = await runBattery({
                    target: await start(),
                    attacks,
                    restart: start,
                    expectedToFall: new Set(expected.map((fall) => fall.family)),
                  });
                  const mark = step.battery
                    ? `${step.battery.kind}:${step.battery.families.join(',')}`
                    : known.length > 0
                      ? `known:${known.join(',')}`
                      : '';
                  batteryRows.push({ page: file, server: step.fileName, version: runtime.name, verdicts, mark });
                  expect(failuresAgainstExpected(verdicts, expected)).toEqual([]);
                } finally {
                  for (const instance of started) instance.process.kill();
                }
              },
              120_000 * loadFactor(),
            );
      });
  });
}

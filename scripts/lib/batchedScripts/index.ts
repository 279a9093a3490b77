import { type ChildProcess, fork } from 'node:child_process';
import { copyFileSync } from 'node:fs';
import path from 'node:path';
import { linkExample } from '../../../theme/components/RunnableExample/exampleModules';
import type { ExampleRuntime } from '../runExamples';

/** What a batched script printed, and the error it ended on (Node's report of it), or null. */
export interface BatchedRun {
  stdout: string;
  stderr: string;
  error: string | null;
}

/** A version's batch process: runs a page's graphql-only scripts one at a time, each in modules of its own. */
export interface ScriptBatch {
  /** Runs `entry` with the page's files (as `node entry` would in a folder holding them), within `limitMs`. */
  run: (options: { files: Record<string, string>; entry: string; limitMs: number }) => Promise<BatchedRun>;
  close: () => void;
}

const CHILD_FILE = 'batched-scripts-child.mjs';

/** Every module of one run gets its own URL (data: modules are cached by URL): the run's number, in a comment. */
const dataUrlOf = (run: number) => (source: string) =>
  `data:text/javascript;base64,${Buffer.from(`${source}\n// run ${run}\n`).toString('base64')}`;

interface Child {
  process: ChildProcess;
  graphqlUrl: Promise<string>;
}

/** Starts the version's child in its example folder, where `import('graphql')` is that version. */
function startChild(runtime: ExampleRuntime): Child {
  copyFileSync(path.join(import.meta.dirname, 'child.mjs'), path.join(runtime.workDir, CHILD_FILE));
  const child = fork(path.join(runtime.workDir, CHILD_FILE), [], {
    cwd: runtime.workDir,
    execArgv: runtime.nodeArgs,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const graphqlUrl = new Promise<string>((resolve, reject) => {
    child.once('message', (message: { graphqlUrl: string }) => resolve(message.graphqlUrl));
    child.once('exit', (code) => reject(new Error(`the batch process for ${runtime.name} exited with ${code}`)));
  });
  return { process: child, graphqlUrl };
}

/**
 * A batch runner for a graphql version: one Node process that loads graphql once and runs many
 * scripts, each linked into fresh ES modules by the page's own transform (`linkExample`), with a
 * console of its own, in turn. A script over its time limit ends the process; the next run starts
 * another.
 */
export function startScriptBatch(runtime: ExampleRuntime): ScriptBatch {
  let child: Child | null = null;
  let runs = 0;
  let queue: Promise<unknown> = Promise.resolve();
  const runNow = async ({
    files,
    entry,
    limitMs,
  }: {
    files: Record<string, string>;
    entry: string;
    limitMs: number;
  }) => {
    child ??= startChild(runtime);
    const { process: running, graphqlUrl } = child;
    const id = ++runs;
    const linked = await linkExample(files, entry, await graphqlUrl, dataUrlOf(id));
    return new Promise<BatchedRun>((resolve, reject) => {
      const timer = setTimeout(() => {
        running.kill();
        child = null;
        reject(new Error(`${entry} did not finish within ${limitMs} ms`));
      }, limitMs);
      const onExit = (code: number | null) => {
        clearTimeout(timer);
        child = null;
        reject(new Error(`${entry} ended the batch process (exit code ${code})`));
      };
      const onMessage = (message: { id: number } & BatchedRun) => {
        if (message.id !== id) return;
        clearTimeout(timer);
        running.off('exit', onExit).off('message', onMessage);
        resolve({ stdout: message.stdout, stderr: message.stderr, error: message.error });
      };
      running.on('message', onMessage).once('exit', onExit);
      running.send({ id, entryUrl: linked.entryUrl });
    });
  };
  return {
    // One at a time: the console a script prints to is the process's global one, swapped per run.
    run: (options) => {
      const result = queue.then(() => runNow(options));
      queue = result.catch(() => undefined);
      return result;
    },
    close: () => child?.process.kill(),
  };
}

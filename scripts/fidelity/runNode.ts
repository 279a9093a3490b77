/** Runs a fidelity case with `node file.mjs` on one graphql major, as the docs runner does. */
import { execFile } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ExampleRuntime } from '../lib/runExamples';
import type { NodeRun } from './compare';
import type { FidelityCase } from './cases';

/** Node's output for a case, stdout and stderr in one stream as a terminal shows them. */
export function runInNode(runtime: ExampleRuntime, example: FidelityCase, index: number): Promise<NodeRun> {
  const dir = path.join(runtime.workDir, `case-${index}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const [name, code] of Object.entries(example.files)) writeFileSync(path.join(dir, name), code);
  // As from a shell: Rsbuild sets NODE_ENV for its build in this process, and graphql 16 reads it.
  const { NODE_ENV: _buildMode, ...env } = process.env;
  return new Promise((resolve) => {
    execFile(
      'sh',
      ['-c', 'exec "$0" "$@" 2>&1', process.execPath, ...runtime.nodeArgs, example.entry],
      { cwd: dir, env, timeout: 20_000, maxBuffer: 64 * 1024 * 1024 },
      (_error, stdout) => resolve({ printed: stdout, dirs: [dir] }),
    );
  });
}

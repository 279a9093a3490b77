import { spawn } from 'node:child_process';
import path from 'node:path';

/**
 * Runs one of this folder's TypeScript files in a Node process of its own (with tsx), handing it
 * its task as JSON in an environment variable, and waits for it to exit. Its output goes to this
 * process's; a failure throws `failure`, which should name what the child was doing.
 */
export async function runInChildProcess(file: string, { cwd, variable, task, failure }: { cwd: string; variable: string; task: unknown; failure: string }): Promise<void> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, file)], {
    cwd,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, [variable]: JSON.stringify(task) },
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', resolve);
  });
  if (code !== 0) throw new Error(`[api-reference] ${failure} failed (its process exited with ${code}): its error is printed above.`);
}

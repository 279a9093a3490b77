import { spawn } from 'node:child_process';
import path from 'node:path';

/**
 * Runs one of this folder's TypeScript files in a Node process of its own (with tsx), handing it
 * its task as JSON in an environment variable, and waits for it to exit. Its output goes to this
 * process's; a failure throws `failure`, which should name what the child was doing. With
 * `onMessage`, what the child sends (`process.send`) is handed to it as it comes.
 */
export async function runInChildProcess(
  file: string,
  {
    cwd,
    variable,
    task,
    failure,
    onMessage,
  }: { cwd: string; variable: string; task: unknown; failure: string; onMessage?: (message: unknown) => void },
): Promise<void> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, file)], {
    cwd,
    stdio: ['ignore', 'inherit', 'inherit', ...(onMessage ? (['ipc'] as const) : [])],
    env: { ...process.env, [variable]: JSON.stringify(task) },
  });
  if (onMessage) child.on('message', onMessage);
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', resolve);
  });
  if (code !== 0)
    throw new Error(`[api-reference] ${failure} failed (its process exited with ${code}): its error is printed above.`);
}

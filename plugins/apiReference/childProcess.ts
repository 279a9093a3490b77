import { spawn } from 'node:child_process';
import path from 'node:path';

/** The environment variable that hands a child process its task, as JSON. */
const CHILD_TASK = 'GJS_API_REFERENCE_TASK';

/** The task runInChildProcess handed this process, or a clear failure when it was started some other way. */
export function childTask<T>(file: string): T {
  const task = JSON.parse(process.env[CHILD_TASK] ?? 'null') as T | null;
  if (task === null || !process.send)
    throw new Error(`[api-reference] ${file} runs as a child process started by runInChildProcess (childProcess.ts).`);
  return task;
}

/**
 * Runs one of this folder's TypeScript files in a Node process of its own (with tsx), handing it
 * its task as JSON (read there with childTask), and waits for it to exit. Its output goes to this
 * process's; a failure throws `failure`, which should name what the child was doing. What the
 * child sends (`process.send`) is handed to `onMessage` as it comes.
 */
export async function runInChildProcess(
  file: string,
  {
    cwd,
    task,
    failure,
    onMessage,
  }: { cwd: string; task: unknown; failure: string; onMessage: (message: unknown) => void },
): Promise<void> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, file)], {
    cwd,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    env: { ...process.env, [CHILD_TASK]: JSON.stringify(task) },
  });
  child.on('message', onMessage);
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', resolve);
  });
  if (code !== 0)
    throw new Error(`[api-reference] ${failure} failed (its process exited with ${code}): its error is printed above.`);
}

import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

// A NUL before each commit's date keeps it apart from the file names that follow it.
const LOG_FORMAT = '--format=%x00%cs';

/**
 * Date (YYYY-MM-DD) of the newest commit touching each file, from `git log --name-only` output in
 * LOG_FORMAT: the log runs newest first, so a file's first appearance wins.
 */
export function lastCommitDates(gitLogOutput: string): Map<string, string> {
  const dates = new Map<string, string>();
  let date: string | undefined;
  for (const line of gitLogOutput.split('\n')) {
    if (line.startsWith('\0')) {
      date = line.slice(1);
      continue;
    }
    if (line && date && !dates.has(line)) dates.set(line, date);
  }
  return dates;
}

/**
 * Last commit date of every file under `folder`, keyed by path relative to `cwd` (POSIX). Empty when
 * `cwd` is not a git work tree or git is missing: the pages then show no date rather than a wrong one.
 */
export async function readLastCommitDates(cwd: string, folder: string): Promise<Map<string, string>> {
  try {
    const { stdout } = await promisify(execFile)(
      'git',
      ['-c', 'core.quotePath=false', 'log', LOG_FORMAT, '--name-only', '--no-renames', '--relative', '--', folder],
      {
        cwd,
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    return lastCommitDates(stdout);
  } catch {
    return new Map();
  }
}

import { readFileSync } from 'node:fs';

/** Linux's clock ticks per second (`getconf CLK_TCK`), the unit of the times in /proc/<pid>/stat. */
const TICKS_PER_SECOND = 100;

/** CPU seconds (user and system) in a `/proc/<pid>/stat` line's times of children waited for: cutime and cstime. */
export function childCpuSecondsOfStat(stat: string): number {
  // The command name (second field) is in parentheses and may hold spaces: count fields after its end.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // cutime and cstime are the 16th and 17th fields; fields[0] is the 3rd (state).
  return (Number(fields[13]) + Number(fields[14])) / TICKS_PER_SECOND;
}

/**
 * CPU seconds that this process's finished children (and theirs, once waited for) have used, or null where
 * there is no /proc (not Linux). The difference across a step is the CPU time the step took.
 */
export function childCpuSeconds(): number | null {
  try {
    return childCpuSecondsOfStat(readFileSync('/proc/self/stat', 'utf8'));
  } catch {
    return null;
  }
}

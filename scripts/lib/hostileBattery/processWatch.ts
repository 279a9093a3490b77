import { readFileSync } from 'node:fs';
import type { BatteryTarget } from './types';
import { exchange, hasResponseHead, jsonPost } from './wire';

/** A process's resident memory in bytes (VmRSS of /proc/<pid>/status), or null once it is gone. */
export function residentBytes(pid: number): number | null {
  try {
    const kb = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb === undefined ? null : Number(kb) * 1024;
  } catch {
    return null;
  }
}

/**
 * The CPU time a process has used so far, in milliseconds (utime and stime of /proc/<pid>/stat,
 * all its threads), or null once it is gone. What a server spends on a client's requests is what
 * its other clients wait for, and unlike a wait it does not grow with the machine's load.
 */
export function cpuMs(pid: number): number | null {
  try {
    // The name (field 2) may hold spaces: count fields after its closing parenthesis.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/** Linux's USER_HZ, the unit of /proc's CPU times: 100 on every architecture Node runs on. */
const TICKS_PER_SECOND = 100;

/** Samples a process's memory every 20 ms until stopped; gives the peak seen. */
export function watchPeakMemory(pid: number): { stop: () => number } {
  let peak = residentBytes(pid) ?? 0;
  const timer = setInterval(() => {
    peak = Math.max(peak, residentBytes(pid) ?? 0);
  }, 20);
  return {
    stop: () => {
      clearInterval(timer);
      return Math.max(peak, residentBytes(pid) ?? 0);
    },
  };
}

export interface ProbeOptions {
  target: Pick<BatteryTarget, 'port' | 'graphqlPath' | 'headers'>;
  /** The loopback address to connect from: the attack's own, which a per-address limit must still answer. */
  from: string;
  timeoutMs: number;
}

/** The plain request a live server answers: `{ __typename }` on its GraphQL path; any HTTP answer counts. */
export async function probe({ target, from, timeoutMs }: ProbeOptions): Promise<boolean> {
  const answer = await exchange({
    port: target.port,
    from,
    request: jsonPost(target.graphqlPath, { query: '{ __typename }' }, target.headers),
    timeoutMs,
    until: hasResponseHead,
  });
  return hasResponseHead(answer.head);
}

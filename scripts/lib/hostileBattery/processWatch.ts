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

import type { BatteryFamily } from '../../../site/hostileBattery';

/** The server a battery is aimed at: where it listens and how to watch it. */
export interface BatteryTarget {
  /** Port on 127.0.0.1. */
  port: number;
  /** The server's process id, for its memory (`/proc/<pid>/status`) and whether it is alive. */
  pid: number;
  /** Path of the server's GraphQL endpoint (HTTP and WebSocket), e.g. `/graphql`. */
  graphqlPath: string;
  /**
   * Everything the server has logged so far, by source: what it printed (stdout and stderr) and
   * each `*.log` file in its working folder (a server may log requests to a file).
   */
  logs: () => Readonly<Record<string, string>>;
  /** Header lines every request of the battery carries, e.g. a signed-in reader's `Authorization`; none for most servers. */
  headers: readonly string[];
  /** Whether the server's process still runs. */
  isAlive: () => boolean;
}

/** What one attack gets: the target, and a marker unique to this attack that a forged log line would start with. */
export interface AttackContext {
  target: BatteryTarget;
  /** Text no server prints on its own; an attack puts it after a line break in what it sends. */
  marker: string;
  /** The loopback address every connection of this attack comes from (`loopbackAddress`), its own. */
  from: string;
}

/** What an attack saw of the server's answer, beyond being answered and alive afterwards (the runner checks those). */
export interface AttackOutcome {
  held: boolean;
  /** What happened, in a few words, for the table and a failure's message. */
  detail: string;
}

/** One schema-blind attack of the battery. */
export interface Attack {
  /** Kebab-case name, unique in the battery, e.g. `ws-target-double-slash`. */
  name: string;
  family: BatteryFamily;
  run: (context: AttackContext) => Promise<AttackOutcome>;
}

/** The battery's judgement of one attack on one server. */
export interface AttackVerdict {
  attack: string;
  family: BatteryFamily;
  held: boolean;
  /** What happened: the attack's own detail, or why the runner judged it fallen (dead, silent, forged log, memory). */
  detail: string;
  ms: number;
}

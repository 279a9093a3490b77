import { randomBytes } from 'node:crypto';
import { forgedLines, linesHolding, logsSince, markerFor } from './judge';
import { probe, watchPeakMemory } from './processWatch';
import type { BatteryFamily } from '../../../site/hostileBattery';
import type { Attack, AttackVerdict, BatteryTarget } from './types';
import { loopbackAddress } from './sourceAddress';
import { loadFactor } from '../machineLoad';

const MB = 1 << 20;

export interface BatteryOptions {
  target: BatteryTarget;
  attacks: readonly Attack[];
  /** Starts the server again after it fell dead, so each attack meets a live server; without it, later attacks are not run. */
  restart?: () => Promise<BatteryTarget>;
  /** How long the plain probe after an attack may wait for an answer, times the machine's load. @default 8000 (a busy 2-core machine runs other tests beside it) */
  probeMs?: number;
  /** How far the server's memory may rise over its resting size during one attack. @default 192 MiB */
  memoryBound?: number;
  /**
   * How many bytes of log lines holding the attack's marker the server may print: a
   * 90,000-character id logged whole is ten screens of log. Only marked lines count, so that
   * the lines a burst's requests log late never count against the next attack.
   * @default 32 KiB
   */
  logBound?: number;
  /**
   * How many bytes the whole log may grow by during one attack, whatever its lines hold: a
   * server that prints a stack trace for each result of a burst it could not send prints
   * megabytes when a client asks it to. @default 256 KiB
   */
  logVolumeBound?: number;
  /** How long one attack may run before it counts as hung, times the machine's load. @default 20000 */
  attackMs?: number;
  /**
   * Families the server is expected to fall to (its fence's mark): once one attack of such a family
   * has fallen, the family's verdict is known, so its other attacks are not run. A server without
   * a defence spends seconds on each, and a falling family's first fall is all the mark needs.
   */
  expectedToFall?: ReadonlySet<BatteryFamily>;
}

const withTimeout = <T>(promise: Promise<T>, ms: number, fallback: T) =>
  Promise.race([promise, new Promise<T>((resolve) => setTimeout(() => resolve(fallback), ms).unref())]);

/**
 * Aims each attack at the server in turn and judges it: held when the attack's own check held,
 * the process lives, a plain probe is answered, the log gained no line starting with the
 * attack's marker and grew little, and the process's memory stayed within the bound.
 */
export async function runBattery({
  target: firstTarget,
  attacks,
  restart,
  probeMs = 8000,
  memoryBound = 192 * MB,
  logBound = 32 * 1024,
  logVolumeBound = 256 * 1024,
  attackMs = 20_000,
  expectedToFall = new Set(),
}: BatteryOptions): Promise<AttackVerdict[]> {
  let target = firstTarget;
  // A wait that stands for a silent or hung server, not a speed: on a machine busier than its cores a live
  // server answers later in proportion (one at load 25 on 2 cores left a probe unanswered for 8 s).
  const load = loadFactor();
  const probeWaitMs = Math.round(probeMs * load);
  const attackWaitMs = Math.round(attackMs * load);
  const nonce = randomBytes(4).toString('hex');
  const verdicts: AttackVerdict[] = [];
  let restingMemory = watchPeakMemory(target.pid).stop();
  for (const [index, attack] of attacks.entries()) {
    const familyFell = verdicts.some((verdict) => verdict.family === attack.family && !verdict.held);
    if (familyFell && expectedToFall.has(attack.family)) continue;
    // Each attack, and the probe after it, from an address of its own: a per-address rate limit
    // must meet every attack, not turn all but the first few into instant 429s.
    const from = loopbackAddress(index);
    const started = Date.now();
    const verdict = (held: boolean, detail: string) =>
      verdicts.push({ attack: attack.name, family: attack.family, held, detail, ms: Date.now() - started });
    if (!target.isAlive()) {
      verdict(false, 'not run: the server was dead before it');
      continue;
    }
    const marker = markerFor(attack.name, nonce);
    const logsBefore = target.logs();
    const memory = watchPeakMemory(target.pid);
    const outcome = await withTimeout(
      attack
        .run({ target, marker, from })
        .catch((error: unknown) => ({ held: false, detail: `attack threw: ${String(error)}` })),
      attackWaitMs,
      { held: false, detail: `attack still running after ${attackWaitMs / 1000} s` },
    );
    const answered = target.isAlive() && (await probe({ target, from, timeoutMs: probeWaitMs }));
    // A process that just died may not have been reaped yet: give its exit a moment to show.
    if (!answered) await new Promise((resolve) => setTimeout(resolve, 200));
    const peak = memory.stop();
    const log = await settledLog(target, logsBefore);
    const forged = forgedLines(log);
    const echoed = linesHolding(log, marker).reduce((bytes, line) => bytes + line.length, 0);
    const failure = !target.isAlive()
      ? `the server died (${lastLine(log)})`
      : !answered
        ? `a plain { __typename } got no answer within ${probeWaitMs / 1000} s`
        : forged.length > 0
          ? `the log gained a line the client wrote: ${JSON.stringify(forged[0]!.slice(0, 80))}`
          : echoed > logBound
            ? `the log printed ${(echoed / 1024).toFixed(0)} kB of what the client wrote`
            : log.length > logVolumeBound
              ? `the log grew by ${(log.length / 1024).toFixed(0)} kB during the attack (bound ${logVolumeBound / 1024} kB)`
              : peak - restingMemory > memoryBound
                ? `memory rose from ${(restingMemory / MB).toFixed(0)} MB to ${(peak / MB).toFixed(0)} MB`
                : outcome.held
                  ? null
                  : outcome.detail;
    verdict(failure === null, failure ?? outcome.detail);
    // What a fall the server is marked for leaves in memory (a result it built, not yet collected) is
    // that attack's doing: the next attack's rise is measured from the memory it starts with.
    if (failure !== null && expectedToFall.has(attack.family) && target.isAlive())
      restingMemory = Math.max(restingMemory, watchPeakMemory(target.pid).stop());
    if (!target.isAlive() && restart) {
      target = await restart();
      restingMemory = watchPeakMemory(target.pid).stop();
    }
  }
  return verdicts;
}

/**
 * What the logs gained since `before`, once they stop growing: a server may still be printing
 * what an attack made it print (a burst's results fail one by one), and that counts against this
 * attack, not the next. A log that gained nothing is taken at once; the wait is at most 2 s.
 */
async function settledLog(target: BatteryTarget, before: Readonly<Record<string, string>>): Promise<string> {
  let log = logsSince(before, target.logs());
  for (let waited = 0; log.length > 0 && waited < 2000; waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const later = logsSince(before, target.logs());
    if (later.length === log.length) break;
    log = later;
  }
  return log;
}

const lastLine = (log: string) =>
  log
    .trim()
    .split('\n')
    .findLast((line) => /Error|error/.test(line))
    ?.trim()
    .slice(0, 120) ?? 'no message';

import type { Outcome, Probe, ProbeContext, ProbeResult } from './types';

/** JSON with the values JSON leaves out made visible: `undefined`, BigInt and functions. */
export function toStableJson(value: unknown): string {
  return (
    JSON.stringify(value, (_key, inner: unknown) => {
      if (inner === undefined) return '<undefined>';
      if (typeof inner === 'bigint') return `${inner}n`;
      if (typeof inner === 'function') return '<function>';
      return inner;
    }) ?? '<undefined>'
  );
}

/** Runs one probe on one version and records what it gave or threw. */
export async function outcomeOf(probe: Probe, context: ProbeContext): Promise<Outcome> {
  try {
    return { value: toStableJson(await probe.run(context)) };
  } catch (error) {
    const { name, message } = error instanceof Error ? error : { name: typeof error, message: String(error) };
    return { threw: `${name}: ${message}` };
  }
}

/** Whether two outcomes are the same observable behaviour. */
export const sameOutcome = (a: Outcome, b: Outcome): boolean => JSON.stringify(a) === JSON.stringify(b);

/** Pairs a probe with its two outcomes. */
export const resultOf = (probe: Probe, v16: Outcome, v17: Outcome): ProbeResult => ({
  probe,
  v16,
  v17,
  differs: !sameOutcome(v16, v17),
});

/** An outcome as one line of text, for messages and the command's table. */
export const outcomeText = (outcome: Outcome): string =>
  'threw' in outcome ? `throws ${outcome.threw}` : outcome.value;

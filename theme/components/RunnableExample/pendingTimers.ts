/**
 * Node runs a script until nothing is left to wait for; a worker would just go on. This keeps count
 * of the timers an example sets (setTimeout and setInterval, through the global functions it calls)
 * so that the run can end when the last one has fired or been cleared, as `node file.mjs` would.
 */
export interface PendingTimers {
  /** Resolves once no timer is pending (an interval left running keeps it waiting, as in Node). */
  settled: () => Promise<void>;
}

type TimerScope = Pick<typeof globalThis, 'setTimeout' | 'clearTimeout' | 'setInterval' | 'clearInterval'>;

/** Replaces the scope's timer functions with counting ones. */
export function trackTimers(scope: TimerScope): PendingTimers {
  const pending = new Set<unknown>();
  const { setTimeout, clearTimeout, setInterval, clearInterval } = scope;
  let wake: (() => void) | null = null;
  const changed = () => {
    if (pending.size === 0) wake?.();
  };

  scope.setTimeout = ((callback: (...args: unknown[]) => void, delay?: number, ...args: unknown[]) => {
    const id = setTimeout(() => {
      pending.delete(id);
      try {
        callback(...args);
      } finally {
        changed();
      }
    }, delay);
    pending.add(id);
    return id;
  }) as TimerScope['setTimeout'];
  /** A clear function that also forgets the timer. */
  const forgetting = (clear: (id: ReturnType<typeof setTimeout> | undefined) => void) =>
    ((id: ReturnType<typeof setTimeout> | undefined) => {
      pending.delete(id);
      clear(id);
      changed();
    }) as TimerScope['clearTimeout'] & TimerScope['clearInterval'];
  scope.clearTimeout = forgetting(clearTimeout);
  scope.setInterval = ((callback: (...args: unknown[]) => void, delay?: number, ...args: unknown[]) => {
    const id = setInterval(callback, delay, ...args);
    pending.add(id);
    return id;
  }) as TimerScope['setInterval'];
  scope.clearInterval = forgetting(clearInterval);

  /** One turn of the event loop, on the real timer: promise callbacks queued meanwhile have run. */
  const nextTurn = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
  return {
    async settled() {
      for (;;) {
        if (pending.size > 0)
          await new Promise<void>((resolve) => {
            wake = resolve;
          });
        // A callback's promises may still set a timer: Node would wait for it too.
        await nextTurn();
        if (pending.size === 0) return;
      }
    },
  };
}

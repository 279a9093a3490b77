import { describe, expect, it } from 'vitest';
import { trackTimers } from './pendingTimers';

/** A scope with its own copies of the timer functions, so the test's globals stay untouched. */
const scope = () => ({ setTimeout, clearTimeout, setInterval, clearInterval });

describe('pending timers', () => {
  it('settle at once when no timer was set', async () => {
    await expect(trackTimers(scope()).settled()).resolves.toBeUndefined();
  });

  it('settle after the last timer, also one set by a promise callback of another', async () => {
    const timers = scope();
    const pending = trackTimers(timers);
    const fired: string[] = [];
    timers.setTimeout(() => {
      fired.push('first');
      void Promise.resolve().then(() => timers.setTimeout(() => fired.push('second'), 20));
    }, 10);
    await pending.settled();
    expect(fired).toEqual(['first', 'second']);
  });

  it('settle once a cleared timer or interval is gone, and wait while an interval runs', async () => {
    const timers = scope();
    const pending = trackTimers(timers);
    const timeout = timers.setTimeout(() => {}, 10_000);
    timers.clearTimeout(timeout);
    let ticks = 0;
    const interval = timers.setInterval(() => {
      ticks += 1;
      if (ticks === 3) timers.clearInterval(interval);
    }, 5);
    await pending.settled();
    expect(ticks).toBe(3);
  });
});

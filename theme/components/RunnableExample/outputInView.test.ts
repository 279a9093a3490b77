import { describe, expect, it } from 'vitest';
import { scrollToShow } from './outputInView';

const view = { height: 800, topInset: 120, bottomGap: 16 };

describe('scrolling a run’s output into view', () => {
  it('does not move a block in view', () => {
    expect(scrollToShow({ top: 200, bottom: 700 }, view)).toBe(0);
  });

  it('brings a block below the fold up until its bottom shows, and no further', () => {
    expect(scrollToShow({ top: 700, bottom: 1000 }, view)).toBe(216);
  });

  it('stops a block taller than the window with its top under the navbar', () => {
    expect(scrollToShow({ top: 717, bottom: 1529 }, view)).toBe(597);
  });

  it('brings a block above the window down to its top', () => {
    expect(scrollToShow({ top: -300, bottom: 100 }, view)).toBe(-420);
  });
});

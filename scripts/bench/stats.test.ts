import { describe, expect, it } from 'vitest';
import { kb, median, percentile, spread, withinBudget } from './stats';

describe('bench statistics', () => {
  it('median and percentile', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 95)).toBe(10);
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 50)).toBe(5);
    expect(median([])).toBeNaN();
  });

  it('spread of runs', () => {
    expect(spread([5, 1, 3])).toEqual({ min: 1, median: 3, max: 5 });
  });

  it('formats sizes and budget marks', () => {
    expect(kb(2048)).toBe('2.0 KB');
    expect(withinBudget(74, 75)).toBe('✓');
    expect(withinBudget(76, 75)).toBe('over');
  });
});

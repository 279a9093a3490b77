import { describe, expect, it } from 'vitest';
import { shouldPrefetch } from './prefetchPolicy';

describe('shouldPrefetch', () => {
  it('prefetches on fast connections and when the browser does not say', () => {
    expect(shouldPrefetch(undefined)).toBe(true);
    expect(shouldPrefetch({ effectiveType: '4g', saveData: false })).toBe(true);
    expect(shouldPrefetch({ effectiveType: '3g' })).toBe(true);
  });

  it('does not prefetch on 2g or with data saver on', () => {
    expect(shouldPrefetch({ effectiveType: '2g' })).toBe(false);
    expect(shouldPrefetch({ effectiveType: 'slow-2g' })).toBe(false);
    expect(shouldPrefetch({ effectiveType: '4g', saveData: true })).toBe(false);
  });
});

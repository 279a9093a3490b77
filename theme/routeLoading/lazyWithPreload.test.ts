import { describe, expect, it, vi } from 'vitest';
import { lazyWithPreload } from './lazyWithPreload';

const Page = () => null;

describe('lazyWithPreload', () => {
  it('fails when loading fails, and loads again on the next preload: Retry', async () => {
    const factory = vi
      .fn()
      .mockRejectedValueOnce(Object.assign(new Error('offline'), { name: 'ChunkLoadError' }))
      .mockResolvedValueOnce({ default: Page });
    const route = lazyWithPreload(factory);
    await expect(route.preload()).rejects.toThrow('offline');
    await expect(route.preload()).resolves.toBe(Page);
    expect(factory).toHaveBeenCalledTimes(2);
    // Loaded for good: no third load.
    await route.preload();
    expect(factory).toHaveBeenCalledTimes(2);
  });

  it('fails, and can be retried, when a module has no component', async () => {
    const factory = vi.fn().mockResolvedValueOnce({}).mockResolvedValueOnce({ default: Page });
    const route = lazyWithPreload(factory);
    await expect(route.preload()).rejects.toThrow('no default export');
    await expect(route.preload()).resolves.toBe(Page);
  });
});

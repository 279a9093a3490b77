import { describe, expect, it, vi } from 'vitest';
import { lazyWithPreload } from './lazyWithPreload';

const Page = () => null;

describe('lazyWithPreload', () => {
  it('loads a page only once its module is here and its prepare() has finished', async () => {
    let finishPrepare = () => {};
    const prepared = new Promise<void>((resolve) => (finishPrepare = resolve));
    const route = lazyWithPreload(async () => ({ default: Page, prepare: () => prepared }));
    let loaded = false;
    const loading = route.preload().then(() => (loaded = true));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(loaded).toBe(false);
    finishPrepare();
    await loading;
    expect(loaded).toBe(true);
  });

  it('fails when prepare() fails, and loads again (module and prepare) on the next preload: Retry', async () => {
    const factory = vi.fn(async () => ({ default: Page, prepare: prepare }));
    const prepare = vi.fn().mockRejectedValueOnce(Object.assign(new Error('offline'), { name: 'PageDataLoadError' })).mockResolvedValueOnce('body');
    const route = lazyWithPreload(factory);
    await expect(route.preload()).rejects.toThrow('offline');
    await expect(route.preload()).resolves.toBe(Page);
    expect(factory).toHaveBeenCalledTimes(2);
    expect(prepare).toHaveBeenCalledTimes(2);
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

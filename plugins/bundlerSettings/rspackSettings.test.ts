import { describe, expect, it } from 'vitest';
import { withoutBuildCache } from './buildCache';
import { withSiteRspackSettings } from './rspackSettings';

const rsbuildDefaults = () => ({
  mode: 'production' as const,
  watchOptions: { ignored: ['**/node_modules'] },
  optimization: { minimize: true, splitChunks: { chunks: 'all' as const } },
});

describe('withSiteRspackSettings', () => {
  it('keeps the shared chunks of a production build', () => {
    const given = rsbuildDefaults();
    expect(withSiteRspackSettings(given, { isDev: false }).optimization).toEqual(given.optimization);
  });

  it("puts the dev server's code in one chunk", () => {
    expect(withSiteRspackSettings(rsbuildDefaults(), { isDev: true }).optimization).toEqual({
      minimize: true,
      splitChunks: false,
    });
  });

  it('waits 30 ms after a file event, keeping the other watch options, and leaves the configuration given as it was', () => {
    const given = rsbuildDefaults();
    expect(withSiteRspackSettings(given, { isDev: true }).watchOptions).toEqual({
      ignored: ['**/node_modules'],
      aggregateTimeout: 30,
    });
    expect(given).toEqual(rsbuildDefaults());
  });
});

describe('withoutBuildCache', () => {
  it('turns the persistent cache off, keeping the other performance settings', () => {
    const given = { performance: { buildCache: { cacheDigest: ['x'] }, printFileSize: true } };
    expect(withoutBuildCache(given)).toEqual({ performance: { buildCache: false, printFileSize: true } });
    expect(given.performance.buildCache).toEqual({ cacheDigest: ['x'] });
  });
});

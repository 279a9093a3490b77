import { describe, expect, it } from 'vitest';
import { withoutBuildCache } from './buildCache';
import { type Rspack, rspack } from '@rsbuild/core';
import { EXAMPLE_GRAPHQL_CHUNKS, withSiteRspackSettings } from './rspackSettings';

const rsbuildDefaults = () => ({
  mode: 'production' as const,
  watchOptions: { ignored: ['**/node_modules'] },
  optimization: { minimize: true, splitChunks: { chunks: 'all' as const } },
});

describe('withSiteRspackSettings', () => {
  it('keeps the shared chunks of a production build', () => {
    const given = rsbuildDefaults();
    expect(withSiteRspackSettings(given, { isDev: false }).optimization).toMatchObject(given.optimization);
  });

  it("puts the dev server's code in one chunk", () => {
    expect(withSiteRspackSettings(rsbuildDefaults(), { isDev: true }).optimization).toMatchObject({
      minimize: true,
      splitChunks: false,
    });
  });

  it("minifies the example runner's graphql chunks with a minimizer of their own, which keeps names", () => {
    const [minimizer] = withSiteRspackSettings(rsbuildDefaults(), { isDev: false }).optimization?.minimizer ?? [];
    expect(minimizer).toBeInstanceOf(rspack.SwcJsMinimizerRspackPlugin);
    const options = (minimizer as unknown as { _args: [Rspack.SwcJsMinimizerRspackPluginOptions] })._args[0];
    expect(options.test).toBe(EXAMPLE_GRAPHQL_CHUNKS);
    expect(options.minimizerOptions?.mangle).toBe(false);
    expect(EXAMPLE_GRAPHQL_CHUNKS.test('static/js/async/example-graphql-17.d46934f5c7.js')).toBe(true);
    expect(EXAMPLE_GRAPHQL_CHUNKS.test('static/js/async/example-runner.c6332177b9.js')).toBe(false);
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

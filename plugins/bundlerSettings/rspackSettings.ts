import type { Rspack } from '@rsbuild/core';

/**
 * The site's Rspack configuration: Rsbuild's, with two changes, each decided by a measurement
 * (figures in PERF.md). Returns a new configuration; the one given is not changed.
 *
 * - Every build waits 30 ms after a file event (`aggregateTimeout`, Rsbuild's is 0). Saving a file
 *   is often two events (truncate, then write): the first build read a half-written page and the
 *   browser showed the edit only after a second build and a reload.
 * - The dev server does not split the code into shared chunks. It compiles a page's code when the
 *   browser first asks for it; split, that could change the chunks the entry needs, and the dev
 *   server then reloaded the page on every first visit of a page.
 */
export function withSiteRspackSettings(
  config: Rspack.Configuration,
  { isDev }: { isDev: boolean },
): Rspack.Configuration {
  return {
    ...config,
    watchOptions: { ...config.watchOptions, aggregateTimeout: 30 },
    ...(isDev ? { optimization: { ...config.optimization, splitChunks: false } } : {}),
  };
}

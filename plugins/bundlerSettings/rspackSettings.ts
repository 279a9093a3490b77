import { type Rspack, rspack } from '@rsbuild/core';

/**
 * The graphql the example runner loads (theme/components/RunnableExample): minified without
 * renaming, because the engine's error messages name variables ("Cannot destructure property
 * 'nodes' of 'options'") and the pages show them as Node prints them.
 */
export const EXAMPLE_GRAPHQL_CHUNKS = /example-graphql-\d+\./;

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
 * - The example runner's graphql chunks keep their names (EXAMPLE_GRAPHQL_CHUNKS), with a
 *   minimizer of their own; the site's minimizer leaves them out (pluginBundlerSettings).
 */
export function withSiteRspackSettings(
  config: Rspack.Configuration,
  { isDev }: { isDev: boolean },
): Rspack.Configuration {
  return {
    ...config,
    watchOptions: { ...config.watchOptions, aggregateTimeout: 30 },
    optimization: {
      ...config.optimization,
      ...(isDev && { splitChunks: false }),
      minimizer: [
        ...(config.optimization?.minimizer ?? []),
        new rspack.SwcJsMinimizerRspackPlugin({
          test: EXAMPLE_GRAPHQL_CHUNKS,
          minimizerOptions: { mangle: false, compress: { keep_fnames: true, keep_classnames: true } },
        }),
      ],
    },
  };
}

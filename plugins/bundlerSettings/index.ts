import type { RsbuildPlugin } from '@rsbuild/core';
import type { RspressPlugin } from '@rspress/core';
import { withoutBuildCache } from './buildCache';
import { EXAMPLE_GRAPHQL_CHUNKS, withSiteRspackSettings } from './rspackSettings';
import { SSG_CONCURRENCY, SSG_CONCURRENCY_VARIABLE } from './ssgConcurrency';

/** The site's changes to how Rsbuild bundles and Rspress renders the pages (README.md says why, with measurements). */
export function pluginBundlerSettings(): RspressPlugin {
  return {
    name: 'graphql-js-docs:bundler-settings',
    builderConfig: {
      plugins: [rsbuildWithoutBuildCache],
      output: { minify: { jsOptions: { exclude: EXAMPLE_GRAPHQL_CHUNKS } } },
      tools: { rspack: (config, { isDev }) => withSiteRspackSettings(config, { isDev }) },
    },
    beforeBuild(_config, isProd) {
      // Rspress reads it when it renders the pages, after this hook; a value set by the caller wins.
      if (isProd) process.env[SSG_CONCURRENCY_VARIABLE] ||= String(SSG_CONCURRENCY);
    },
  };
}

const rsbuildWithoutBuildCache: RsbuildPlugin = {
  name: 'graphql-js-docs:without-build-cache',
  setup(api) {
    api.modifyRsbuildConfig((config) => (api.context.action === 'build' ? withoutBuildCache(config) : config));
  },
};

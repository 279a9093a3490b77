import type { RsbuildConfig } from '@rsbuild/core';

/**
 * The Rsbuild configuration of a production build: without Rspack's persistent cache, which Rspress
 * turns on for every build. Writing the cache made a build from scratch heavier and slower, and
 * what keeps a repeated build fast is the API reference's own cache (figures in PERF.md).
 * The configuration given is not changed.
 */
export function withoutBuildCache(config: RsbuildConfig): RsbuildConfig {
  return { ...config, performance: { ...config.performance, buildCache: false } };
}

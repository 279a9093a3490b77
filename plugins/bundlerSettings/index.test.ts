import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { RsbuildConfig, RsbuildPlugin } from '@rsbuild/core';
import { afterEach, describe, expect, it } from 'vitest';
import { pluginBundlerSettings } from '.';
import { SSG_CONCURRENCY, SSG_CONCURRENCY_VARIABLE } from './ssgConcurrency';

const rspressDist = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@rspress/core/package.json')),
  'dist',
);

/** What the plugin's Rsbuild plugin makes of a configuration, for a build or the dev server. */
function rsbuildConfigFor(action: 'build' | 'dev', config: RsbuildConfig): RsbuildConfig {
  const rsbuildPlugin = pluginBundlerSettings().builderConfig!.plugins![0] as RsbuildPlugin;
  let modify: ((config: RsbuildConfig) => RsbuildConfig) | undefined;
  rsbuildPlugin.setup({
    context: { action },
    modifyRsbuildConfig: (fn: typeof modify) => {
      modify = fn;
    },
  } as never);
  return modify!(config);
}

describe('the persistent cache', () => {
  const withCache: RsbuildConfig = { performance: { buildCache: { cacheDigest: ['x'] } } };

  it('is off in a production build and kept for the dev server', () => {
    expect(rsbuildConfigFor('build', withCache).performance?.buildCache).toBe(false);
    expect(rsbuildConfigFor('dev', withCache).performance?.buildCache).toEqual({ cacheDigest: ['x'] });
  });
});

describe('the SSG concurrency', () => {
  const given = process.env[SSG_CONCURRENCY_VARIABLE];
  afterEach(() => {
    if (given === undefined) delete process.env[SSG_CONCURRENCY_VARIABLE];
    else process.env[SSG_CONCURRENCY_VARIABLE] = given;
  });

  it('is set for a production build unless the caller set it', async () => {
    const plugin = pluginBundlerSettings();
    delete process.env[SSG_CONCURRENCY_VARIABLE];
    await plugin.beforeBuild!({}, false);
    expect(process.env[SSG_CONCURRENCY_VARIABLE]).toBeUndefined();
    await plugin.beforeBuild!({}, true);
    expect(process.env[SSG_CONCURRENCY_VARIABLE]).toBe(String(SSG_CONCURRENCY));
    process.env[SSG_CONCURRENCY_VARIABLE] = '16';
    await plugin.beforeBuild!({}, true);
    expect(process.env[SSG_CONCURRENCY_VARIABLE]).toBe('16');
  });

  it('is read from that variable by the installed Rspress when it renders the pages', () => {
    const ssgEnv = readFileSync(path.join(rspressDist, 'node/ssg/ssgEnv.js'), 'utf8');
    expect(ssgEnv).toMatch(
      new RegExp(`function SSGConcurrency\\(\\) \\{\\s*return process\\.env\\.${SSG_CONCURRENCY_VARIABLE} \\?`),
    );
    expect(readFileSync(path.join(rspressDist, 'node/ssg/renderPages.js'), 'utf8')).toMatch(
      /concurrency: SSGConcurrency\(\)/,
    );
  });
});

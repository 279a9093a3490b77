import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Rspack } from '@rsbuild/core';
import type { RspressPlugin } from '@rspress/core';
import { listBuiltSite } from '../builtSite/readBuiltSite';
import { type ChunkSiblings, toChunkSiblings, withSiblingPreloads } from './routeChunkPreloads';

const NAME = 'graphql-js-docs:route-chunk-preloads';

/**
 * Each built page preloads every script its route needs before the app can hydrate it, not only its route chunk
 * (README.md: why, and what it saves). Reads the browser bundle's chunk groups when it is compiled, and adds the
 * links to the pages Rspress has written, in `afterBuild`. Production only.
 */
export function pluginRouteChunkPreloads(): RspressPlugin {
  let siblings: ChunkSiblings = new Map();
  const readChunkGroups = {
    apply(compiler: Rspack.Compiler) {
      compiler.hooks.done.tap(NAME, (stats) => {
        const { namedChunkGroups = {} } = stats.toJson({ all: false, chunkGroups: true });
        siblings = toChunkSiblings(
          Object.entries(namedChunkGroups).map(([name, group]) => ({ name, assets: group.assets ?? [] })),
        );
      });
    },
  };
  return {
    name: NAME,
    builderConfig: {
      tools: {
        rspack: (config, { environment, isProd }) =>
          isProd && environment.name === 'web'
            ? { ...config, plugins: [...(config.plugins ?? []), readChunkGroups] }
            : config,
      },
    },
    afterBuild(config, isProd) {
      if (!isProd || siblings.size === 0) return;
      const site = listBuiltSite(path.resolve(config.outDir ?? 'doc_build'));
      for (const page of site.pages) {
        const file = path.join(site.outDir, page.file);
        const html = readFileSync(file, 'utf8');
        const preloaded = withSiblingPreloads(html, siblings);
        if (preloaded !== html) writeFileSync(file, preloaded);
      }
    },
  };
}

import path from 'node:path';
import type { RspressPlugin, UserConfig } from '@rspress/core';
import { type BuiltSite, readBuiltSite } from './readBuiltSite';

/** Something done with the finished build: it gets the site as read once, and the config (for `base`). */
export type BuiltSiteStep = (site: BuiltSite, config: UserConfig) => void;

export interface BuiltSiteOptions {
  /** What to do with the build, in order (a step that throws fails the build and stops the rest). */
  steps: BuiltSiteStep[];
}

/**
 * Reads the production build once, after Rspress wrote it, and hands the pages to each step as
 * plain data: the link check of plugins/buildChecks and the files of plugins/publishing no longer
 * read every HTML file each.
 */
export function pluginBuiltSite({ steps }: BuiltSiteOptions): RspressPlugin {
  return {
    name: 'graphql-js-docs:built-site',
    afterBuild(config, isProd) {
      if (!isProd) return;
      const site = readBuiltSite(path.resolve(config.outDir ?? 'doc_build'));
      for (const step of steps) step(site, config);
    },
  };
}

export type { BuiltHtmlPage, BuiltSite } from './readBuiltSite';
export { hasBuiltFile } from './readBuiltSite';

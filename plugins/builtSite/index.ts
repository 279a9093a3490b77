import path from 'node:path';
import type { RspressPlugin, UserConfig } from '@rspress/core';
import { type BuiltHtmlPage, type BuiltSite, listBuiltSite, readBuiltPage } from './readBuiltSite';

/** What one step does with one build: it sees each page once, then finishes. */
export interface BuiltSiteVisit {
  /** Each HTML page with its markup, in file order: keep only what `finish` needs, not the markup. */
  page?: (page: BuiltHtmlPage) => void;
  /** After the last page; a step that throws (or rejects) here fails the build and stops the steps after it. */
  finish: () => void | Promise<void>;
}

/** Something done with the finished build: given the site as listed and the config (for `base`), it starts a visit. */
export type BuiltSiteStep = (site: BuiltSite, config: UserConfig) => BuiltSiteVisit;

export interface BuiltSiteOptions {
  /** What to do with the build; each step's `finish` runs in this order. */
  steps: BuiltSiteStep[];
}

/**
 * Reads the production build once, after Rspress wrote it, and hands each page to every step: the
 * link check of plugins/buildChecks and the files of plugins/publishing no longer read every HTML
 * file each. One page's markup at a time: holding all of it (as strings, plus what the steps derive
 * from it) raised the build's peak memory, which this hook reaches with the bundler's memory still
 * held (figures in PERF.md).
 */
export function pluginBuiltSite({ steps }: BuiltSiteOptions): RspressPlugin {
  return {
    name: 'graphql-js-docs:built-site',
    async afterBuild(config, isProd) {
      if (!isProd) return;
      const site = listBuiltSite(path.resolve(config.outDir ?? 'doc_build'));
      const visits = steps.map((step) => step(site, config));
      for (const file of site.pages) {
        const page = readBuiltPage(site, file);
        for (const visit of visits) visit.page?.(page);
      }
      for (const visit of visits) await visit.finish();
    },
  };
}

export type { BuiltHtmlPage, BuiltPageFile, BuiltSite } from './readBuiltSite';
export { hasBuiltFile } from './readBuiltSite';

import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { SOURCE_REPOSITORY_ENV } from './editBaseUrl';
import { readLastCommitDates } from './gitDates';
import { SOURCE_FILE_FIELD, type PageSourceFile } from '../../site/contracts';

export interface SourceFileOptions {
  /** Root of the site's repository checkout (paths in edit URLs are relative to it). */
  projectRoot: string;
  /** Folder of the hand-written pages; pages outside it (the generated API reference) get nothing. */
  docsRoot: string;
  /**
   * Edit URL of the project root, e.g. `https://github.com/owner/repo/edit/main/` (see
   * `editBaseUrlFromEnv`); null for no edit links at all, which the build says once.
   */
  editBaseUrl: string | null;
}

/**
 * Gives each hand-written page an "Edit this page" URL and the date of its last commit (one
 * `git log` for the whole docs folder), read by the theme's EditLink and LastUpdated.
 */
export function pluginSourceFile({ projectRoot, docsRoot, editBaseUrl }: SourceFileOptions): RspressPlugin {
  let dates: Promise<Map<string, string>> | undefined;
  const base = editBaseUrl && (editBaseUrl.endsWith('/') ? editBaseUrl : `${editBaseUrl}/`);
  return {
    name: 'graphql-js-docs:source-file',
    beforeBuild() {
      if (!base)
        console.log(
          `[source-file] ${SOURCE_REPOSITORY_ENV} is not set: pages get no "Edit this page" link (set it to the site's repository, see README).`,
        );
    },
    async extendPageData(pageData) {
      const file = pageData._filepath;
      const fromDocs = path.relative(docsRoot, file);
      if (!file || fromDocs.startsWith('..') || path.isAbsolute(fromDocs)) return;
      dates ??= readLastCommitDates(projectRoot, path.relative(projectRoot, docsRoot) || '.');
      const fromProject = path.relative(projectRoot, file).split(path.sep).join('/');
      const sourceFile: PageSourceFile = base ? { editUrl: `${base}${fromProject}` } : {};
      const lastCommitDate = (await dates).get(fromProject);
      if (lastCommitDate) sourceFile.lastCommitDate = lastCommitDate;
      (pageData as unknown as Record<string, unknown>)[SOURCE_FILE_FIELD] = sourceFile;
    },
  };
}

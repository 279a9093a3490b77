import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type ErrorEntryFence, errorEntryFencesFromMarkdown } from '../../site/errorEntries';

/** The error reference's family pages (every `.mdx` of its folder but the index), by file name. */
export function readErrorPages(dir: string): { page: string; markdown: string }[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => file.endsWith('.mdx') && file !== 'index.mdx')
    .sort()
    .map((page) => ({ page, markdown: readFileSync(path.join(dir, page), 'utf8') }));
}

/** Every `error-message` fence of the error reference's pages, with its entry's anchor. */
export const readErrorEntryFences = (dir: string): ErrorEntryFence[] =>
  readErrorPages(dir).flatMap(({ page, markdown }) => errorEntryFencesFromMarkdown(page, markdown));

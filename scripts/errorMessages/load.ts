import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DOCS_ROOT } from '../lib/docsPages';
import { type ErrorEntryFence, errorEntryFencesFromMarkdown } from './entries';
import { type Extraction, extractMessages } from './extract';
import type { NotYetWritten } from './coverage';
import { DOCUMENTED_PACKAGES, readPackageSources } from './readPackages';

/** The error reference's folder under the docs root. */
export const ERRORS_DIR = path.join(DOCS_ROOT, 'docs/errors');

/** The reviewed list of templates without an entry yet. */
export const NOT_YET_WRITTEN_FILE = path.join(import.meta.dirname, 'notYetWritten.json');

/** Each documented major's extraction from its installed package. */
export function loadExtractions(): Record<string, Extraction> {
  return Object.fromEntries(
    DOCUMENTED_PACKAGES.map(({ major, dir }) => [major, extractMessages(readPackageSources(dir))]),
  );
}

/** The error reference's family pages (every `.mdx` under `docs/docs/errors/` but its index), by file name. */
export function readErrorPages(dir = ERRORS_DIR): { page: string; markdown: string }[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => file.endsWith('.mdx') && file !== 'index.mdx')
    .sort()
    .map((page) => ({ page, markdown: readFileSync(path.join(dir, page), 'utf8') }));
}

/** Every `error-message` fence of the reference's pages. */
export const loadEntryFences = (dir = ERRORS_DIR): ErrorEntryFence[] =>
  readErrorPages(dir).flatMap(({ page, markdown }) => errorEntryFencesFromMarkdown(page, markdown));

/** The reviewed list of templates without an entry yet. */
export const loadNotYetWritten = (): NotYetWritten =>
  JSON.parse(readFileSync(NOT_YET_WRITTEN_FILE, 'utf8')) as NotYetWritten;

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DOCS_ROOT } from '../lib/docsPages';
import type { ErrorEntryFence } from '../../site/errorEntries';
import { readErrorEntryFences } from '../../plugins/apiReference/errorEntryFiles';
import { type Extraction, extractMessages } from '../../site/errorExtraction';
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

/** Every `error-message` fence of the reference's pages. */
export const loadEntryFences = (dir = ERRORS_DIR): ErrorEntryFence[] => readErrorEntryFences(dir);

/** The reviewed list of templates without an entry yet. */
export const loadNotYetWritten = (): NotYetWritten =>
  JSON.parse(readFileSync(NOT_YET_WRITTEN_FILE, 'utf8')) as NotYetWritten;

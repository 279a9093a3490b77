import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ApiReference } from './documentApi';

export interface ReferenceCacheOptions {
  /** Folder of the cache (generated, never committed). */
  cacheDir: string;
  /** What the reference was made from besides the code: the options, as JSON. */
  inputs: unknown;
  /** The project root: the code and lockfile hashed into the key are found from it. */
  projectRoot: string;
}

/** Folders whose code makes the reference: the pipeline, the examples' runner, the highlighter's classes, and site/ (the spec's constants, the contracts, the site map). */
export const REFERENCE_CODE = ['plugins/apiReference', 'plugins/doctests', 'plugins/shikiTokenClasses', 'site'];

function sourceFiles(projectRoot: string, entry: string): string[] {
  const full = path.join(projectRoot, entry);
  return (readdirSync(full, { recursive: true, encoding: 'utf8' }) as string[])
    .filter((file) => /\.(ts|tsx|d\.ts)$/.test(file) && !file.endsWith('.test.ts') && !file.includes('fixtures'))
    .sort()
    .map((file) => path.join(full, file));
}

/**
 * The key of a reference: a hash of its inputs, of the pipeline's code and of the lockfile (the
 * documented packages, TypeDoc, Prettier and Shiki versions). Any change to one of them is a miss.
 */
export function referenceKey({ inputs, projectRoot }: Omit<ReferenceCacheOptions, 'cacheDir'>): string {
  const hash = createHash('sha256').update(JSON.stringify(inputs));
  for (const file of [...REFERENCE_CODE.flatMap((entry) => sourceFiles(projectRoot, entry)), path.join(projectRoot, 'package-lock.json')]) {
    hash.update(path.relative(projectRoot, file)).update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

const cacheFileOf = (options: ReferenceCacheOptions) => path.join(options.cacheDir, `reference-${referenceKey(options)}.json`);

/** The reference made last time from the same inputs and code, or null. */
export function readCachedReference(options: ReferenceCacheOptions): ApiReference | null {
  try {
    return JSON.parse(readFileSync(cacheFileOf(options), 'utf8')) as ApiReference;
  } catch {
    // Not made from these inputs yet.
    return null;
  }
}

/** Keeps a reference for the next build with the same inputs and code (the only one kept: an older one can never be read again). */
export function writeCachedReference(options: ReferenceCacheOptions, reference: ApiReference): void {
  const kept: ApiReference = { ...reference, pageGroups: reference.pageGroups.map((group) => ({ ...group, pages: group.pages.map((page) => ({ ...page, body: [] })) })) };
  mkdirSync(options.cacheDir, { recursive: true });
  for (const stale of readdirSync(options.cacheDir).filter((name) => name.startsWith('reference-'))) rmSync(path.join(options.cacheDir, stale));
  writeFileSync(cacheFileOf(options), JSON.stringify(kept));
}

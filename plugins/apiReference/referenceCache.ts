import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ApiOutline, RenderedPages } from './referenceTypes';

/** Where a reference is cached and what it was made from. */
export interface ReferenceCacheOptions {
  /** Folder of the cache (generated, never committed). */
  cacheDir: string;
  /** What the reference was made from besides the code: the options, as JSON. */
  inputs: unknown;
  /** The project root: the code and lockfile hashed into the key are found from it. */
  projectRoot: string;
}

/** Folders whose code makes the reference: the pipeline, the examples' runner, Rspress's markup, the highlighter's classes, and site/ (the product specification's constants, the contracts, the site map). */
export const REFERENCE_CODE = [
  'plugins/apiReference',
  'plugins/doctests',
  'plugins/rspressCompat',
  'plugins/shikiTokenClasses',
  'site',
];

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
  for (const file of [
    ...REFERENCE_CODE.flatMap((entry) => sourceFiles(projectRoot, entry)),
    path.join(projectRoot, 'package-lock.json'),
  ]) {
    hash.update(path.relative(projectRoot, file)).update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

/** One reference's place in the cache: its key, computed once (it reads every file of the pipeline), and its file. */
export interface ReferenceCache {
  cacheDir: string;
  key: string;
  /** The one file that holds the whole reference: outline and rendered pages. */
  file: string;
}

/** The whole reference as its cache file holds it. */
export interface CachedReference {
  outline: ApiOutline;
  pages: RenderedPages;
}

/** The cache of the reference these options make. */
export function referenceCache(options: ReferenceCacheOptions): ReferenceCache {
  const key = referenceKey(options);
  return { cacheDir: options.cacheDir, key, file: path.join(options.cacheDir, `reference-${key}.json`) };
}

/**
 * The outline without the pages' bodies as mdast: once the pages are rendered only their HTML is
 * read, so neither the cache file nor the child process's message carries the bodies.
 */
export function withoutPageBodies(outline: ApiOutline): ApiOutline {
  return {
    ...outline,
    pageGroups: outline.pageGroups.map((group) => ({
      ...group,
      pages: group.pages.map((page) => ({ ...page, body: [] })),
    })),
  };
}

/** The reference made last time from the same inputs and code, or null. */
export function readCachedReference(cache: ReferenceCache): CachedReference | null {
  try {
    return JSON.parse(readFileSync(cache.file, 'utf8')) as CachedReference;
  } catch {
    // Not made from these inputs yet.
    return null;
  }
}

/**
 * Keeps a reference for the next build with the same inputs and code, and removes the others (one
 * made from other inputs or code can never be read again). Written under a name of its own, then
 * renamed: another process making the same reference (a second dev server, a build beside it)
 * reads a whole file or none.
 */
export function writeCachedReference(cache: ReferenceCache, { outline, pages }: CachedReference): void {
  mkdirSync(cache.cacheDir, { recursive: true });
  const partial = `${cache.file}.${process.pid}.partial`;
  for (const stale of readdirSync(cache.cacheDir).filter(
    (name) => name.startsWith('reference-') && !name.startsWith(`reference-${cache.key}.`),
  )) {
    rmSync(path.join(cache.cacheDir, stale), { force: true });
  }
  writeFileSync(partial, JSON.stringify({ outline: withoutPageBodies(outline), pages }));
  renameSync(partial, cache.file);
}

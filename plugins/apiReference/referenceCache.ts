import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ApiOutline } from './documentApi';
import type { RenderedPage } from './pageFiles';

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
  for (const file of [
    ...REFERENCE_CODE.flatMap((entry) => sourceFiles(projectRoot, entry)),
    path.join(projectRoot, 'package-lock.json'),
  ]) {
    hash.update(path.relative(projectRoot, file)).update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

/** One reference's place in the cache: its key, computed once (it reads every file of the pipeline), and its two files. */
export interface ReferenceCache {
  cacheDir: string;
  key: string;
  /** The outline, written first. */
  outline: string;
  /** The pages, written last: a reference is in the cache once both are. */
  pages: string;
}

/** The cache of the reference these options make. */
export function referenceCache(options: ReferenceCacheOptions): ReferenceCache {
  const key = referenceKey(options);
  const stem = path.join(options.cacheDir, `reference-${key}`);
  return { cacheDir: options.cacheDir, key, outline: `${stem}.json`, pages: `${stem}.pages.json` };
}

/**
 * Writes a cache file under a name of its own, then renames it: another process making the same
 * reference (a second dev server, a build beside it) reads a whole file or none.
 */
function writeWhole(file: string, content: string): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, content);
  renameSync(partial, file);
}

const readJson = <T>(file: string): T | null => {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    // Not made from these inputs yet.
    return null;
  }
};

/** The reference made last time from the same inputs and code (outline and pages), or null. */
export function readCachedReference(files: ReferenceCache): { outline: ApiOutline; pages: RenderedPage[] } | null {
  // Pages first: they are written last, so an outline without them (a process stopped while rendering) is a miss.
  const pages = readJson<RenderedPage[]>(files.pages);
  const outline = pages && readJson<ApiOutline>(files.outline);
  return outline && pages ? { outline, pages } : null;
}

/** The outline written by writeCachedOutline, or null. */
export const readCachedOutline = (cache: ReferenceCache): ApiOutline | null => readJson<ApiOutline>(cache.outline);

/** The pages written by writeCachedPages, or null. */
export const readCachedPages = (cache: ReferenceCache): RenderedPage[] | null => readJson<RenderedPage[]>(cache.pages);

/**
 * Keeps a reference's outline for the next build with the same inputs and code (the only reference
 * kept: one made from other inputs or code can never be read again). The pages' bodies as mdast are left out: only the
 * HTML made of them (writeCachedPages) is read again.
 */
export function writeCachedOutline(cache: ReferenceCache, outline: ApiOutline): void {
  const kept: ApiOutline = {
    ...outline,
    pageGroups: outline.pageGroups.map((group) => ({
      ...group,
      pages: group.pages.map((page) => ({ ...page, body: [] })),
    })),
  };
  mkdirSync(cache.cacheDir, { recursive: true });
  // Other keys only: the pages of this one may be another process's, written a moment ago.
  for (const stale of readdirSync(cache.cacheDir).filter(
    (name) => name.startsWith('reference-') && !name.startsWith(`reference-${cache.key}.`),
  )) {
    rmSync(path.join(cache.cacheDir, stale), { force: true });
  }
  writeWhole(cache.outline, JSON.stringify(kept));
}

/** Keeps the pages of the reference whose outline writeCachedOutline kept: from now on it is a hit. */
export function writeCachedPages(cache: ReferenceCache, pages: RenderedPage[]): void {
  writeWhole(cache.pages, JSON.stringify(pages));
}

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { SourceFile } from './extract';

const repoRoot = path.resolve(import.meta.dirname, '../..');

/** The graphql versions the error reference documents, by major, and the folder each is installed in. */
export const DOCUMENTED_PACKAGES = [
  { major: '16', dir: path.join(repoRoot, 'node_modules/graphql') },
  { major: '17', dir: path.join(repoRoot, 'node_modules/graphql-17') },
] as const;

/**
 * A package's CommonJS sources (`*.js`), by path inside it. graphql 17's `__dev__/` folder only
 * re-exports the same modules after turning development mode on, so it is left out.
 */
export function readPackageSources(dir: string): SourceFile[] {
  return (readdirSync(dir, { recursive: true, encoding: 'utf8' }) as string[])
    .filter((file) => file.endsWith('.js') && !file.startsWith('__dev__') && !file.includes('node_modules'))
    .sort()
    .map((file) => ({ path: file.split(path.sep).join('/'), text: readFileSync(path.join(dir, file), 'utf8') }));
}

/** The installed version of a package folder. */
export const packageVersion = (dir: string): string =>
  (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string }).version;

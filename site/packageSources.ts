import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { SourceFile } from './errorExtraction';

/**
 * A package's CommonJS sources (`*.js`), by path inside it, for the error messages' extraction
 * (the error reference's coverage and the API reference's "Messages it can produce"). graphql 17's
 * `__dev__/` folder only re-exports the same modules after turning development mode on, so it is left out.
 */
export function readPackageSources(dir: string): SourceFile[] {
  return (readdirSync(dir, { recursive: true, encoding: 'utf8' }) as string[])
    .filter((file) => file.endsWith('.js') && !file.startsWith('__dev__') && !file.includes('node_modules'))
    .sort()
    .map((file) => ({ path: file.split(path.sep).join('/'), text: readFileSync(path.join(dir, file), 'utf8') }));
}

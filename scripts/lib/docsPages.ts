import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The docs root: the home page, the tutorial and the guides. */
export const DOCS_ROOT = path.resolve(import.meta.dirname, '../../docs');

/** Every Markdown page under the docs root, by its path there, in path order, with its source. */
export function docsPages(): { file: string; markdown: string }[] {
  return (readdirSync(DOCS_ROOT, { recursive: true, encoding: 'utf8' }) as string[])
    .filter((file) => /\.mdx?$/.test(file))
    .sort()
    .map((file) => ({ file, markdown: readFileSync(path.join(DOCS_ROOT, file), 'utf8') }));
}

import { readFileSync } from 'node:fs';
import path from 'node:path';

export { readPackageSources } from '../../site/packageSources';

const repoRoot = path.resolve(import.meta.dirname, '../..');

/** The graphql versions the error reference documents, by major, and the folder each is installed in. */
export const DOCUMENTED_PACKAGES = [
  { major: '16', dir: path.join(repoRoot, 'node_modules/graphql') },
  { major: '17', dir: path.join(repoRoot, 'node_modules/graphql-17') },
] as const;

/** The installed version of a package folder. */
export const packageVersion = (dir: string): string =>
  (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string }).version;

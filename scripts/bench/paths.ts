/** Where the bench finds the site, the Rspress command and the browser it drives. */
import path from 'node:path';

/** The repository root. */
export const repoRoot = path.resolve(import.meta.dirname, '../..');

/** The production build the bench measures (`rspress build` writes it). */
export const outDir = path.join(repoRoot, 'doc_build');

/** The Rspress command line, as installed. */
export const rspress = path.join(repoRoot, 'node_modules/.bin/rspress');

/** Rspress's caches and the API reference's: removed for a cold build or a cold dev-server start. */
export const cacheDir = path.join(repoRoot, 'node_modules/.cache');

/** Debian's Chromium unless `CHROMIUM_PATH` names another. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Chromium flags for a headless run in a container, without background requests that would be counted. */
export const chromiumArgs = ['--no-sandbox', '--disable-background-networking'];

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createRsbuild } from '@rsbuild/core';
import { afterAll, describe, expect, it } from 'vitest';
import { STATIC_PAGES_ROOT_DEFINE } from './contracts';

const projectRoot = path.resolve(import.meta.dirname, '..');
// Inside the repository so that the bundle resolves as the site's does.
mkdirSync(path.join(projectRoot, 'node_modules/.cache'), { recursive: true });
const dir = mkdtempSync(path.join(projectRoot, 'node_modules/.cache/contracts-define-'));

describe('the page files folder (build → server bundle)', () => {
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('reaches staticPagesRoot() in a bundle built with the define plugins/apiReference sets', async () => {
    const entry = path.join(dir, 'entry.ts');
    writeFileSync(
      entry,
      `import { staticPagesRoot } from ${JSON.stringify(path.join(import.meta.dirname, 'contracts'))};\nglobalThis.builtStaticPagesRoot = staticPagesRoot();\n`,
    );
    const rsbuild = await createRsbuild({
      cwd: dir,
      config: {
        source: { entry: { index: entry }, define: { [STATIC_PAGES_ROOT_DEFINE]: JSON.stringify('/built/pages') } },
        output: { target: 'node', distPath: { root: path.join(dir, 'dist') }, minify: false, filenameHash: false },
        logLevel: 'silent',
      },
    });
    await rsbuild.build();
    createRequire(import.meta.url)(path.join(dir, 'dist/index.js'));
    expect((globalThis as { builtStaticPagesRoot?: unknown }).builtStaticPagesRoot).toBe('/built/pages');
  }, 60_000);
});

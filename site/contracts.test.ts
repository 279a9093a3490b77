import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createRsbuild, mergeRsbuildConfig } from '@rsbuild/core';
import { afterAll, describe, expect, it } from 'vitest';
import { pluginApiReference } from '../plugins/apiReference';
import type { ApiReference } from '../plugins/apiReference';

const projectRoot = path.resolve(import.meta.dirname, '..');
// Inside the repository so that the bundle resolves as the site's does.
mkdirSync(path.join(projectRoot, 'node_modules/.cache'), { recursive: true });
const dir = mkdtempSync(path.join(projectRoot, 'node_modules/.cache/contracts-define-'));

const reference = {
  models: [],
  pageGroups: [],
  pages: Promise.resolve({ folder: 'static/api-pages/0123456789', pages: [] }),
  sidebars: {},
  base: '/',
} as unknown as ApiReference;

describe('where the page files are (build → both bundles)', () => {
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('reaches staticPagesFolder(): the folder under the site root in the browser, on disk in the server bundle, and no disk path in the browser', async () => {
    const entry = path.join(dir, 'entry.ts');
    writeFileSync(
      entry,
      `import { staticPagesFolder } from ${JSON.stringify(path.join(import.meta.dirname, 'contracts'))};\nglobalThis.builtStaticPagesFolder = staticPagesFolder();\n`,
    );
    const outDir = path.join(dir, 'generated');
    const plugin = pluginApiReference(reference, {
      projectRoot,
      outDir,
      themeModules: { pageModule: entry, routesModule: entry, sidebarsModule: entry },
    });
    // The config as the plugin's config hook leaves it in a build, with Rspress's two bundles' names.
    const config = await plugin.config!({ base: '/' }, {} as never, true);
    const bundles = { web: 'web', node: 'node' } as const;
    const rsbuild = await createRsbuild({
      cwd: dir,
      config: mergeRsbuildConfig(
        {
          source: { entry: { index: entry } },
          output: { minify: false, filenameHash: false },
          environments: Object.fromEntries(
            Object.entries(bundles).map(([name, target]) => [
              name,
              { output: { target, distPath: { root: path.join(dir, 'dist', name) } } },
            ]),
          ),
          logLevel: 'silent',
        },
        config.builderConfig ?? {},
      ),
    });
    await rsbuild.build();
    const disk = path.join(outDir, 'public/static/api-pages/0123456789');
    createRequire(import.meta.url)(path.join(dir, 'dist/node/index.js'));
    expect((globalThis as { builtStaticPagesFolder?: unknown }).builtStaticPagesFolder).toBe(disk);
    const web = readFileSync(path.join(dir, 'dist/web/static/js/index.js'), 'utf8');
    expect(web).toContain('"static/api-pages/0123456789"');
    expect(web).not.toContain(outDir);
  }, 60_000);
});

import { execFile } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

// Each build rule, tried on a small real site: Rspress with the plugins that enforce the rules.
const repoRoot = path.resolve(import.meta.dirname, '../..');
// Inside the repository so that the fixture's config resolves @rspress/core from node_modules.
const fixturesDir = path.join(repoRoot, 'node_modules/.cache/build-rule-fixtures');
const run = promisify(execFile);

interface Fixture {
  files: Record<string, string>;
  navbar?: unknown[];
}

const validPages: Record<string, string> = {
  'docs/index.mdx': '# Home\n\n[Tutorial](/docs/tutorials/)\n',
  'docs/docs/tutorials/index.mdx': '# Tutorial\n\n## First steps\n\n[Back home](/)\n',
};
const validNavbar = [
  { type: 'doc', docId: 'tutorials/index', label: 'Tutorial', position: 'left' },
  { type: 'docSidebar', sidebarId: 'tutorialSidebar', label: 'Guide', position: 'left' },
];

function configSource(navbar: unknown[]): string {
  const plugin = (name: string) => JSON.stringify(path.join(repoRoot, 'plugins', name));
  return `import path from 'node:path';
import { defineConfig } from '@rspress/core';
import { pluginBuildChecks } from ${plugin('buildChecks')};
import { pluginBuiltSite } from ${plugin('builtSite')};
import { pluginExampleRoles } from ${plugin('exampleRoles')};
import { pluginNavbar } from ${plugin('navbar')};
import { docRouteFromId } from ${JSON.stringify(path.join(repoRoot, 'site/siteMap'))};

const buildChecks = pluginBuildChecks({ docsRoot: path.join(import.meta.dirname, 'docs') });

export default defineConfig({
  root: path.join(import.meta.dirname, 'docs'),
  route: { cleanUrls: true },
  markdown: { link: { checkDeadLinks: true, checkAnchors: true } },
  themeConfig: { sidebar: { '/docs/tutorials/': [{ text: 'Tutorial', link: '/docs/tutorials/' }] } },
  plugins: [
    buildChecks,
    pluginBuiltSite({ steps: [buildChecks.checkBuiltSite] }),
    pluginExampleRoles({ docsRoot: path.join(import.meta.dirname, 'docs') }),
    pluginNavbar({
      items: ${JSON.stringify(navbar)},
      sidebars: { tutorialSidebar: '/docs/tutorials/' },
      docRoute: docRouteFromId,
    }),
  ],
});
`;
}

/** Builds a fixture site; resolves with the build's exit code and everything it printed. */
async function build(name: string, fixture: Fixture): Promise<{ code: number; output: string }> {
  const dir = path.join(fixturesDir, name);
  rmSync(dir, { recursive: true, force: true });
  for (const [file, content] of Object.entries({
    ...fixture.files,
    'rspress.config.ts': configSource(fixture.navbar ?? validNavbar),
  })) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), content);
  }
  try {
    const { stdout, stderr } = await run(path.join(repoRoot, 'node_modules/.bin/rspress'), ['build'], {
      cwd: dir,
      env: { ...process.env, RSPRESS_PERSISTENT_CACHE: 'false', NO_COLOR: '1', FORCE_COLOR: '0' },
      timeout: 120_000,
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failure = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failure.code ?? 1, output: `${failure.stdout ?? ''}${failure.stderr ?? ''}` };
  }
}

// Real fixture builds, one per way a plugin takes part in a build: a clean site, the link check over the built
// HTML, and a configuration error thrown by a plugin's hook. The rules themselves are tested without a build:
// routeRules.test.ts (duplicate routes, pages without a default export), findBrokenLinks.test.ts, and
// ../navbar/toRspressNav.test.ts (unknown doc id, sidebar id, item type). Rspress's own dead-link and anchor
// checks are its own; rspress.config.ts turns them on.
describe.concurrent('build-time rules', { timeout: 180_000 }, () => {
  it('a clean site builds', async () => {
    const result = await build('clean', { files: validPages });
    expect(result.output).not.toMatch(/\[build-checks\]|\[navbar\]|\[example-roles\]/);
    expect(result.code).toBe(0);
  });

  it('a broken link written as JSX fails the build, naming the page and the target', async () => {
    const result = await build('broken-jsx-link', {
      files: { ...validPages, 'docs/index.mdx': '# Home\n\n<a href="/docs/nowhere">Nowhere</a>\n' },
    });
    expect(result.code).not.toBe(0);
    expect(result.output).toContain('[build-checks] 1 broken link(s) in the built site');
    expect(result.output).toMatch(/docs\/index\.mdx: \/docs\/nowhere \(no page or file at that path\)/);
  });

  it('a code fence whose code contradicts its role fails the build, naming the file, the fence and the fix', async () => {
    const result = await build('contradicted-role', {
      files: {
        ...validPages,
        'docs/docs/tutorials/index.mdx': '# Tutorial\n\n```js title="server.mjs" script\napp.listen(4000);\n```\n',
      },
    });
    expect(result.code).not.toBe(0);
    expect(result.output).toContain(
      'docs/docs/tutorials/index.mdx, fence 1 (server.mjs): role script, but it calls `.listen(`: a file that starts a server has role server',
    );
  });

  it('a navbar item with an unknown doc id fails the build', async () => {
    const result = await build('unknown-doc-id', {
      files: validPages,
      navbar: [{ type: 'doc', docId: 'tutorials/intro', label: 'Tutorial', position: 'left' }],
    });
    expect(result.code).not.toBe(0);
    expect(result.output).toContain('[navbar] Navbar item "Tutorial" refers to doc id "tutorials/intro"');
  });
});

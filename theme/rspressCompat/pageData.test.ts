import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { withFrontmatterDescription } from './pageData';

// Rspress's own initPageData, run against stand-ins for the modules a build generates
// (`virtual-*`): its runtime files are copied, with those imports pointed at the stand-ins. A new
// generated module the runtime imports fails the load, which is a change to look at.
const require = createRequire(import.meta.url);
const runtimeDir = path.join(path.dirname(require.resolve('@rspress/core/package.json')), 'dist/runtime');
const projectRoot = path.resolve(import.meta.dirname, '../..');
// Inside the repository so that the copies resolve @rspress/shared from node_modules.
mkdirSync(path.join(projectRoot, 'node_modules/.cache'), { recursive: true });
const dir = mkdtempSync(path.join(projectRoot, 'node_modules/.cache/rspress-runtime-'));

/** Copies a runtime file and the runtime files it imports, its `virtual-*` imports pointed at the given stand-ins. */
function copyRuntime(file: string, standIns: Record<string, string>): string {
  const source = readFileSync(path.join(runtimeDir, file), 'utf8').replace(
    /from\s*["'](virtual-[\w-]+)["']/g,
    (whole, name: string) => (name in standIns ? `from "./${name}.js"` : whole),
  );
  writeFileSync(path.join(dir, file), source);
  for (const [, relative] of source.matchAll(/from\s*["']\.\/([\w./-]+)["']/g)) {
    if (!relative!.startsWith('virtual-')) copyRuntime(relative!, standIns);
  }
  for (const [name, code] of Object.entries(standIns)) writeFileSync(path.join(dir, `${name}.js`), code);
  return path.join(dir, file);
}

describe("Rspress's initPageData", () => {
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("takes title, frontmatter and toc from the page module, spreads the page's list entry (plugin fields) onto the page, and defaults pageType to doc", async () => {
    const file = copyRuntime('initPageData.js', {
      'virtual-site-data': `export default { base: '/', lang: '', pages: [] };`,
      // The list of all pages: a field a plugin added (plugins/sourceFile), and a title slimPageData may remove.
      'virtual-page-data': `export const pageData = { pages: [{ routePath: '/guide', lang: '', title: 'Title in the list', pluginField: 'from a plugin' }] };`,
      'virtual-routes': `export const routes = [{ path: '/guide', filePath: 'guide.tsx', preload: async () => ({
        default: () => null,
        title: 'Title of the module',
        frontmatter: { description: 'About' },
        toc: [{ id: 'a', text: 'A', depth: 2, charIndex: 0 }],
      }) }];`,
    });
    const { initPageData } = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as {
      initPageData: (routePath: string) => Promise<Record<string, unknown>>;
    };
    const page = await initPageData('/guide');
    expect(page).toMatchObject({
      title: 'Title of the module',
      frontmatter: { description: 'About' },
      toc: [{ id: 'a', text: 'A', depth: 2, charIndex: 0 }],
      pluginField: 'from a plugin',
      pageType: 'doc',
    });
    // What Rspress does not do, and the theme does: give the Layout the frontmatter's description.
    expect(page.description).toBeUndefined();
    expect(withFrontmatterDescription(page)).toMatchObject({ description: 'About' });
  });

  it("the theme gives the Layout the frontmatter's description only where it has none", () => {
    expect(withFrontmatterDescription({ frontmatter: { description: 'From frontmatter' } })).toEqual({
      frontmatter: { description: 'From frontmatter' },
      description: 'From frontmatter',
    });
    const described = { description: 'Own', frontmatter: { description: 'Other' } };
    expect(withFrontmatterDescription(described)).toBe(described);
  });
});

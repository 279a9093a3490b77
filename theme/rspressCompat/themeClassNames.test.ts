import { execFile } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { RSPRESS_CLASS, RSPRESS_CSS_CLASSES } from './themeClassNames';

// A small site built with the installed Rspress and its default theme (a home page with a hero,
// two guide pages in a sidebar, an edit link, a page with neither sidebar nor outline): the
// classes the theme relies on must be in what Rspress renders, not merely somewhere in its code.
const projectRoot = path.resolve(import.meta.dirname, '../..');
// Inside the repository so that the fixture's config resolves @rspress/core from node_modules.
const fixtureDir = path.join(projectRoot, 'node_modules/.cache/rspress-theme-fixture');
const require = createRequire(import.meta.url);
const rspressDist = path.join(path.dirname(require.resolve('@rspress/core/package.json')), 'dist');

/**
 * Classes Rspress sets only in the browser (after a click, or for the dark color mode) or only
 * from git history (the fixture has none): these are looked for in its shipped theme code instead.
 */
const SET_IN_THE_BROWSER: readonly string[] = [
  RSPRESS_CLASS.codeBlockContentWrapped,
  RSPRESS_CLASS.lastUpdated,
  'rp-dark',
];

const files: Record<string, string> = {
  'docs/index.md': `---
pageType: home
hero:
  name: Fixture
  tagline: A fixture
  actions:
    - theme: brand
      text: Start
      link: /guide/a
---
`,
  'docs/guide/a.md': '# A\n\n## Section\n\n| A |\n| - |\n| 1 |\n\n```ts title="a.ts"\nconst a = 1;\n```\n',
  'docs/guide/b.md': '# B\n\nText\n',
  // Rspress renders an empty column in place of each of the two.
  'docs/plain.md': '---\nsidebar: false\noutline: false\n---\n\n# Plain\n\nText\n',
  'rspress.config.ts': `import path from 'node:path';
import { defineConfig } from '@rspress/core';

export default defineConfig({
  root: path.join(import.meta.dirname, 'docs'),
  route: { cleanUrls: true },
  search: false,
  themeConfig: {
    nav: [{ text: 'Guide', link: '/guide/a' }],
    sidebar: { '/guide/': [{ text: 'Guide', items: [{ text: 'A', link: '/guide/a' }, { text: 'B', link: '/guide/b' }] }] },
    editLink: { docRepoBaseUrl: 'https://example.com/repo/', text: 'Edit' },
  },
});
`,
};

/** Builds the fixture; resolves with every class its pages' HTML names. */
async function renderedClasses(): Promise<Set<string>> {
  rmSync(fixtureDir, { recursive: true, force: true });
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(fixtureDir, file)), { recursive: true });
    writeFileSync(path.join(fixtureDir, file), content);
  }
  await promisify(execFile)(path.join(projectRoot, 'node_modules/.bin/rspress'), ['build'], {
    cwd: fixtureDir,
    env: { ...process.env, RSPRESS_PERSISTENT_CACHE: 'false', NO_COLOR: '1', FORCE_COLOR: '0' },
    timeout: 120_000,
  });
  const out = path.join(fixtureDir, 'doc_build');
  const html = (readdirSync(out, { recursive: true, encoding: 'utf8' }) as string[])
    .filter((file) => file.endsWith('.html'))
    .map((file) => readFileSync(path.join(out, file), 'utf8'));
  return new Set(html.flatMap((page) => [...page.matchAll(/class="([^"]*)"/g)].flatMap((m) => m[1]!.split(/\s+/))));
}

/** Whether a class name occurs as a whole class token in a text (not as the start of a longer name). */
const hasClassToken = (text: string, name: string) =>
  new RegExp(`(^|[^\\w-])${name.replace(/[-]/g, '\\-')}([^\\w-]|$)`).test(text);

describe('the classes the theme relies on', { timeout: 180_000 }, () => {
  let rendered: Set<string>;
  beforeAll(async () => {
    rendered = await renderedClasses();
  }, 180_000);

  it("are rendered by Rspress's default theme: those our TypeScript sets or finds, and those our stylesheets select", () => {
    const names = [...new Set([...Object.values(RSPRESS_CLASS), ...RSPRESS_CSS_CLASSES])];
    expect(names.filter((name) => !SET_IN_THE_BROWSER.includes(name) && !rendered.has(name))).toEqual([]);
  });

  it('that Rspress sets only in the browser are still in its theme code, and are not rendered', () => {
    const themeCode = (readdirSync(path.join(rspressDist, 'theme'), { recursive: true, encoding: 'utf8' }) as string[])
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(path.join(rspressDist, 'theme', file), 'utf8'))
      .join('\n');
    expect(SET_IN_THE_BROWSER.filter((name) => !hasClassToken(themeCode, name))).toEqual([]);
    // Once one is rendered, it moves to the check above.
    expect(SET_IN_THE_BROWSER.filter((name) => rendered.has(name))).toEqual([]);
  });
});

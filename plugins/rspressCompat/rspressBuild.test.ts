import { execFile } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Element } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { beforeAll, describe, expect, it } from 'vitest';
import { RSPRESS_MARKUP_CLASS } from './markupClassNames';
import { codeBlock, decorateLink, heading, scrollableTable } from './markup';

// A small site built with the installed Rspress: what it renders for Markdown is what the API
// pages' markup (markup.ts) must match, and where the route table and heading anchors plug in.
const repoRoot = path.resolve(import.meta.dirname, '../..');
// Inside the repository so that the fixture's config resolves @rspress/core from node_modules.
const fixtureDir = path.join(repoRoot, 'node_modules/.cache/rspress-compat-fixture');
const ROUTE_TABLE_SENTINEL = 'gjs-fixture-route-table';

const page = `# Probe page

## Section two

| A | B |
| - | - |
| 1 | 2 |

\`\`\`ts title="example.ts"
const a: number = 1;
\`\`\`

\`\`\`ts
const b = 2;
\`\`\`

[Home](/) and [Web](https://example.com)
`;

const config = `import path from 'node:path';
import { defineConfig } from '@rspress/core';
import { rehypeQuietHeadingAnchors } from ${JSON.stringify(path.join(repoRoot, 'plugins/headingAnchors'))};
import { ROUTE_TABLE_MODULE, routeTableCode } from ${JSON.stringify(path.join(repoRoot, 'plugins/rspressCompat/routeTable'))};

let routes = [];

export default defineConfig({
  root: path.join(import.meta.dirname, 'docs'),
  route: { cleanUrls: true },
  search: false,
  markdown: { rehypePlugins: [rehypeQuietHeadingAnchors] },
  plugins: [
    {
      name: 'fixture-route-table',
      routeGenerated(generated) {
        routes = generated;
      },
      addRuntimeModules() {
        return {
          [ROUTE_TABLE_MODULE]: routeTableCode(routes, {
            moduleFile: path.join(import.meta.dirname, 'no-static-pages'),
            routesModule: path.join(import.meta.dirname, 'staticRoutes.js'),
          }),
        };
      },
    },
  ],
});
`;

// A theme with our code block buttons: the API pages' code blocks must read as the Markdown pages' do.
const fixtureTheme = `export { CodeButtonGroup } from ${JSON.stringify(path.join(repoRoot, 'theme/components/CodeButtonGroup'))};
export * from '@rspress/core/theme-original';
`;

// The route entries module our table imports: the hand-written page's entry is ours (theme/routeLoading/pageRoutes),
// so the page renders through it; the sentinel shows in the bundle only if our table is the one built.
const staticRoutesModule = `globalThis[${JSON.stringify(ROUTE_TABLE_SENTINEL)}] = true;
export { pageRoutes } from ${JSON.stringify(path.join(repoRoot, 'theme/routeLoading/pageRoutes.ts'))};
export const staticHtmlRoutes = () => [];
`;

/** Builds the fixture site; resolves with the built home page's HTML and the text of every script of the build. */
async function buildFixture(): Promise<{ html: string; scripts: string }> {
  rmSync(fixtureDir, { recursive: true, force: true });
  const files = {
    'docs/index.md': page,
    'rspress.config.ts': config,
    'staticRoutes.js': staticRoutesModule,
    'theme/index.tsx': fixtureTheme,
  };
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(fixtureDir, file)), { recursive: true });
    writeFileSync(path.join(fixtureDir, file), content);
  }
  await promisify(execFile)(path.join(repoRoot, 'node_modules/.bin/rspress'), ['build'], {
    cwd: fixtureDir,
    env: { ...process.env, RSPRESS_PERSISTENT_CACHE: 'false', NO_COLOR: '1', FORCE_COLOR: '0' },
    timeout: 120_000,
  });
  const out = path.join(fixtureDir, 'doc_build');
  const scripts = (readdirSync(out, { recursive: true, encoding: 'utf8' }) as string[])
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(path.join(out, file), 'utf8'))
    .join('\n');
  return { html: readFileSync(path.join(out, 'index.html'), 'utf8'), scripts };
}

/** The outer HTML of the first element whose start tag matches, found by counting its tag's nesting. */
function outerHtml(html: string, startTag: RegExp, from = 0): string {
  const start = html.slice(from).search(startTag);
  if (start === -1) throw new Error(`No element matches ${startTag}`);
  const begin = from + start;
  const tag = /^<([a-z][\w-]*)/.exec(html.slice(begin))![1]!;
  const tags = new RegExp(`<(/?)${tag}(?=[\\s>])[^>]*>`, 'g');
  tags.lastIndex = begin;
  let depth = 0;
  for (const match of html.matchAll(tags)) {
    if (match.index < begin) continue;
    depth += match[1] ? -1 : 1;
    if (depth === 0) return html.slice(begin, match.index + match[0].length);
  }
  throw new Error(`The element matching ${startTag} is not closed`);
}

/** HTML with each tag's attributes in one order, React's empty comments gone and every `<pre>` emptied. */
function canonical(html: string): string {
  return html
    .replace(/<!-- -->/g, '')
    .replace(/<pre\b[\s\S]*?<\/pre>/g, '<pre></pre>')
    .replace(/<([a-z][\w-]*)((?:\s+[^\s=>]+(?:="[^"]*")?)*)\s*>/gi, (_, tag: string, attributes: string) => {
      const sorted = [...attributes.matchAll(/[^\s=]+(?:="[^"]*")?/g)].map((match) => match[0]).sort();
      return `<${[tag, ...sorted].join(' ')}>`;
    });
}

const ours = (node: Element) => canonical(toHtml(node, { allowDangerousHtml: true }));
const text = (value: string) => ({ type: 'text' as const, value });
const emptyElement = (tagName: string): Element => ({ type: 'element', tagName, properties: {}, children: [] });

describe('the markup the build writes, against a site built with the installed Rspress', { timeout: 180_000 }, () => {
  let built: { html: string; scripts: string };
  beforeAll(async () => {
    built = await buildFixture();
  }, 180_000);

  it('makes code blocks as Rspress renders them with our labelled Wrap and Copy buttons (theme/components/CodeButtonGroup)', () => {
    const titled = outerHtml(built.html, /<div class="rp-codeblock language-ts">/);
    const plain = outerHtml(built.html, /<div class="rp-codeblock language-ts">/, built.html.indexOf(titled) + 1);
    expect(ours(codeBlock(emptyElement('pre'), 'ts', 'example.ts'))).toBe(canonical(titled));
    expect(ours(codeBlock(emptyElement('pre'), 'ts'))).toBe(canonical(plain));
  });

  it('makes headings as Rspress renders them, the # anchor out of the tab order (plugins/headingAnchors)', () => {
    const h1 = outerHtml(built.html, /<h1[\s>]/);
    const h2 = outerHtml(built.html, /<h2[\s>]/);
    expect(ours(heading(1, 'probe-page', [text('Probe page')]))).toBe(canonical(h1));
    expect(ours(heading(2, 'section-two', [text('Section two')]))).toBe(canonical(h2));
    const anchors = [...built.html.matchAll(/<a [^>]*rp-header-anchor[^>]*>/g)].map((match) => match[0]);
    expect(anchors.length).toBeGreaterThan(1);
    for (const anchor of anchors) expect(anchor).toContain('tabindex="-1"');
  });

  it("puts tables in Rspress's scrolling box (ours adds what makes it focusable)", () => {
    const box = /<div class="([^"]*)"><table>/.exec(built.html)?.[1];
    expect(scrollableTable(emptyElement('table')).properties.className).toEqual(box?.split(' '));
  });

  it('marks links as Rspress does, other sites opening in a new tab', () => {
    const links = [...built.html.matchAll(/<a [^>]*>(?:Home|Web)<\/a>/g)].map((match) => canonical(match[0]));
    const made = ['/', 'https://example.com'].map((href, index) => {
      const link: Element = {
        type: 'element',
        tagName: 'a',
        properties: { href },
        children: [text(['Home', 'Web'][index]!)],
      };
      decorateLink(link, '/');
      return ours(link);
    });
    expect(made).toEqual(links);
  });

  it('names only classes Rspress renders', () => {
    const rendered = new Set([...built.html.matchAll(/class="([^"]*)"/g)].flatMap((match) => match[1]!.split(' ')));
    expect(Object.values(RSPRESS_MARKUP_CLASS).filter((name) => !rendered.has(name))).toEqual([]);
  });

  it('builds the route table the plugin gives in place of Rspress’s own, and renders pages through it', () => {
    expect(built.scripts.includes(ROUTE_TABLE_SENTINEL), 'the bundle has the module only our table imports').toBe(true);
    expect(built.html).toContain('Section two');
  });
});

import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RouteMeta } from '@rspress/core';
import { RouteService } from '@rspress/core/dist/node/route/RouteService.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getRouteChunkName } from '@rspress/core/dist/node/route/routeChunkAssets.js';
import { groupByParent, routeChunkName, routeTableCode } from './routeTable';

// That the table takes the place of Rspress's own is checked by building a site (rspressBuild.test.ts).

const projectRoot = path.resolve(import.meta.dirname, '../..');
const docsRoot = path.join(projectRoot, 'docs');
const moduleFile = path.join(projectRoot, 'theme/components/StaticHtmlPage/index.tsx');

const route = (routePath: string, absolutePath: string): RouteMeta => ({
  routePath,
  pureRoutePath: routePath,
  absolutePath,
  relativePath: path.relative(docsRoot, absolutePath),
  pageName: path.basename(absolutePath),
  lang: 'en',
  version: '',
});

const handWritten = [
  route('/', path.join(docsRoot, 'index.mdx')),
  route('/docs/tutorials/', path.join(docsRoot, 'docs/tutorials/index.mdx')),
];
const generated = ['/api', '/api/x/class/A', '/api/x/class/B', '/api/x/v2/function/f'].map((routePath) =>
  route(routePath, moduleFile),
);

/** The route entries a table's source makes, loaded with stand-ins for its imports: each entry's fields, and the chunk names it asks for. */
interface Entry {
  path: string;
  filePath: string;
  lang: string;
  version: string;
}

describe('the route table', () => {
  let dir: string;
  beforeAll(async () => {
    // Inside the project, so that the table's `react` import resolves as it does in the build.
    await mkdir(path.join(projectRoot, 'node_modules/.cache'), { recursive: true });
    dir = await mkdtemp(path.join(projectRoot, 'node_modules/.cache/route-table-'));
    await writeFile(
      path.join(dir, 'lazy.js'),
      'export const lazyWithPreload = (load) => Object.assign(() => null, { preload: load });\n',
    );
    await writeFile(
      path.join(dir, 'staticRoutes.js'),
      'export const staticHtmlRoutes = (load, { paths, filePath, lang, version }) => Object.entries(paths).flatMap(([parent, names]) => names.map((name) => ({ path: parent + name, filePath, lang, version })));\n' +
        'export const pageRoutes = ({ lang, version }, pages) => pages.map(([path, filePath]) => ({ path, filePath, lang, version }));\n',
    );
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  let count = 0;
  async function load(source: string): Promise<Entry[]> {
    const file = path.join(dir, `table-${count++}.mjs`);
    await writeFile(
      file,
      source
        .replace(/(["'])react-lazy-with-preload\1/, JSON.stringify('./lazy.js'))
        .replace(JSON.stringify(path.join(projectRoot, 'routes.ts')), JSON.stringify('./staticRoutes.js')),
    );
    const { routes } = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as { routes: Entry[] };
    return routes.map(({ path, filePath, lang, version }) => ({ path, filePath, lang, version }));
  }
  const chunkNames = (source: string) => [...source.matchAll(/webpackChunkName: "([^"]+)"/g)].map((match) => match[1]);
  const code = (routes: RouteMeta[]) =>
    routeTableCode(routes, {
      moduleFile,
      routesModule: path.join(projectRoot, 'routes.ts'),
    });

  it('gives hand-written pages exactly the entries and chunks Rspress’s own table gives them', async () => {
    const rspressTable = (
      RouteService.prototype as unknown as { generateRoutesCodeByRouteMeta: (routes: RouteMeta[]) => string }
    ).generateRoutesCodeByRouteMeta.call({}, handWritten);
    const ours = code(handWritten);
    expect(await load(ours)).toEqual(await load(rspressTable));
    expect(chunkNames(ours)).toEqual(chunkNames(rspressTable));
  });

  it('lists the generated pages by path, all with the shared module’s file and chunk, which Rspress’s build preloads for each', async () => {
    const rspressTable = (
      RouteService.prototype as unknown as { generateRoutesCodeByRouteMeta: (routes: RouteMeta[]) => string }
    ).generateRoutesCodeByRouteMeta.call({}, [...handWritten, ...generated]);
    const ours = code([...handWritten, ...generated]);
    const byPath = (entries: Entry[]) => [...entries].sort((a, b) => a.path.localeCompare(b.path));
    expect(byPath(await load(ours))).toEqual(byPath(await load(rspressTable)));
    // One import for all generated pages, under the chunk name Rspress gives their file.
    expect(new Set(chunkNames(ours))).toEqual(new Set(chunkNames(rspressTable)));
    expect(ours.split(JSON.stringify(moduleFile)).length - 1).toBe(1);
    expect(ours).toContain(JSON.stringify(groupByParent(generated.map((entry) => entry.routePath))));
  });

  it('refuses generated pages of different languages or versions, which one list cannot carry', () => {
    expect(() => code([...generated, { ...route('/v2/api/y', moduleFile), version: 'v2' }])).toThrow(
      /\/v2\/api\/y has language "en" and version "v2"/,
    );
  });

  it('names a route’s chunk as the installed Rspress does', () => {
    for (const entry of [...handWritten, ...generated]) expect(routeChunkName(entry)).toBe(getRouteChunkName(entry));
  });

  it('groups paths by their parent', () => {
    expect(groupByParent(['/api', '/api/x/class/A', '/api/x/class/B'])).toEqual({
      '/': ['api'],
      '/api/x/class/': ['A', 'B'],
    });
  });
});

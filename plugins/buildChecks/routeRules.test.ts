import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pluginBuildChecks } from '.';
import type { RouteEntry } from './routeSource';

// The routes hook on the routes Rspress lists, without a build: that Rspress calls the hook and a throw fails
// the build is shown once, by a real fixture build (buildRules.test.ts).
const docsRoot = mkdtempSync(path.join(tmpdir(), 'route-rules-'));
afterAll(() => rmSync(docsRoot, { recursive: true, force: true }));

/** A route of a docs file written with this content. */
function routeOf(routePath: string, file: string, content = '# Page\n'): RouteEntry {
  const absolutePath = path.join(docsRoot, file);
  mkdirSync(path.dirname(absolutePath), { recursive: true });
  writeFileSync(absolutePath, content);
  return { routePath, relativePath: file, absolutePath };
}

const checkRoutes = (routes: RouteEntry[]) =>
  (pluginBuildChecks({ docsRoot }).routeGenerated as (routes: RouteEntry[], isProd: boolean) => void)(routes, true);
const relative = (file: string) => path.relative(process.cwd(), path.join(docsRoot, file));

describe('the build checks on the routes', () => {
  it('let distinct routes with default exports pass', () => {
    expect(() =>
      checkRoutes([
        routeOf('/', 'index.mdx'),
        routeOf('/docs/page', 'docs/page.tsx', 'export default function Page() {\n  return null;\n}\n'),
      ]),
    ).not.toThrow();
  });

  it('fail on two pages claiming one route, naming both files', () => {
    expect(() => checkRoutes([routeOf('/docs/a', 'docs/a.mdx'), routeOf('/docs/a/', 'docs/a/index.mdx')])).toThrow(
      `[build-checks] Two pages claim the same route. Rename or remove one of each pair:\n  /docs/a: ${relative('docs/a.mdx')} and ${relative('docs/a/index.mdx')}`,
    );
  });

  it('fail on a page module without a default export, naming the file', () => {
    expect(() =>
      checkRoutes([routeOf('/docs/nothing', 'docs/nothing.tsx', 'export function Page() {\n  return null;\n}\n')]),
    ).toThrow(`[build-checks] ${relative('docs/nothing.tsx')} has no default export`);
  });
});

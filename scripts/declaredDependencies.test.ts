import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { expect, it } from 'vitest';

// Every package the site's own code imports is declared in package.json: one installed only as
// another package's dependency can disappear with that package's next release.
const repoRoot = path.resolve(import.meta.dirname, '..');
const packageJson = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as Record<
  string,
  Record<string, string> | undefined
>;
const declared = new Set([
  ...Object.keys(packageJson.dependencies ?? {}),
  ...Object.keys(packageJson.devDependencies ?? {}),
]);

const sourceFiles = ['plugins', 'theme', 'scripts', 'e2e', 'docs']
  .flatMap((folder) =>
    (readdirSync(path.join(repoRoot, folder), { recursive: true, encoding: 'utf8' }) as string[]).map((file) =>
      path.join(folder, file),
    ),
  )
  .filter((file) => /\.(m?[jt]sx?)$/.test(file) && !file.includes('fixtures'))
  .concat('rspress.config.ts');

/** Modules Rspress's build provides, not packages (theme/rspressCompat reaches them). */
const VIRTUAL_MODULES = new Set(['virtual-site-data']);

/** `@scope/name/sub` → `@scope/name`, `name/sub` → `name`. */
const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

it('declares every package the code imports', () => {
  const undeclared = new Map<string, string>();
  for (const file of sourceFiles) {
    const code = readFileSync(path.join(repoRoot, file), 'utf8');
    for (const [, specifier] of code.matchAll(
      /(?:^|\n)\s*(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g,
    )) {
      if (
        !specifier ||
        specifier.startsWith('.') ||
        specifier.startsWith('node:') ||
        builtinModules.includes(specifier) ||
        VIRTUAL_MODULES.has(specifier)
      )
        continue;
      const name = packageOf(specifier);
      // Type-only packages (`mdast`, `hast`) come as `@types/…`.
      if (!declared.has(name) && !declared.has(`@types/${name}`) && !undeclared.has(name)) undeclared.set(name, file);
    }
  }
  expect(Object.fromEntries(undeclared)).toEqual({});
});

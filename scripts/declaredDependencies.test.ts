import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { expect, it } from 'vitest';
import { importSpecifiers, listSourceFiles, readSource, SOURCE_ROOTS } from './lib/sourceImports';

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

// Tests and the playground examples under docs/ count too: `npm test` and the pages run them.
const sourceFiles = listSourceFiles(repoRoot, { roots: [...SOURCE_ROOTS, 'docs'] });

/** Modules Rspress's build provides, not packages (theme/rspressCompat reaches them). */
const VIRTUAL_MODULES = new Set(['virtual-site-data']);

/** `@scope/name/sub` → `@scope/name`, `name/sub` → `name`. */
const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/** The packages a file's code names and package.json does not declare. */
function undeclaredPackages(code: string, fileName = 'example.ts'): string[] {
  return (
    importSpecifiers(code, fileName)
      .filter(
        (specifier) =>
          !specifier.startsWith('.') &&
          !specifier.startsWith('node:') &&
          !builtinModules.includes(specifier) &&
          !VIRTUAL_MODULES.has(specifier),
      )
      .map(packageOf)
      // Type-only packages (`mdast`, `hast`) come as `@types/…`.
      .filter((name) => !declared.has(name) && !declared.has(`@types/${name}`))
  );
}

// Parsing every file can take longer than Vitest's default timeout on a busy machine.
it('declares every package the code imports', () => {
  const undeclared = new Map<string, string>();
  for (const file of sourceFiles) {
    for (const name of undeclaredPackages(readSource(repoRoot, file), file))
      if (!undeclared.has(name)) undeclared.set(name, file);
  }
  expect(Object.fromEntries(undeclared)).toEqual({});
}, 60_000);

it('reads packages from every form of import', () => {
  const code = [
    "import a from 'not-declared-a';",
    "import type { B } from '@not-declared/b/sub';",
    "export * from 'not-declared-c';",
    "const d = await import('not-declared-d');",
    "const e = require('not-declared-e');",
    "import { f } from './local';",
    "import g from 'node:fs';",
    "import h from 'graphql';",
    "const pattern = /import .+ from 'not-a-package'/; // import x from 'nor-this'",
  ].join('\n');
  expect(undeclaredPackages(code)).toEqual([
    'not-declared-a',
    '@not-declared/b',
    'not-declared-c',
    'not-declared-d',
    'not-declared-e',
  ]);
});

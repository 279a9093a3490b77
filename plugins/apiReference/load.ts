import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { JSONOutput } from 'typedoc';

/** Bump when the TypeDoc options below change, so that cached JSON made with the old ones is not reused. */
const LOADER_VERSION = 3;

export interface LoadTypeDocOptions {
  /** Folder of the installed package to document (holds its package.json). */
  packageDir: string;
  /** Folder for the cached TypeDoc JSON, owned by this loader. */
  cacheDir: string;
  /** The package's package.json when the caller has read it already. @default read from packageDir */
  manifest?: PackageManifest;
}

/** The fields of a package.json the loader reads. */
export interface PackageManifest {
  name: string;
  version: string;
  types?: string;
  typings?: string;
}

/** A package's package.json (the folder itself: graphql 17's `exports` map does not expose it to resolve()). */
export const readManifest = (packageDir: string): PackageManifest =>
  JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as PackageManifest;

export interface LoadedTypeDoc {
  json: JSONOutput.ProjectReflection;
  /** The package's name and version, from its package.json (read once, here). */
  packageName: string;
  packageVersion: string;
  /** Whether TypeDoc ran (false: the cache answered). */
  converted: boolean;
  milliseconds: number;
}

const typedocVersion = (createRequire(import.meta.url)('typedoc/package.json') as { version: string }).version;

/**
 * TypeDoc's JSON for a package's published type declarations, from the cache when the package,
 * TypeDoc and these options are unchanged (so `rspress dev` restarts do not rerun TypeDoc).
 */
export async function loadTypeDoc(options: LoadTypeDocOptions): Promise<LoadedTypeDoc> {
  const started = performance.now();
  const packageDir = path.resolve(options.packageDir);
  const cacheDir = path.resolve(options.cacheDir);
  const manifest = options.manifest ?? readManifest(packageDir);
  const cacheFile = path.join(
    cacheDir,
    `${manifest.name}@${manifest.version}.typedoc-${typedocVersion}.v${LOADER_VERSION}.json`,
  );
  try {
    const json = JSON.parse(readFileSync(cacheFile, 'utf8')) as JSONOutput.ProjectReflection;
    return {
      json,
      packageName: manifest.name,
      packageVersion: manifest.version,
      converted: false,
      milliseconds: performance.now() - started,
    };
  } catch {
    // Not cached yet: convert below.
  }

  const entryPoint = path.join(packageDir, manifest.types ?? manifest.typings ?? 'index.d.ts');
  mkdirSync(cacheDir, { recursive: true });
  // A program of the package's declarations only, not of this repository's own sources.
  const tsconfig = path.join(cacheDir, `tsconfig.${manifest.name}@${manifest.version}.json`);
  writeWhole(
    tsconfig,
    JSON.stringify({
      compilerOptions: {
        strict: true,
        skipLibCheck: true,
        target: 'ES2022',
        module: 'ESNext',
        moduleResolution: 'Bundler',
        types: [],
      },
      files: [entryPoint],
    }),
  );

  // Imported here, not at the top: loading TypeDoc and TypeScript takes time a cached reference never needs (PERF.md).
  const { Application, normalizePath } = await import('typedoc');
  const app = await Application.bootstrap({
    entryPoints: [entryPoint],
    tsconfig,
    // The package's declarations are all "external" to this repository: keep them.
    excludeExternals: false,
    skipErrorChecking: true,
    readme: 'none',
    // Members in the order the library declares them; pages group them by kind themselves.
    sort: ['source-order'],
    disableGit: true,
    sourceLinkTemplate: '{path}',
    // Source file names relative to the package: `type/schema.d.ts`.
    basePath: packageDir,
    logLevel: 'Error',
  });
  const project = await app.convert();
  if (!project)
    throw new Error(
      `[api-reference] TypeDoc could not convert ${entryPoint}. Check that ${manifest.name} is installed (npm ci).`,
    );
  const json = app.serializer.projectToObject(project, normalizePath(path.dirname(packageDir)));
  writeWhole(cacheFile, JSON.stringify(json));
  return {
    json,
    packageName: manifest.name,
    packageVersion: manifest.version,
    converted: true,
    milliseconds: performance.now() - started,
  };
}

/**
 * Writes a file under a temporary name, then renames it: test files that run side by side on a fresh clone convert
 * and cache the same version at once, and none may read another's half-written file.
 */
function writeWhole(file: string, content: string): void {
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, content);
  renameSync(partial, file);
}

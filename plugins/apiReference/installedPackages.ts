import { existsSync } from 'node:fs';
import path from 'node:path';
import { readManifest } from './load';
import type { DocumentApiOptions, InstalledPackage } from './referenceTypes';

/** The installed package of each version, checked against the version the reference promises; each package.json is read here, once. */
export function installedPackages(options: DocumentApiOptions): InstalledPackage[] {
  return options.versions.map((version) => {
    const packageDir = path.join(options.projectRoot ?? process.cwd(), 'node_modules', version.installedAs);
    if (!existsSync(path.join(packageDir, 'package.json'))) {
      throw new Error(
        `[api-reference] node_modules/${version.installedAs} is missing: the reference documents it (API_VERSIONS in site/constants.ts). Run npm ci.`,
      );
    }
    const manifest = readManifest(packageDir);
    if (manifest.version !== version.expectedVersion) {
      throw new Error(
        `[api-reference] node_modules/${version.installedAs} is ${manifest.name}@${manifest.version}, but the reference documents ${version.expectedVersion}. ` +
          'Install the version package.json pins (npm ci), or update API_VERSIONS in site/constants.ts.',
      );
    }
    return { packageDir, manifest };
  });
}

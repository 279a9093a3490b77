import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { API_PACKAGE_SLUG, API_VERSIONS, GITHUB_REPOSITORY_URL } from '../../site/constants';
import type { DocumentApiOptions } from './documentApi';
import { readManifest } from './load';
import { documentVersion, documentVersionInChild } from './makeReference';

const projectRoot = path.resolve(import.meta.dirname, '../..');
const options: DocumentApiOptions = {
  slug: API_PACKAGE_SLUG,
  versions: API_VERSIONS.map(({ version, ...rest }) => ({ ...rest, expectedVersion: version })),
  repositoryUrl: GITHUB_REPOSITORY_URL,
  projectRoot,
};

describe('documenting a version in a process of its own', () => {
  it('gives the model documenting it here gives (graphql 17, beside 16)', async () => {
    const packageDir = path.join(projectRoot, 'node_modules', API_VERSIONS[1].installedAs);
    const installed = { packageDir, manifest: readManifest(packageDir) };
    const [inChild, here] = await Promise.all([documentVersionInChild(options, 1, installed), documentVersion(options, options.versions[1]!, installed, false)]);
    expect(inChild.package.version).toBe('17.1.0');
    expect(inChild).toEqual(here);
  }, 120_000);
});

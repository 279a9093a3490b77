import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { API_PACKAGE_SLUG, API_VERSIONS, GITHUB_REPOSITORY_URL } from '../../site/constants';
import { installedPackages } from './installedPackages';
import type { DocumentApiOptions } from './referenceTypes';
import { documentVersions } from './makeReference';

const projectRoot = path.resolve(import.meta.dirname, '../..');
const options: DocumentApiOptions = {
  slug: API_PACKAGE_SLUG,
  versions: API_VERSIONS.map(({ version, ...rest }) => ({ ...rest, expectedVersion: version })),
  repositoryUrl: GITHUB_REPOSITORY_URL,
  projectRoot,
};

describe('documenting the versions', () => {
  it('gives the default version the model it gets documented alone, with the next version loaded beside its examples (graphql 16, then 17)', async () => {
    const installed = installedPackages(options);
    // One after the other: two runs at once would share the examples' folder.
    const together = await documentVersions(options, installed);
    const alone = await documentVersions({ ...options, versions: options.versions.slice(0, 1) }, installed.slice(0, 1));
    expect(together.map((model) => model.package.version)).toEqual(['16.15.0', '17.1.0']);
    expect(together[0]).toEqual(alone[0]);
  }, 120_000);
});

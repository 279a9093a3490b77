import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { API_PACKAGE_SLUG, API_VERSIONS, GITHUB_REPOSITORY_URL } from '../../site/constants';
import { doctestPackage } from './doctestGate';
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

// The tests of this file share the examples' outcome cache with the build (node_modules/.cache/doctests): the
// first documents both versions and so runs every example of each; the gate then checks the outcomes that run
// left, and the build that follows in `npm test` renders them, each without running the examples again. An
// outcome is cached only with the runner code, Node and TypeScript that made it, never a time-out, so a cached
// outcome is what running the example again would give. Run alone, the gate runs what the cache lacks.
// One test after the other: two runs at once would share the examples' folder.
describe('documenting the versions', () => {
  it('gives the default version the model it gets documented alone, with the next version loaded beside its examples (graphql 16, then 17)', async () => {
    const installed = installedPackages(options);
    const together = await documentVersions(options, installed);
    const alone = await documentVersions({ ...options, versions: options.versions.slice(0, 1) }, installed.slice(0, 1));
    expect(together.map((model) => model.package.version)).toEqual(['16.15.0', '17.1.0']);
    expect(together[0]).toEqual(alone[0]);
  }, 120_000);

  for (const { installedAs, version } of API_VERSIONS) {
    it(`runs every example of graphql ${version} as the known-failing list says`, { timeout: 120_000 }, async () => {
      const { label, report, gateMessage } = await doctestPackage({
        packageDir: path.join(projectRoot, 'node_modules', installedAs),
        projectRoot,
        typedocCacheDir: path.join(projectRoot, 'node_modules/.cache/api-reference'),
        doctestCacheDir: path.join(projectRoot, 'node_modules/.cache/doctests'),
      });
      expect(label).toBe(`graphql@${version}`);
      expect(gateMessage).toBeNull();
      expect(report.total.found).toBeGreaterThan(300);
      expect(report.total.runnable).toBe(report.total.verified + report.total.failing);
    });
  }
});

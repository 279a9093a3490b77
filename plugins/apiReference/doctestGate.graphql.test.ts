import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { API_VERSIONS } from '../../site/constants';
import { doctestPackage } from './doctestGate';

const projectRoot = path.resolve(import.meta.dirname, '../..');

for (const { installedAs, version } of API_VERSIONS) {
  it(`every example of graphql ${version} runs as the known-failing list says`, { timeout: 120_000 }, async () => {
    const { label, report, gateMessage } = await doctestPackage({
      packageDir: path.join(projectRoot, 'node_modules', installedAs),
      projectRoot,
      typedocCacheDir: path.join(projectRoot, 'node_modules/.cache/api-reference'),
      // A fresh outcome cache: the examples really run in every test run.
      doctestCacheDir: mkdtempSync(path.join(tmpdir(), 'doctests-graphql-')),
    });
    expect(label).toBe(`graphql@${version}`);
    expect(gateMessage).toBeNull();
    expect(report.total.found).toBeGreaterThan(300);
    expect(report.total.runnable).toBe(report.total.verified + report.total.failing);
  });
}

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { checkKnownFailing, type DoctestReport, type KnownFailing, knownFailingMessage } from '../doctests';
import { verifyExamples } from './examples';
import { loadTypeDoc } from './load';
import { toApiModel } from './model';

/** The reviewed list of examples known to fail, per `name@version`. */
export const KNOWN_FAILING_FILE = path.join(import.meta.dirname, '../doctests/knownFailing.json');

export function readKnownFailing(packageLabel: string, file = KNOWN_FAILING_FILE): KnownFailing {
  const lists = JSON.parse(readFileSync(file, 'utf8')) as Record<string, KnownFailing>;
  return lists[packageLabel] ?? {};
}

export interface PackageDoctests {
  /** `graphql@16.15.0`. */
  label: string;
  report: DoctestReport;
  /** Why the run does not match the known-failing list, or null when it does. */
  gateMessage: string | null;
}

export interface DoctestPackageOptions {
  packageDir: string;
  projectRoot: string;
  typedocCacheDir: string;
  doctestCacheDir: string;
  knownFailingFile?: string;
}

/** Documents a package as the site does, runs its examples and checks the result against the known-failing list. */
export async function doctestPackage({
  packageDir,
  projectRoot,
  typedocCacheDir,
  doctestCacheDir,
  knownFailingFile = KNOWN_FAILING_FILE,
}: DoctestPackageOptions): Promise<PackageDoctests> {
  const { name } = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as { name: string };
  const { json, packageVersion } = await loadTypeDoc({ packageDir, cacheDir: typedocCacheDir });
  const model = toApiModel({
    json,
    package: { name, slug: name, version: packageVersion, repositoryUrl: '', sourceTag: `v${packageVersion}` },
  });
  const { report } = await verifyExamples(model, { packageDir, projectRoot, cacheDir: doctestCacheDir });
  const label = `${name}@${packageVersion}`;
  const listName = path.basename(knownFailingFile);
  const gateMessage = knownFailingMessage(
    checkKnownFailing(report.failures, readKnownFailing(label, knownFailingFile)),
    `${listName} ("${label}")`,
  );
  return { label, report, gateMessage };
}

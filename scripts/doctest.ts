/**
 * `npm run doctest`: runs every `@example` of each documented graphql version against that version
 * and prints the counts per category, the failing examples with the reason and the fragments. Exits
 * 1 when the failures differ from plugins/doctests/knownFailing.json (the gate `npm test` applies).
 */
import path from 'node:path';
import { doctestPackage } from '../plugins/apiReference/doctestGate';
import { API_VERSIONS } from '../site/constants';
import { renderDoctestReport } from '../plugins/doctests';

const projectRoot = path.resolve(import.meta.dirname, '..');
for (const { installedAs } of API_VERSIONS) {
  const { label, report, gateMessage } = await doctestPackage({
    packageDir: path.join(projectRoot, 'node_modules', installedAs),
    projectRoot,
    typedocCacheDir: path.join(projectRoot, 'node_modules/.cache/api-reference'),
    doctestCacheDir: path.join(projectRoot, 'node_modules/.cache/doctests'),
  });
  process.stdout.write(renderDoctestReport(report, label));
  if (gateMessage) {
    process.stdout.write(`\n${gateMessage}\n\n`);
    process.exitCode = 1;
  } else {
    process.stdout.write(`\nThe failures match plugins/doctests/knownFailing.json.\n\n`);
  }
}

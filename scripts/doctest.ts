/**
 * `npm run doctest`: runs every `@example` of the documented graphql against that version and prints
 * the counts per category, the failing examples with the reason and the fragments. Exits 1 when the
 * failures differ from plugins/doctests/knownFailing.json (the same gate `npm test` applies).
 */
import path from 'node:path';
import { doctestPackage } from '../plugins/doctests/gate';
import { renderDoctestReport } from '../plugins/doctests/report';

const projectRoot = path.resolve(import.meta.dirname, '..');
const { label, report, gateMessage } = await doctestPackage({
  packageDir: path.join(projectRoot, 'node_modules/graphql'),
  projectRoot,
  typedocCacheDir: path.join(projectRoot, 'node_modules/.cache/api-reference'),
  doctestCacheDir: path.join(projectRoot, 'node_modules/.cache/doctests'),
});
process.stdout.write(renderDoctestReport(report, label));
if (gateMessage) {
  process.stdout.write(`\n${gateMessage}\n`);
  process.exitCode = 1;
} else {
  process.stdout.write(`\nThe failures match plugins/doctests/knownFailing.json.\n`);
}

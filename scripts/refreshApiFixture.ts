/**
 * Regenerates the committed TypeDoc JSON fixture of plugins/apiReference/fixtures/tricky, which the
 * model's unit tests read (so they never start the TypeScript compiler). Run after editing the
 * fixture's index.d.ts: `npx tsx scripts/refreshApiFixture.ts`.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadTypeDoc } from '../plugins/apiReference/load';

const fixtureDir = path.resolve(import.meta.dirname, '../plugins/apiReference/fixtures/tricky');
const { json } = await loadTypeDoc({
  packageDir: fixtureDir,
  cacheDir: mkdtempSync(path.join(tmpdir(), 'api-fixture-')),
});
const output = path.join(fixtureDir, '..', 'tricky.typedoc.json');
writeFileSync(output, `${JSON.stringify(json, null, 1)}\n`);
console.log(`Wrote ${path.relative(process.cwd(), output)} (${json.children?.length ?? 0} exports)`);

import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { messageTemplates } from '../upgradeCorpus/messages';
import { entryRoutesOf, renderRewordedTable, rewordedEntryOf, rewordedTableOf } from '../upgradeCorpus/rewordedTable';
import { coverageOf, notYetWrittenOf, templatesByMajor } from './coverage';
import { renderCounts, withCounts } from './indexCounts';
import { ERRORS_DIR, loadEntryFences, loadExtractions, loadNotYetWritten, NOT_YET_WRITTEN_FILE } from './load';
import { DOCUMENTED_PACKAGES, packageVersion } from './readPackages';

// Prints what the extraction finds in each documented graphql (templates by kind, sites it skips and
// why) and the reference's coverage. With --write, lists every template still without an entry in
// notYetWritten.json, rewrites the counts on the reference's index and the upgrade guide's table of
// reworded messages (linked to their entries): run it after merging entries.
const extractions = loadExtractions();
const templates = templatesByMajor(
  Object.fromEntries(Object.entries(extractions).map(([major, { messages }]) => [major, messages])),
);
for (const [major, { messages, skipped }] of Object.entries(extractions)) {
  const kinds = new Map<string, number>();
  for (const message of messages) kinds.set(message.kind, (kinds.get(message.kind) ?? 0) + 1);
  const unique = templates.filter((template) => template.major === major).length;
  console.log(
    `graphql ${major}: ${messages.length} message sites, ${unique} distinct templates; by kind: ${[...kinds]
      .map(([kind, count]) => `${kind} ${count}`)
      .join(', ')}`,
  );
  for (const site of skipped) console.log(`  skipped ${site.file}:${site.line}: ${site.reason}\n    ${site.code}`);
}
const fences = loadEntryFences();
const listed = loadNotYetWritten();
const report = coverageOf({ templates, fences, notYetWritten: listed });
for (const count of report.counts)
  console.log(
    `graphql ${count.major}: ${count.written} of ${count.templates} templates have an entry, ${count.notYetWritten} listed as not written yet`,
  );
if (process.argv.includes('--write')) {
  const list = notYetWrittenOf(report, listed);
  writeFileSync(NOT_YET_WRITTEN_FILE, `${JSON.stringify(list, null, 2)}\n`);
  const rewritten = coverageOf({ templates, fences, notYetWritten: list });
  const versions = Object.fromEntries(DOCUMENTED_PACKAGES.map(({ major, dir }) => [major, packageVersion(dir)]));
  const index = path.join(ERRORS_DIR, 'index.mdx');
  writeFileSync(index, withCounts(readFileSync(index, 'utf8'), renderCounts({ report: rewritten, fences, versions })));
  const sourceKeys = Object.fromEntries(
    DOCUMENTED_PACKAGES.map(({ major }) => [major, templates.filter((t) => t.major === major).map((t) => t.key)]),
  );
  const entryOf = rewordedEntryOf({ sourceKeys, entryRoute: entryRoutesOf(fences) });
  const guide = path.join(ERRORS_DIR, '../guides/upgrade-to-17.mdx');
  const guideText = readFileSync(guide, 'utf8');
  const table = rewordedTableOf(guideText);
  if (table === null) throw new Error('the upgrade guide has no markers for its table of reworded messages');
  writeFileSync(
    guide,
    guideText.replace(table, () => renderRewordedTable(messageTemplates, entryOf)),
  );
  console.log(
    `wrote ${path.basename(NOT_YET_WRITTEN_FILE)}, the counts of the reference's index and the upgrade guide's table:`,
  );
  for (const count of rewritten.counts)
    console.log(`graphql ${count.major}: ${count.written} written, ${count.notYetWritten} listed as not written yet`);
}

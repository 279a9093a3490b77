import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { DOCS_ROOT, docsPages } from './lib/docsPages';
import { withExampleRoles } from './lib/exampleRolesInMeta';

// Writes the role each runnable-looking code fence of the docs pages reads as into its meta, where
// the fence states none (`npx tsx scripts/writeExampleRoles.ts`): after a merge that brought
// fences without one, or after writing a page. Review the diff: the build checks each role.
let total = 0;
for (const { file, markdown } of docsPages()) {
  const { markdown: written, added } = withExampleRoles(markdown);
  if (added === 0) continue;
  writeFileSync(path.join(DOCS_ROOT, file), written);
  console.log(`${file}: ${added}`);
  total += added;
}
console.log(`roles written: ${total}`);

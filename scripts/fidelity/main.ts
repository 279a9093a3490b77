/**
 * `npm run fidelity`: runs the fidelity set (cases.ts) with `node file.mjs` on graphql 16 and 17
 * and in the page's worker in headless Chromium, then prints how many runs printed exactly the
 * same and, for each that did not, both outputs. `-- <text>` runs only cases whose name has it.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { prepareRuntime } from '../lib/runExamples';
import { type FidelityCase, fidelityCases, type Major } from './cases';
import { isSameOutput, normalizeNode, pageText } from './compare';
import { buildHarness, openBrowserRunner } from './runBrowser';
import { runInNode } from './runNode';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const filter = process.argv[2] ?? '';
const cases = fidelityCases().filter((example) => example.name.includes(filter));
const runtimes = {
  '16': prepareRuntime({ name: 'fidelity-16', repoRoot, graphqlDir: null }),
  '17': prepareRuntime({ name: 'fidelity-17', repoRoot, graphqlDir: path.join(repoRoot, 'node_modules/graphql-17') }),
};
const runs = cases.flatMap((example, index) => example.majors.map((major) => ({ example, index, major })));

const clip = (text: string) => (text.length > 1500 ? `${text.slice(0, 1500)}… (${text.length} chars)` : text);

const outDir = path.join(repoRoot, 'node_modules/.cache/fidelity-harness');
const [, nodeOutputs] = await Promise.all([
  buildHarness(repoRoot, outDir),
  (async () => {
    const outputs: string[] = [];
    // Two at a time: the machine's cores are shared.
    for (let at = 0; at < runs.length; at += 2)
      outputs.push(
        ...(await Promise.all(
          runs
            .slice(at, at + 2)
            .map(async ({ example, index, major }) => normalizeNode(await runInNode(runtimes[major], example, index))),
        )),
      );
    return outputs;
  })(),
]);

const browser = await openBrowserRunner(outDir);
let same = 0;
const differing: string[] = [];
for (const [at, { example, major }] of runs.entries()) {
  const page = await browser.run({ files: example.files, entry: example.entry, major });
  const node = nodeOutputs[at]!;
  if (isSameOutput(node, page)) same += 1;
  else differing.push(report(example, major, node, pageText(page), page.hiddenChars));
}
await browser.close();
for (const runtime of Object.values(runtimes)) rmSync(runtime.workDir, { recursive: true, force: true });

function report(example: FidelityCase, major: Major, node: string, page: string, hidden: number) {
  return `--- ${example.name} on ${major}\n[node]\n${clip(node)}\n[page${hidden ? `, ${hidden} hidden` : ''}]\n${clip(page)}`;
}
console.log(differing.join('\n'));
console.log(`\nFidelity: ${same}/${runs.length} runs print exactly what node file.mjs prints.`);

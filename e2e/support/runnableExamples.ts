import { readdirSync, readFileSync } from 'node:fs';
import { expect, type Locator } from '@playwright/test';
import path from 'node:path';
import { browserExamplesFromFences, codeFencesFromMarkdown, expectedOutputOf } from '../../site/docExamples';
import { routeFromDocsFile } from '../../site/siteMap';

const docsRoot = path.resolve(import.meta.dirname, '../../docs');

/** A script a reader can run on a page, with the output the page shows for it. */
export interface RunnableScript {
  fileName: string;
  /** Which block of that name it is on its page (0 for the first): a page may show a file twice. */
  nth: number;
  majors: string[];
  /** The Output the page shows for it on each of its majors (one for all, or one per major), null where none. */
  expectedOutputs: Record<string, string | null>;
}

/** Every docs page with scripts a reader can run in it, read from the pages' sources as the build reads them. */
export function pagesWithRunnableScripts(): { route: string; file: string; scripts: RunnableScript[] }[] {
  const files = (readdirSync(docsRoot, { recursive: true, encoding: 'utf8' }) as string[])
    .filter((file) => /\.mdx?$/.test(file) && !file.includes('_playgrounds'))
    .sort();
  return files
    .map((file) => {
      const fences = codeFencesFromMarkdown(readFileSync(path.join(docsRoot, file), 'utf8'));
      const examples = browserExamplesFromFences(fences);
      const scripts = examples.flatMap((example, index): RunnableScript[] => {
        if (example.kind !== 'script') return [];
        // Only these blocks are marked with their file's name in the page.
        const nth = examples.slice(0, index).filter((other) => other.fileName === example.fileName).length;
        return [
          {
            fileName: example.fileName,
            nth,
            majors: example.majors,
            expectedOutputs: Object.fromEntries(
              example.majors.map((major) => [major, expectedOutputOf(fences, example.fenceIndex, major)]),
            ),
          },
        ];
      });
      return { route: routeFromDocsFile(file), file, scripts };
    })
    .filter((page) => page.scripts.length > 0);
}

/** Run of an example block, by its accessible name ("Run abstract-query.mjs", "Run abstract-query.mjs again"). */
export const runButton = (example: Locator) => example.getByRole('button', { name: /^Run / });

/**
 * Where a run of the example shows its output, once it has run: the element its Run button
 * controls (the page's Output block's code, or the example's own output block).
 */
export async function runOutputOf(example: Locator): Promise<Locator> {
  const run = example.getByRole('button', { name: /^Run/ });
  await expect(run, 'the example has run: its Run button controls its output').toHaveAttribute('aria-controls', /.+/);
  return example.page().locator(`[id="${await run.getAttribute('aria-controls')}"]`);
}

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as graphql16 from 'graphql';
import * as graphql17 from 'graphql-17';
import { beforeAll, describe, expect, it } from 'vitest';
import { documentsFromMarkdown } from '../plugins/search/buildIndex';
import { readSiteDocuments } from '../plugins/search/realIndex';
import type { SearchDocument } from '../site/contracts';
import { rankDocuments } from '../theme/search/rankDocuments';
import { type SearchableIndex, toSearchableIndex } from '../theme/search/searchableIndex';
import { loadApiModels } from './lib/apiModels';
import { PASTED_MESSAGE_CASES, pastedText } from './lib/pastedErrorMessages';

// Forty real messages, made by running graphql 16 and 17 on inputs with names of their own, pasted
// into the site's search (the index the build makes, ranked by the code the page runs) as readers
// paste them: with a stack trace, a location, no trailing period, in quotes. Each must find the
// error-reference entry of its template first. The entries are the site's own pages under
// docs/docs/errors when they have `error-message` fences; until then, the small reference in
// fixtures/errorReference, written to the same conventions, stands in for them.
const repoRoot = path.resolve(import.meta.dirname, '..');
const docsRoot = path.join(repoRoot, 'docs');
const fixtureDir = path.join(import.meta.dirname, 'fixtures/errorReference');

/** The fixture pages as the index would hold them, routed where the real pages will be. */
function fixtureDocuments(): SearchDocument[] {
  return readdirSync(fixtureDir)
    .filter((file) => file.endsWith('.mdx'))
    .sort()
    .flatMap((file) =>
      documentsFromMarkdown({
        markdown: readFileSync(path.join(fixtureDir, file), 'utf8'),
        route: `/docs/errors/${file.replace(/\.mdx$/, '')}`,
      }),
    );
}

/** A template with its placeholders' names left out, to compare a case's template with the pages'. */
const shapeOf = (template: string) =>
  template
    .replace(/\{[\w$]+\}/g, '{}')
    .replace(/\s+/g, ' ')
    .trim();

let index: SearchableIndex;
let usesRealPages = false;

beforeAll(async () => {
  const site = readSiteDocuments({ docsRoot, apiModels: await loadApiModels() });
  usesRealPages = site.some((document) => document.url.startsWith('/docs/errors/') && document.messages?.length);
  index = toSearchableIndex(usesRealPages ? site : [...site, ...fixtureDocuments()]);
}, 120_000);

/** The entry (url) whose fences hold a template of this shape. */
function entryOf(template: string): string {
  const shape = shapeOf(template);
  const entries = index.documents.filter(({ document }) =>
    document.messages?.some((message) => shapeOf(message) === shape),
  );
  if (entries.length !== 1)
    throw new Error(`${entries.length} entries have the template ${JSON.stringify(template)} (expected one)`);
  return entries[0]!.document.url;
}

describe('pasted error messages find their entry first', () => {
  it('forty messages from graphql 16 and 17, from every family, each rank their entry first', async () => {
    const runs = PASTED_MESSAGE_CASES.flatMap((pasted) =>
      (['16', '17'] as const)
        .filter((major) => pasted.templates[major])
        .map((major) => ({ pasted, major, template: pasted.templates[major]! })),
    );
    expect(runs).toHaveLength(40);
    const rows: string[] = [];
    const misses: string[] = [];
    const families = new Set<string>();
    const rankingMs: number[] = [];
    for (const { pasted, major, template } of runs) {
      const error = await pasted.run(major === '16' ? graphql16 : (graphql17 as unknown as typeof graphql16));
      const text = pastedText(error, pasted.form);
      const expected = entryOf(template);
      families.add(expected.split('#')[0]!);
      const started = performance.now();
      const results = rankDocuments(index, text, { limit: 50 });
      rankingMs.push(performance.now() - started);
      const rank = results.findIndex((result) => result.document.url === expected) + 1;
      rows.push(`${String(rank || '-').padStart(2)}  ${major}  ${pasted.form.padEnd(11)} ${JSON.stringify(text)}`);
      if (rank !== 1)
        misses.push(`${pasted.name} on ${major}: rank ${rank || 'none'}, first ${results[0]?.document.url}`);
    }
    console.log(
      `Pasted messages on the ${usesRealPages ? 'real error pages' : 'fixture error reference'} (rank, graphql, form, text):\n${rows.join('\n')}`,
    );
    const slowest = Math.max(...rankingMs);
    console.log(
      `Ranking one pasted message: ${(rankingMs.reduce((a, b) => a + b) / 40).toFixed(1)} ms on average, ${slowest.toFixed(1)} ms at most`,
    );
    expect(misses).toEqual([]);
    expect([...families].sort()).toEqual(
      [
        'execution',
        'schema',
        'subscriptions',
        'syntax',
        'type-construction',
        'validation',
        'variables-and-input-coercion',
      ].map((family) => `/docs/errors/${family}`),
    );
  }, 120_000);

  it('the pasted forms are what a reader has: a stack trace, a location, no period, quotes, and the bare message', async () => {
    const error = await PASTED_MESSAGE_CASES.find((pasted) => pasted.form === 'toString')!.run(graphql16);
    expect(pastedText(error, 'toString')).toMatch(/\n\nGraphQL request:\d+:\d+\n/);
    const stacked = await PASTED_MESSAGE_CASES.find((pasted) => pasted.form === 'stack')!.run(
      graphql17 as unknown as typeof graphql16,
    );
    expect(pastedText(stacked, 'stack')).toMatch(/^\w*Error: .+\n {4}at /);
  });
});

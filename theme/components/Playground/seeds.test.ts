import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import * as graphql from 'graphql';
import { describe, expect, it } from 'vitest';
import { answerRequest, type PlaygroundSeedCode } from './playgroundRun';

// Every folder of pages with playgrounds keeps its starting points in `_playgrounds/seeds.ts`: the
// home page's in docs/, each section's in docs/docs/{section}/.
const docsRoot = path.resolve(import.meta.dirname, '../../../docs');
const sectionsRoot = path.join(docsRoot, 'docs');
const seedFiles = ['', ...readdirSync(sectionsRoot).map((section) => path.join('docs', section))]
  .map((folder) => path.join(docsRoot, folder, '_playgrounds/seeds.ts'))
  .filter((file) => existsSync(file));

interface Seed extends PlaygroundSeedCode {
  schema?: string;
  query: string;
  variables?: string;
}

const folders = await Promise.all(
  seedFiles.map(async (file) => ({
    folder: path.relative(docsRoot, path.dirname(path.dirname(file))),
    seeds: (await import(file)) as Record<string, Seed>,
  })),
);

it('finds the playgrounds of the home page, the tutorial and the guides', () => {
  expect(folders.map(({ folder }) => folder)).toEqual(expect.arrayContaining(['', 'docs/tutorials', 'docs/guides']));
});

describe.each(folders.map(({ folder, seeds }) => ({ folder: folder || 'home page', seeds })))(
  'the $folder playgrounds as the reader first sees them',
  ({ seeds }) => {
    it.each(Object.keys(seeds))('%s is valid and runs without errors in its worker', async (name) => {
      const seed = seeds[name]!;
      const input = {
        schema: seed.schema?.trim() ?? '',
        query: seed.query.trim(),
        variables: seed.variables?.trim() ?? '',
      };
      const reply = await answerRequest(graphql, seeds, { id: 1, seed: name, action: 'run', input });
      expect(reply.diagnostics).toEqual([]);
      const result = JSON.parse(reply.text!) as { data?: unknown; errors?: unknown };
      expect(result.errors).toBeUndefined();
      expect(result.data).toBeTruthy();
    });
  },
);

it('the constructing-types playground prints the schema its page shows', async () => {
  const { constructingTypes } = (await import('../../../docs/docs/tutorials/_playgrounds/seeds')) as {
    constructingTypes: { createSchema: (module: typeof graphql) => graphql.GraphQLSchema };
  };
  expect(graphql.printSchema(constructingTypes.createSchema(graphql))).toContain(
    'booksSince(year: Int = 1800): [Book!]!',
  );
});

import * as graphql from 'graphql';
import { describe, expect, it } from 'vitest';
import * as seeds from '../../../docs/docs/tutorials/_playgrounds';
import { checkPlayground, runPlayground } from './playgroundLogic';

describe('the tutorial playgrounds as the reader first sees them', () => {
  for (const [name, seed] of Object.entries(seeds)) {
    it(`${name} is valid and runs without errors`, async () => {
      const fromCode = 'createSchema' in seed ? seed.createSchema(graphql) : null;
      const input = { schema: 'schema' in seed ? seed.schema.trim() : '', query: seed.query.trim(), variables: 'variables' in seed ? seed.variables : '' };
      const checked = checkPlayground(graphql, input, fromCode);
      expect(checked.diagnostics).toEqual([]);
      const result = JSON.parse((await runPlayground(graphql, checked, 'rootValue' in seed ? seed.rootValue : undefined))!) as { data?: unknown; errors?: unknown };
      expect(result.errors).toBeUndefined();
      expect(result.data).toBeTruthy();
    });
  }

  it('constructing types prints the schema its page shows', () => {
    expect(graphql.printSchema(seeds.constructingTypes.createSchema(graphql))).toContain('booksSince(year: Int = 1800): [Book!]!');
  });
});

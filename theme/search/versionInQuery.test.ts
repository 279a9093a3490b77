import { describe, expect, it } from 'vitest';
import { apiVersionNamedIn } from './versionInQuery';

describe('apiVersionNamedIn', () => {
  it('finds a documented major written as a word of its own, anywhere in the query', () => {
    expect(apiVersionNamedIn('GraphQLObjectType 17')).toEqual({ version: 'v17', rest: 'GraphQLObjectType' });
    expect(apiVersionNamedIn('v16 execute')).toEqual({ version: 'v16', rest: 'execute' });
    expect(apiVersionNamedIn('execute 17.1.0')).toEqual({ version: 'v17', rest: 'execute' });
  });

  it('is null for a version alone, a major the site does not document, or a number inside a word', () => {
    expect(apiVersionNamedIn('17')).toBeNull();
    expect(apiVersionNamedIn('execute 15')).toBeNull();
    expect(apiVersionNamedIn('upgrade-to-17 guide')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { apiVersionOfRoute } from './versionOfRoute';

const keyOf = (route: string) => apiVersionOfRoute(route)?.key ?? null;

describe('apiVersionOfRoute', () => {
  it("gives an API page's version: 17 under its folder, the default version elsewhere in the reference", () => {
    expect(keyOf('/api/graphql-js/v17/class/GraphQLSchema')).toBe('v17');
    expect(keyOf('/api/graphql-js/v17')).toBe('v17');
    expect(keyOf('/api/graphql-js/class/GraphQLSchema')).toBe('v16');
    expect(keyOf('/api/graphql-js/changes')).toBe('v16');
    expect(apiVersionOfRoute('/api/graphql-js/v17/function/execute')?.version).toBe('17.1.0');
  });

  it('is null outside the API reference and for a version the site does not document', () => {
    expect(keyOf('/docs/guides/errors')).toBeNull();
    expect(keyOf('/')).toBeNull();
    expect(keyOf('/api/graphql-js/v15/class/GraphQLSchema')).toBeNull();
  });
});

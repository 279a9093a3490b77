import { describe, expect, it } from 'vitest';
import { apiVersionOfRoute } from './apiVersionOfRoute';

describe('apiVersionOfRoute', () => {
  it("gives an API page's version: 17 under its folder, the default version elsewhere in the reference", () => {
    expect(apiVersionOfRoute('/api/graphql-js/v17/class/GraphQLSchema')).toBe('v17');
    expect(apiVersionOfRoute('/api/graphql-js/v17')).toBe('v17');
    expect(apiVersionOfRoute('/api/graphql-js/class/GraphQLSchema')).toBe('v16');
    expect(apiVersionOfRoute('/api/graphql-js/changes')).toBe('v16');
  });

  it('is null outside the API reference and for a version the site does not document', () => {
    expect(apiVersionOfRoute('/docs/guides/errors')).toBeNull();
    expect(apiVersionOfRoute('/')).toBeNull();
    expect(apiVersionOfRoute('/api/graphql-js/v15/class/GraphQLSchema')).toBeNull();
  });
});

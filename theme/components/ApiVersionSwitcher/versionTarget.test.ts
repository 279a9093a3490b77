import { describe, expect, it } from 'vitest';
import { missingItemOf, versionTarget } from './versionTarget';

describe('versionTarget', () => {
  it('keeps the section the reader is in when the other version has the same item', () => {
    expect(
      versionTarget({
        pathname: '/api/graphql-js/class/GraphQLSchema',
        hash: '#getTypeMap',
        url: '/api/graphql-js/v17/class/GraphQLSchema',
      }),
    ).toEqual({ href: '/api/graphql-js/v17/class/GraphQLSchema#getTypeMap' });
    expect(
      versionTarget({
        pathname: '/api/graphql-js/v17/function/execute',
        hash: '',
        url: '/api/graphql-js/function/execute',
      }),
    ).toEqual({ href: '/api/graphql-js/function/execute' });
  });

  it("says which item is missing when the entry leads to the other version's overview", () => {
    expect(
      versionTarget({ pathname: '/api/graphql-js/function/formatError', hash: '#returns', url: '/api/graphql-js/v17' }),
    ).toEqual({ href: '/api/graphql-js/v17?missing=formatError', missingItem: 'formatError' });
  });

  it("leads to the item's anchor on the other version's overview as it is (16's Kind enum, 17's Kind namespace)", () => {
    expect(
      versionTarget({ pathname: '/api/graphql-js/enum/Kind', hash: '#members', url: '/api/graphql-js/v17#Kind' }),
    ).toEqual({ href: '/api/graphql-js/v17#Kind' });
  });

  it('leaves the link of a page that is not an item as it is', () => {
    expect(versionTarget({ pathname: '/api/graphql-js', hash: '#Kind', url: '/api/graphql-js/v17' })).toEqual({
      href: '/api/graphql-js/v17',
    });
  });
});

describe('missingItemOf', () => {
  it("reads the missing item on a version's overview and links its entry on the changes page", () => {
    expect(missingItemOf({ pathname: '/api/graphql-js/v17', search: '?missing=formatError' })).toEqual({
      name: 'formatError',
      changesRoute: '/api/graphql-js/changes#formatError',
    });
  });

  it('ignores it anywhere else, and a name that is not an identifier', () => {
    expect(missingItemOf({ pathname: '/api/graphql-js/v17/function/execute', search: '?missing=x' })).toBeNull();
    expect(missingItemOf({ pathname: '/api/graphql-js/v17', search: '?missing=%3Cb%3E' })).toBeNull();
    expect(missingItemOf({ pathname: '/api/graphql-js/v17', search: '' })).toBeNull();
  });
});

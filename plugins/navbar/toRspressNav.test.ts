import { describe, expect, it } from 'vitest';
import { API_ROOT_ROUTE, docRouteFromId } from '../../site/siteMap';
import { type NavbarItem, toRspressNav } from './toRspressNav';

const context = {
  docIds: new Set(['tutorials/index', 'tutorials/basic-types', 'guides/index']),
  sidebars: {
    tutorialSidebar: { firstLink: '/docs/tutorials/', pathPrefix: '/docs/tutorials/' },
    guidesSidebar: { firstLink: '/docs/guides/', pathPrefix: '/docs/guides/' },
    api: { firstLink: '/api/graphql-js', pathPrefix: API_ROOT_ROUTE },
  },
  docRoute: docRouteFromId,
};

describe('toRspressNav', () => {
  it('resolves docs and sidebars to links with the section they light up in', () => {
    const items: NavbarItem[] = [
      { type: 'doc', docId: 'tutorials/index', label: 'Tutorial', position: 'left' },
      { type: 'doc', docId: 'guides/index', label: 'Guides', position: 'left' },
      { type: 'docSidebar', sidebarId: 'api', label: 'API', position: 'left' },
      { type: 'link', href: '/search', label: 'Search', position: 'right' },
    ];
    expect(toRspressNav(items, context)).toEqual([
      { text: 'Tutorial', link: '/docs/tutorials/', position: 'left', activeMatch: '^/docs/tutorials/' },
      { text: 'Guides', link: '/docs/guides/', position: 'left', activeMatch: '^/docs/guides/' },
      { text: 'API', link: '/api/graphql-js', position: 'left', activeMatch: '^/api(/|$)' },
      { text: 'Search', link: '/search', position: 'right', activeMatch: '^/search' },
    ]);
  });

  it('refuses an unknown doc id, naming the item and the known ids', () => {
    expect(() =>
      toRspressNav([{ type: 'doc', docId: 'tutorials/intro', label: 'Tutorial', position: 'left' }], context),
    ).toThrow(
      '[navbar] Navbar item "Tutorial" refers to doc id "tutorials/intro", which names no page in docs/docs/. Known doc ids: guides/index, tutorials/basic-types, tutorials/index.',
    );
  });

  it('refuses an unknown sidebar id', () => {
    expect(() =>
      toRspressNav([{ type: 'docSidebar', sidebarId: 'apiSidebar', label: 'API', position: 'left' }], context),
    ).toThrow(
      'refers to sidebar id "apiSidebar", which names no sidebar. Known sidebar ids: api, guidesSidebar, tutorialSidebar.',
    );
  });

  it('refuses an unknown item type', () => {
    expect(() => toRspressNav([{ type: 'dropdown', label: 'More', position: 'left' } as never], context)).toThrow(
      'has type "dropdown", which is not a navbar item type',
    );
  });
});

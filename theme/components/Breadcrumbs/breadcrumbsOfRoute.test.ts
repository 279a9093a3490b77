import { describe, expect, it } from 'vitest';
import { API_VERSIONS } from '../../../site/constants';
import { apiChangesRoute, apiItemRoute } from '../../../site/siteMap';
import { docsSections, guidesSection, tutorialSection } from '../../docsSidebar';
import { apiBreadcrumbs, docsBreadcrumbs } from './breadcrumbsOfRoute';

const [v16, v17] = API_VERSIONS;

describe('docsBreadcrumbs', () => {
  it('leads from the tutorial to a tutorial page', () => {
    expect(docsBreadcrumbs('/docs/tutorials/basic-types', docsSections)).toEqual([
      { text: 'Tutorial', link: tutorialSection.pathPrefix },
      { text: 'Basic types' },
    ]);
  });

  it("leads from the guides through the guide's group to the guide", () => {
    expect(docsBreadcrumbs('/docs/guides/nullability', docsSections)).toEqual([
      { text: 'Guides', link: guidesSection.pathPrefix },
      { text: 'Schema and types', link: '/docs/guides/#schema-and-types' },
      { text: 'Nullability and errors' },
    ]);
    expect(docsBreadcrumbs('/docs/guides/development-mode', docsSections)[1]).toEqual({
      text: 'graphql 17',
      link: '/docs/guides/#graphql-17',
    });
  });

  it('has no trail on a section index or a page no section lists', () => {
    expect(docsBreadcrumbs('/docs/tutorials/', docsSections)).toEqual([]);
    expect(docsBreadcrumbs('/docs/guides/', docsSections)).toEqual([]);
    expect(docsBreadcrumbs('/', docsSections)).toEqual([]);
    expect(docsBreadcrumbs(v16.routeBase, docsSections)).toEqual([]);
  });
});

describe('apiBreadcrumbs', () => {
  it("leads from the API through the version and the kind's section to an item, in each version", () => {
    expect(apiBreadcrumbs(apiItemRoute(v16.routeBase, 'class', 'GraphQLSchema'), 'GraphQLSchema')).toEqual([
      { text: 'API', link: '/api' },
      { text: `graphql-js ${v16.version}`, link: v16.routeBase },
      { text: 'Classes', link: `${v16.routeBase}#classes` },
      { text: 'GraphQLSchema' },
    ]);
    expect(apiBreadcrumbs(apiItemRoute(v17.routeBase, 'function', 'execute'), 'execute (v17)')).toEqual([
      { text: 'API', link: '/api' },
      { text: `graphql-js ${v17.version}`, link: v17.routeBase },
      { text: 'Functions', link: `${v17.routeBase}#functions` },
      { text: 'execute' },
    ]);
  });

  it('ends at the version on an overview, and at the page title on the changes page', () => {
    expect(apiBreadcrumbs(v17.routeBase, 'graphql-js 17 API')).toEqual([
      { text: 'API', link: '/api' },
      { text: `graphql-js ${v17.version}` },
    ]);
    expect(apiBreadcrumbs(apiChangesRoute(v16.routeBase), 'Changes in 17')).toEqual([
      { text: 'API', link: '/api' },
      { text: `graphql-js ${v16.version}`, link: v16.routeBase },
      { text: 'Changes in 17' },
    ]);
  });

  it('has no trail on the API index or outside the API reference', () => {
    expect(apiBreadcrumbs('/api', 'API reference')).toEqual([]);
    expect(apiBreadcrumbs('/docs/tutorials/basic-types', 'Basic types')).toEqual([]);
  });
});

import { API_PACKAGE_SLUG, DOCS_VERSION } from '../../../site/constants';
import { apiPackageRoute, docRouteFromId } from '../../../site/siteMap';
import { guidesSection } from '../../docsSidebar';

export interface FooterLink {
  label: string;
  href: string;
}

export interface FooterColumn {
  title: string;
  links: FooterLink[];
}

/** The three footer columns of the product specification, in order. */
export const footerColumns: FooterColumn[] = [
  {
    title: 'Docs',
    links: [
      { label: 'Tutorial', href: docRouteFromId(DOCS_VERSION.mainDoc) },
      { label: guidesSection.text, href: guidesSection.pathPrefix },
      // The navbar's third item: a reader who scrolled to the foot of a page finds the reference here too.
      { label: 'API', href: apiPackageRoute(API_PACKAGE_SLUG) },
    ],
  },
  {
    title: 'Community',
    links: [
      { label: 'Code of Conduct', href: 'https://graphql.org/codeofconduct/' },
      { label: 'Stack Overflow', href: 'https://stackoverflow.com/questions/tagged/graphql-js' },
      { label: 'Discord', href: 'https://discord.graphql.org/' },
      { label: 'Twitter', href: 'https://twitter.com/graphql' },
      { label: 'Upcoming Events', href: 'https://graphql.org/community/upcoming-events/' },
    ],
  },
  {
    title: 'More',
    links: [
      { label: 'GraphQL JS Working Group', href: 'https://github.com/graphql/graphql-js-wg' },
      { label: 'GraphQL Foundation', href: 'https://graphql.org/foundation/' },
      { label: 'GraphQL Spec', href: 'https://spec.graphql.org/' },
    ],
  },
];

/**
 * The docs sidebars: the tutorial's (its ten pages in reading order) and the guides' (their index,
 * then the guides in groups). Each is the sidebar of its own section, so previous/next links stay
 * inside it. Read by rspress.config.ts (sidebars, llms.txt), by the breadcrumbs and by the tests,
 * so that a page added here is added everywhere.
 */
import { ERROR_FAMILIES, type ErrorFamily } from '../site/errorFamilies';
import { docRouteFromId, routeWithAnchor } from '../site/siteMap';

export interface DocsLink {
  text: string;
  link: string;
}

export interface DocsGroup {
  text: string;
  items: DocsLink[];
  /** Whether the reader can close the group (Rspress opens the current page's group). */
  collapsible?: boolean;
  collapsed?: boolean;
}

/** A docs section: its sidebar, keyed by the route prefix its pages share (which is also its index page's route). */
export interface DocsSection {
  /** The section's name in the navbar, the footer and the breadcrumbs. */
  text: string;
  /** The `themeConfig.sidebar` key: every page of the section starts with it. */
  pathPrefix: string;
  sidebar: (DocsLink | DocsGroup)[];
}

/**
 * A group of guides: open, so that the guides sidebar lists every guide, and closable. Its name is
 * the heading of its section on the guides index (docsSidebar.test.ts checks it).
 */
const guideGroup = (text: string, items: DocsLink[]): DocsGroup => ({
  text,
  items,
  collapsible: true,
  collapsed: false,
});

/**
 * A page's entry. A guide is named by its title (docsSidebar.test.ts checks it): a reader looks for
 * what the page says. The tutorial's first page is "Getting started", its title without "with
 * graphql-js", which the sidebar broke at its hyphen.
 */
const page = (text: string, docId: string): DocsLink => ({ text, link: docRouteFromId(docId) });

/** The product specification's `tutorialSidebar`: ten pages in reading order. */
export const tutorialPages: DocsLink[] = [
  page('Getting started', 'tutorials/index'),
  page('Running an Express GraphQL server', 'tutorials/running-an-express-graphql-server'),
  page('GraphQL clients', 'tutorials/graphql-clients'),
  page('Basic types', 'tutorials/basic-types'),
  page('Passing arguments', 'tutorials/passing-arguments'),
  page('Object types', 'tutorials/object-types'),
  page('Mutations and input types', 'tutorials/mutations-and-input-types'),
  page('Authentication and Express middleware', 'tutorials/authentication-and-express-middleware'),
  page('Constructing types', 'tutorials/constructing-types'),
  page('From express-graphql to graphql-http', 'tutorials/express-graphql'),
];

/** The guides, grouped by what a server author is doing. */
export const guideGroups: DocsGroup[] = [
  guideGroup('Schema and types', [
    page('Anatomy of a resolver', 'guides/resolver-anatomy'),
    page('Nullability and errors', 'guides/nullability'),
    page('Interfaces and unions', 'guides/abstract-types'),
    page('Custom scalars', 'guides/custom-scalars'),
    page('OneOf input objects', 'guides/oneof-input-objects'),
    page('Input coercion and defaults', 'guides/input-coercion-and-defaults'),
    page('Directives', 'guides/directives'),
    page('Evolving a schema', 'guides/schema-evolution'),
    page('TypeScript', 'guides/typescript'),
  ]),
  guideGroup('Running a server', [
    page('Errors', 'guides/errors'),
    page('Authorization', 'guides/authorization'),
    page('Batching with DataLoader', 'guides/dataloader'),
    page('Pagination', 'guides/pagination'),
    page('Subscriptions', 'guides/subscriptions'),
    page('Testing', 'guides/testing'),
    page('Ecosystem: file uploads, federation, clients and tools', 'guides/ecosystem'),
  ]),
  guideGroup('In production', [
    page('Operation limits', 'guides/operation-limits'),
    page('Rate limits and per-client budgets', 'guides/rate-limiting'),
    page('Trusted documents (persisted queries)', 'guides/trusted-documents'),
    page('CSRF and cookie-authenticated endpoints', 'guides/csrf'),
    page('Caching', 'guides/caching'),
    page('Hardening for production', 'guides/production-hardening'),
    page('Timeouts, graceful shutdown and health checks', 'guides/timeouts-and-shutdown'),
    page('Going to production', 'guides/going-to-production'),
    page('The hostile-client battery', 'guides/hostile-client-battery'),
  ]),
  guideGroup('graphql 17', [
    page('Upgrading to graphql 17', 'guides/upgrade-to-17'),
    page('@defer and @stream', 'guides/defer-and-stream'),
    page('Abort signals', 'guides/abort-signals'),
    page('Execution hooks', 'guides/execution-hooks'),
    page('Tracing channels', 'guides/tracing-channels'),
    page('Disabling error propagation', 'guides/error-propagation'),
    page('Schema coordinates', 'guides/schema-coordinates'),
    page('Fragment arguments', 'guides/fragment-arguments'),
    page('Development mode', 'guides/development-mode'),
  ]),
];

/** The tutorial: the product specification's `tutorialSidebar`. */
export const tutorialSection: DocsSection = {
  text: 'Tutorial',
  pathPrefix: docRouteFromId('tutorials/index'),
  sidebar: [{ text: 'Tutorial', items: tutorialPages }],
};

/** The guides: their index, then the four groups. */
export const guidesSection: DocsSection = {
  text: 'Guides',
  pathPrefix: docRouteFromId('guides/index'),
  sidebar: [page('Overview', 'guides/index'), ...guideGroups],
};

/**
 * The error reference: its index, then one page per family of messages, in one group named like
 * the section (as the tutorial's), so that the breadcrumbs read `Error messages > Syntax`. The build
 * gives it the families whose page exists (rspress.config.ts), a family without entries having no page.
 */
export function errorsSectionOf(families: readonly ErrorFamily[]): DocsSection {
  const text = 'Error messages';
  return {
    text,
    pathPrefix: docRouteFromId('errors/index'),
    sidebar: [
      {
        text,
        items: [
          page('Overview', 'errors/index'),
          ...families.map((family) => page(family.text, `errors/${family.slug}`)),
        ],
      },
    ],
  };
}

/** The error reference with every family, for what names a page a reader is on (the breadcrumbs). */
export const errorsSection: DocsSection = errorsSectionOf(ERROR_FAMILIES);

/** The docs sections, each with its own sidebar. */
export const docsSections: DocsSection[] = [tutorialSection, guidesSection, errorsSection];

/** Where a guide group's section starts on the guides index: its heading's anchor (`graphql 17` → `#graphql-17`). */
export function guideGroupRoute(group: DocsGroup): string {
  return routeWithAnchor(guidesSection.pathPrefix, group.text.toLowerCase().replace(/\s+/g, '-'));
}

/** The docs pages by topic, for llms.txt: the tutorial, then each group of guides. */
export const docsTopics: DocsGroup[] = [
  { text: 'Tutorial', items: tutorialPages },
  ...guideGroups.map((group) => ({ text: `Guides: ${group.text}`, items: group.items })),
];

/** Every page of the tutorial's and guides' sidebars and the error reference's index, in order. */
export const docsSidebarRoutes: string[] = [tutorialSection, guidesSection, errorsSectionOf([])].flatMap((section) =>
  section.sidebar.flatMap((entry) => ('items' in entry ? entry.items : [entry]).map((item) => item.link)),
);

/**
 * The docs sidebar, one for the tutorial and the guides: the tutorial first, in reading order
 * (previous/next links follow it), then the guides in groups. Read by rspress.config.ts, by
 * llms.txt and by the tests, so that a page added here is added everywhere.
 */
import { docRouteFromId } from '../site/siteMap';

export interface DocsLink {
  text: string;
  link: string;
}

export interface DocsGroup {
  text: string;
  items: DocsLink[];
  /** Closed until the reader opens it, or a page of it is shown (Rspress opens the current page's group). */
  collapsible?: boolean;
  collapsed?: boolean;
}

/**
 * A group of guides: closed at first, so that the sidebar stays a short list of topics and a page
 * carries the links of its own group only (collapsed groups render no links: theme/components/Sidebar).
 */
const guideGroup = (text: string, items: DocsLink[]): DocsGroup => ({
  text,
  items,
  collapsible: true,
  collapsed: true,
});

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
  guideGroup('Guides: schema and types', [
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
  guideGroup('Guides: running a server', [
    page('Errors', 'guides/errors'),
    page('Authorization', 'guides/authorization'),
    page('DataLoader and N+1', 'guides/dataloader'),
    page('Pagination', 'guides/pagination'),
    page('Subscriptions', 'guides/subscriptions'),
    page('Testing', 'guides/testing'),
    page('Ecosystem', 'guides/ecosystem'),
  ]),
  guideGroup('Guides: in production', [
    page('Operation limits', 'guides/operation-limits'),
    page('Rate limits', 'guides/rate-limiting'),
    page('Trusted documents', 'guides/trusted-documents'),
    page('CSRF', 'guides/csrf'),
    page('Caching', 'guides/caching'),
    page('Hardening for production', 'guides/production-hardening'),
    page('Timeouts and shutdown', 'guides/timeouts-and-shutdown'),
    page('Going to production', 'guides/going-to-production'),
  ]),
  guideGroup('Guides: graphql 17', [
    page('Upgrading to 17', 'guides/upgrade-to-17'),
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

/** The sidebar Rspress shows on every page under /docs/. */
export const docsSidebar: DocsGroup[] = [{ text: 'Tutorial', items: tutorialPages }, ...guideGroups];

/** Every page of the docs sidebar, in order. */
export const docsSidebarRoutes: string[] = docsSidebar.flatMap((group) => group.items.map((item) => item.link));

import path from 'node:path';
import { defineConfig } from '@rspress/core';
import {
  API_PACKAGE_SLUG,
  API_VERSIONS,
  BASE_URL,
  DOCS_VERSION,
  GITHUB_REPOSITORY_URL,
  SITE_LANG,
  SITE_SOURCE_EDIT_URL,
  SITE_TAGLINE,
  SITE_TITLE,
  SITE_URL,
} from './theme/constants';
import { docRouteFromId } from './theme/routes';
import { pluginApiReference } from './plugins/apiReference';
import { pluginBaseUrlBanner } from './plugins/baseUrlBanner';
import { pluginBuildChecks } from './plugins/buildChecks';
import { rehypeQuietHeadingAnchors } from './plugins/headingAnchors';
import { pluginNavbar } from './plugins/navbar';
import { pluginPublishing } from './plugins/publishing';
import { handWrittenTwin } from './plugins/publishing/handWrittenTwin';
import { pluginSearch } from './plugins/search';
import { pluginSlimPageData } from './plugins/slimPageData';
import { pluginSourceFile } from './plugins/sourceFile';
import { transformerTokenClasses } from './plugins/shikiTokenClasses';

// Static assets live at the top level, beside docs/, not in Rspress's default docs/public.
const publicDir = path.join(import.meta.dirname, 'public');
const docsRoot = path.join(import.meta.dirname, 'docs');
const tutorialIndexRoute = docRouteFromId(DOCS_VERSION.mainDoc);

const apiReference = pluginApiReference({
  slug: API_PACKAGE_SLUG,
  versions: API_VERSIONS.map(({ key, version, installedAs, routeBase }) => ({ key, expectedVersion: version, installedAs, routeBase })),
  repositoryUrl: GITHUB_REPOSITORY_URL,
  projectRoot: import.meta.dirname,
});

/** The spec's `tutorialSidebar`, in reading order (previous/next links follow it). */
const tutorialSidebar = [
  { text: 'Getting started', link: tutorialIndexRoute },
  { text: 'Running an Express GraphQL server', link: docRouteFromId('tutorials/running-an-express-graphql-server') },
  { text: 'GraphQL clients', link: docRouteFromId('tutorials/graphql-clients') },
  { text: 'Basic types', link: docRouteFromId('tutorials/basic-types') },
  { text: 'Passing arguments', link: docRouteFromId('tutorials/passing-arguments') },
  { text: 'Object types', link: docRouteFromId('tutorials/object-types') },
  { text: 'Mutations and input types', link: docRouteFromId('tutorials/mutations-and-input-types') },
  { text: 'Authentication and Express middleware', link: docRouteFromId('tutorials/authentication-and-express-middleware') },
  { text: 'Constructing types', link: docRouteFromId('tutorials/constructing-types') },
  { text: 'From express-graphql to graphql-http', link: docRouteFromId('tutorials/express-graphql') },
];

export default defineConfig({
  root: docsRoot,
  title: SITE_TITLE,
  description: SITE_TAGLINE,
  siteOrigin: SITE_URL,
  base: BASE_URL,
  lang: SITE_LANG,
  icon: new URL('./public/favicon.svg', import.meta.url),
  logoText: SITE_TITLE,
  globalStyles: path.join(import.meta.dirname, 'theme/styles/index.css'),
  head: [
    // Every page names its one address; the 404 page is served at any path, so it names none.
    (route) => (route.routePath === '/404' ? undefined : ['link', { rel: 'canonical', href: new URL(route.routePath, SITE_URL).href }]),
  ],
  builderConfig: {
    server: { publicDir: { name: publicDir } },
    resolve: {
      alias: {
        // Rspress's route table loads pages through this package; ours lets a failed load be retried.
        'react-lazy-with-preload': path.join(import.meta.dirname, 'theme/routeLoading/lazyWithPreload.ts'),
      },
    },
  },
  plugins: [
    pluginBaseUrlBanner(),
    pluginBuildChecks(),
    pluginSlimPageData(),
    pluginSourceFile({ projectRoot: import.meta.dirname, docsRoot, editBaseUrl: SITE_SOURCE_EDIT_URL }),
    pluginPublishing({
      siteUrl: SITE_URL,
      siteName: SITE_TITLE,
      description: SITE_TAGLINE,
      image: '/og-image.png',
      llmsSections: () => [
        { title: 'Tutorial', twins: tutorialSidebar.map(({ link }) => handWrittenTwin(docsRoot, link)) },
        ...apiReference.getPageGroups().map(({ title, pages }) => ({ title, twins: pages.map(({ routePath, ...page }) => ({ route: routePath, ...page })) })),
        { title: 'Optional', twins: [handWrittenTwin(docsRoot, '/', SITE_TAGLINE)] },
      ],
    }),
    apiReference,
    pluginSearch({ docsRoot, getApiModels: apiReference.getModels }),
    // After the API reference, whose sidebar the API item points at.
    pluginNavbar({
      items: [
        { type: 'doc', docId: DOCS_VERSION.mainDoc, label: 'Tutorial', position: 'left' },
        { type: 'docSidebar', sidebarId: 'api', label: 'API', position: 'left' },
      ],
      sidebars: { tutorialSidebar: tutorialIndexRoute, api: '/api' },
      docRoute: docRouteFromId,
    }),
  ],
  route: {
    cleanUrls: true,
    // The tutorial playgrounds' starting code, imported by the pages, is not a page.
    exclude: ['**/_playgrounds/**'],
  },
  // Rspress's own search index is replaced by plugins/search (ranking, loaded on first use).
  search: false,
  // No page has images to zoom: keep medium-zoom out of the bundle every page loads.
  mediumZoom: false,
  markdown: {
    link: { checkDeadLinks: true, checkAnchors: true },
    shiki: { transformers: [transformerTokenClasses()] },
    rehypePlugins: [rehypeQuietHeadingAnchors],
  },
  themeConfig: {
    // Light by default even when the OS prefers dark; the toggle's choice is stored and wins.
    darkMode: 'light',
    sidebar: {
      '/docs/tutorials/': tutorialSidebar,
    },
  },
});

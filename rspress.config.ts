import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RspressPlugin, UserConfig } from '@rspress/core';
import {
  API_PACKAGE_SLUG,
  API_VERSIONS,
  BASE_URL,
  DOCS_VERSION,
  GITHUB_REPOSITORY_URL,
  SITE_LANG,
  SITE_TAGLINE,
  SITE_TITLE,
  SITE_URL,
} from './site/constants';
import { ERROR_FAMILIES } from './site/errorFamilies';
import { docsTopics, errorsSectionOf, guidesSection, tutorialSection } from './theme/docsSidebar';
import { rspressModuleAliases } from './theme/rspressCompat/aliases';
import { API_ROOT_ROUTE, docRouteFromId, NOT_FOUND_ROUTE } from './site/siteMap';
import { BATTERY_GUIDE_DOC_ID } from './site/hostileBattery';
import {
  type ApiReference,
  apiTwinSections,
  documentApi,
  pluginApiReference,
  readErrorEntryFences,
} from './plugins/apiReference';
import { pluginBaseUrlBanner } from './plugins/baseUrlBanner';
import { pluginBuildChecks } from './plugins/buildChecks';
import { pluginBundlerSettings } from './plugins/bundlerSettings';
import { pluginBuiltSite } from './plugins/builtSite';
import { pluginDocsApiLinks, readBehaviourChanges, readGuidePages } from './plugins/docsApiLinks';
import { pluginExampleRoles } from './plugins/exampleRoles';
import { rehypeQuietHeadingAnchors } from './plugins/headingAnchors';
import { remarkRunnableExamples } from './plugins/runnableExamples';
import { remarkBatteryNotes } from './plugins/batteryNotes';
import { pluginNavbar } from './plugins/navbar';
import { pluginPublishing } from './plugins/publishing';
import { handWrittenTwin } from './plugins/publishing/handWrittenTwin';
import { pluginRouteChunkPreloads } from './plugins/routeChunkPreloads';
import { pluginScriptsAfterPaint } from './plugins/scriptsAfterPaint';
import { pluginSearch } from './plugins/search';
import { pluginSlimPageData } from './plugins/slimPageData';
import { pluginSourceFile } from './plugins/sourceFile';
import { editBaseUrlFromEnv } from './plugins/sourceFile/editBaseUrl';
import { transformerTokenClasses } from './plugins/shikiTokenClasses';

// Static assets live at the top level, beside docs/, not in Rspress's default docs/public.
const publicDir = path.join(import.meta.dirname, 'public');
const docsRoot = path.join(import.meta.dirname, 'docs');

// A theme module a plugin puts into the bundle, by its path: written as `new URL(…, import.meta.url)` so that the
// import-graph test (scripts/sourceTree.test.ts) sees the edge, which a plain string would hide.
const themeModule = (url: URL) => fileURLToPath(url);

// The error reference's sidebar lists the families that have a page: entries are written family by family.
const errorsSection = errorsSectionOf(
  ERROR_FAMILIES.filter((family) => existsSync(path.join(docsRoot, 'docs/errors', `${family.slug}.mdx`))),
);

/** Rsbuild settings of the whole site (each plugin adds its own in its `builderConfig` hook). */
const builderConfig: UserConfig['builderConfig'] = {
  server: { publicDir: { name: publicDir } },
  // The build lists the size of each output file, but not the HTML pages: their lines (each page read
  // and gzipped) slowed the end of every build and said nothing about the bundles (figures in PERF.md).
  performance: { printFileSize: { compressed: true, exclude: (asset) => asset.name.endsWith('.html') } },
  resolve: {
    // Stand-ins for packages Rspress's own code imports: the route table's loader, the runtime highlighter.
    alias: rspressModuleAliases(import.meta.dirname),
  },
  tools: {
    rspack: (_config, { appendRules }) => {
      appendRules({
        // The playground editors use only cm6-graphql's grammar; the package's schema-aware helpers
        // import graphql-language-service, whose modules run on import and would bring its LSP types
        // (and parts of graphql) onto the page: cm6-graphql's import of it resolves to nothing. The
        // playground worker, where graphql runs, imports it for completion (schemaCompletions.ts).
        test: /[\\/]node_modules[\\/]cm6-graphql[\\/]/,
        resolve: { alias: { 'graphql-language-service': false } },
      });
    },
  },
};

/** Markdown and MDX: link checks, code colours as classes, and the plugins that read fences and headings. */
const markdown: UserConfig['markdown'] = {
  link: { checkDeadLinks: true, checkAnchors: true },
  shiki: { transformers: [transformerTokenClasses()] },
  rehypePlugins: [rehypeQuietHeadingAnchors],
  // The examples a reader can edit and run in the page (theme/components/RunnableExample).
  remarkPlugins: [
    [
      remarkRunnableExamples,
      { componentModule: themeModule(new URL('./theme/components/RunnableExample/index.tsx', import.meta.url)) },
    ],
    // Under each server block: what the hostile-client battery aimed at it during the build.
    [remarkBatteryNotes, { docsRoot, guideRoute: docRouteFromId(BATTERY_GUIDE_DOC_ID) }],
  ],
};

/** The site's plugins, in the order their hooks run; the API reference's result handed to those that need it. */
function sitePlugins(apiReference: ApiReference): RspressPlugin[] {
  const buildChecks = pluginBuildChecks({ docsRoot });
  const publishing = pluginPublishing({
    siteUrl: SITE_URL,
    siteName: SITE_TITLE,
    description: SITE_TAGLINE,
    image: '/og-image.png',
    llmsSections: [
      ...[...docsTopics, ...errorsSection.sidebar.filter((entry) => 'items' in entry)].map(({ text, items }) => ({
        title: text,
        twins: items.map(({ link }) => handWrittenTwin(docsRoot, link)),
      })),
      ...apiTwinSections(apiReference),
      { title: 'Optional', twins: [handWrittenTwin(docsRoot, '/', SITE_TAGLINE)] },
    ],
  });

  return [
    pluginBundlerSettings(),
    pluginBaseUrlBanner(),
    pluginScriptsAfterPaint(),
    pluginRouteChunkPreloads(),
    buildChecks,
    // Reads the finished build once: its links are checked before anything is published from it.
    pluginBuiltSite({ steps: [buildChecks.checkBuiltSite, publishing.publishBuiltSite] }),
    pluginSlimPageData(),
    pluginSourceFile({ projectRoot: import.meta.dirname, docsRoot, editBaseUrl: editBaseUrlFromEnv(process.env) }),
    publishing,
    pluginApiReference(apiReference, {
      projectRoot: import.meta.dirname,
      themeModules: {
        pageModule: themeModule(new URL('./theme/components/StaticHtmlPage/index.tsx', import.meta.url)),
        routesModule: themeModule(new URL('./theme/routeLoading/staticHtmlRoutes.ts', import.meta.url)),
        sidebarsModule: themeModule(new URL('./theme/rspressCompat/sidebars.ts', import.meta.url)),
      },
    }),
    pluginSearch({
      docsRoot,
      apiModels: apiReference.models,
      searchPage: themeModule(new URL('./theme/search/SearchPage.tsx', import.meta.url)),
      outDir: path.join(import.meta.dirname, '.generated/search'),
    }),
    pluginDocsApiLinks({ docsRoot, apiModels: apiReference.models }),
    pluginExampleRoles({ docsRoot }),
    // After the API reference, whose sidebar the API item points at.
    pluginNavbar({
      items: [
        { type: 'doc', docId: DOCS_VERSION.mainDoc, label: tutorialSection.text, position: 'left' },
        { type: 'doc', docId: 'guides/index', label: guidesSection.text, position: 'left' },
        { type: 'docSidebar', sidebarId: 'api', label: 'API', position: 'left' },
      ],
      sidebars: {
        tutorialSidebar: tutorialSection.pathPrefix,
        guidesSidebar: guidesSection.pathPrefix,
        api: API_ROOT_ROUTE,
      },
    }),
  ];
}

/**
 * The site's configuration. Async because the API reference is documented first (TypeDoc, the
 * examples run, pages rendered): its result is plain data, handed to each plugin that needs it.
 */
export default async function config(): Promise<UserConfig> {
  const apiReference = await documentApi({
    slug: API_PACKAGE_SLUG,
    versions: API_VERSIONS.map(({ version, ...rest }) => ({
      ...rest,
      expectedVersion: version,
      // What each export does differently at run time, from the upgrade guide's probes.
      behaviourChanges: rest.upgradeGuideUrl ? readBehaviourChanges(docsRoot, rest.upgradeGuideUrl, API_VERSIONS) : [],
    })),
    repositoryUrl: GITHUB_REPOSITORY_URL,
    // Each item page lists the tutorials and guides that use it: read here, handed over as data.
    guides: readGuidePages(docsRoot, API_VERSIONS),
    // Each item page lists the messages it can produce, linked to their entries: the entries read here.
    errorEntries: readErrorEntryFences(path.join(docsRoot, 'docs/errors')),
    base: BASE_URL,
    projectRoot: import.meta.dirname,
  });

  return {
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
      (route) =>
        route.routePath === NOT_FOUND_ROUTE
          ? undefined
          : ['link', { rel: 'canonical', href: new URL(route.routePath, SITE_URL).href }],
    ],
    builderConfig,
    plugins: sitePlugins(apiReference),
    route: {
      cleanUrls: true,
      // The tutorial playgrounds' starting code, imported by the pages, is not a page.
      exclude: ['**/_playgrounds/**'],
    },
    // Rspress's own search index is replaced by plugins/search (ranking, loaded on first use).
    search: false,
    // No page has images to zoom: keep medium-zoom out of the bundle every page loads.
    mediumZoom: false,
    markdown,
    themeConfig: {
      // Light by default even when the OS prefers dark; the toggle's choice is stored and wins.
      darkMode: 'light',
      // One sidebar per docs section, so that previous/next links stay inside it.
      sidebar: Object.fromEntries(
        [tutorialSection, guidesSection, errorsSection].map((section) => [section.pathPrefix, section.sidebar]),
      ),
    },
  };
}

/**
 * Constants from the product specification (SPEC.md, sections 3 and 9), shared by the
 * site configuration, the theme and the tests so that a change happens in one place.
 */

import { apiPackageRoute, UPGRADE_TO_17_ROUTE } from './siteMap';

export const SITE_TITLE = 'graphql-js';
export const SITE_TAGLINE = 'A reference implementation of GraphQL for JavaScript';
export const SITE_URL = 'https://graphql-js.org';
export const BASE_URL = '/';
export const SITE_LANG = 'en';
export const SITE_DIRECTION = 'ltr';

/** The only docs version today: Docusaurus called it `current` and labelled it `Next`. */
export const DOCS_VERSION = { name: 'current', label: 'Next', mainDoc: 'tutorials/index' } as const;

/** Package slug used in every API route (site/siteMap.ts `apiPackageRoute`). */
export const API_PACKAGE_SLUG = 'graphql-js';

/**
 * The graphql versions the API reference documents: the first at the spec's routes, the others
 * under a prefix, each compared with the first. `installedAs` is the package's folder in
 * node_modules (17 is installed under the npm alias `graphql-17`); the build checks `version`.
 */
export const API_VERSIONS = [
  {
    key: 'v16',
    version: '16.15.0',
    installedAs: 'graphql',
    routeBase: apiPackageRoute(API_PACKAGE_SLUG),
    upgradeGuideUrl: null,
  },
  {
    key: 'v17',
    version: '17.1.0',
    installedAs: 'graphql-17',
    routeBase: apiPackageRoute(API_PACKAGE_SLUG, 'v17'),
    upgradeGuideUrl: UPGRADE_TO_17_ROUTE,
  },
] as const;

/** localStorage key of the API version the reader chose in the switcher (a key of API_VERSIONS). */
export const API_VERSION_STORAGE_KEY = 'api-preferred-version';

export const GITHUB_REPOSITORY_URL = 'https://github.com/graphql/graphql-js';

/** Below this window width (px) the sidebar collapses into the mobile menu. Mirrored in theme/styles/breakpoint.css. */
export const MOBILE_BREAKPOINT_PX = 996;

export const COPYRIGHT_YEAR = 2022;

/** The appearance key Rspress's inline pre-paint script and its `useThemeState` read. */
export const COLOR_MODE_STORAGE_KEY = 'rspress-theme-appearance';

/** A route transition shows the progress bar only when loading takes longer than this (ms). */
export const ROUTE_PROGRESS_DELAY_MS = 1000;

/** nprogress settings: starting fraction and animation speed (ms). */
export const PROGRESS_BAR = { minimum: 0.08, speed: 200 } as const;

/** A page that is still loading shows its loading indicator only after this delay (ms). */
export const LAZY_LOADING_DELAY_MS = 200;

/** Heading levels the table of contents lists. */
export const TOC_HEADING_LEVELS = { min: 2, max: 3 } as const;

/** localStorage key of the preferred docs version (Docusaurus's key for the default docs plugin). */
export const DOCS_VERSION_STORAGE_KEY = 'docs-preferred-version-default';

/** A playground run still going after this long (ms) is stopped, so a runaway query never freezes the tab. */
export const PLAYGROUND_TIME_LIMIT_MS = 2000;

/**
 * The deepest nesting of brackets a playground reads (and its editors colour): graphql's parser and
 * the editors' highlighter recurse per level and ran out of stack at 1,000 levels in the browser.
 */
export const PLAYGROUND_NESTING_LIMIT = 100;

/** The largest result (characters of JSON) a playground shows; a larger one is stopped with a message. */
export const PLAYGROUND_RESULT_LIMIT_CHARS = 100_000;

/** A run of a page's example still going after this long (ms) is stopped, as a playground run is. */
export const EXAMPLE_RUN_TIME_LIMIT_MS = 2000;

/** The most an example's run shows of what it printed (characters); the rest is counted, not shown. */
export const EXAMPLE_OUTPUT_LIMIT_CHARS = 20_000;

/** The most an example's run shows of the error it stopped with (characters); the rest is counted, not shown. */
export const EXAMPLE_PROBLEM_LIMIT_CHARS = 4_000;

/** What a run says when its runner's code does not arrive (the page's chunk for Run, or graphql in the worker). */
export const NO_RUNNER_MESSAGE = 'The example could not load its runner. Check your connection and try again.';

/**
 * Enter takes the completion list's choice only once the list has been open this long (ms): a key
 * pressed sooner was meant for the text (CodeMirror's `interactionDelay`, at its default).
 */
export const PLAYGROUND_COMPLETION_ENTER_DELAY_MS = 75;

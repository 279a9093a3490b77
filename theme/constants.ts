/**
 * Constants from the product specification (SPEC.md, sections 3 and 9), shared by the
 * site configuration, the theme and the tests so that a change happens in one place.
 */

export const SITE_TITLE = 'graphql-js';
export const SITE_TAGLINE = 'A reference implementation of GraphQL for JavaScript';
export const SITE_URL = 'https://graphql-js.org';
export const BASE_URL = '/';
export const SITE_LANG = 'en';
export const SITE_DIRECTION = 'ltr';

/** The only docs version today: Docusaurus called it `current` and labelled it `Next`. */
export const DOCS_VERSION = { name: 'current', label: 'Next', mainDoc: 'tutorials/index' } as const;

/** Package slug used in every API route: `/api/{package}/...`. */
export const API_PACKAGE_SLUG = 'graphql-js';

export const GITHUB_REPOSITORY_URL = 'https://github.com/graphql/graphql-js';

/**
 * "Edit this page" target of this site's root: the site is published from the library repository's
 * `website/` folder, where the site it replaces lives. Change it here if the site moves.
 */
export const SITE_SOURCE_EDIT_URL = `${GITHUB_REPOSITORY_URL}/edit/main/website/`;

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

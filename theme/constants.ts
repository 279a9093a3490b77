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

/** Below this window width (px) the sidebar collapses into the mobile menu. Mirrored in theme/styles/breakpoint.css. */
export const MOBILE_BREAKPOINT_PX = 996;

export const COPYRIGHT_YEAR = 2022;

/** The appearance key Rspress's inline pre-paint script and its `useThemeState` read. */
export const COLOR_MODE_STORAGE_KEY = 'rspress-theme-appearance';

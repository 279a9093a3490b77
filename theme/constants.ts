/** The product specification's constants for the theme: defined in site/constants.ts, shared with plugins and tests. */
export * from '../site/constants';

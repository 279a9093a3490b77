/** The spec's constants for the theme's modules: they live in site/constants.ts, shared with plugins, scripts and tests. */
export * from '../site/constants';

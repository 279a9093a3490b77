/**
 * Rspress's generated route table imports every page through this package
 * (`import { lazyWithPreload } from "react-lazy-with-preload"`); aliases.ts sends it to
 * theme/routeLoading/lazyWithPreload.ts, which must export the same name.
 */
export const ROUTE_TABLE_LAZY_MODULE = 'react-lazy-with-preload';

/** The name the route table imports from it. */
export const ROUTE_TABLE_LAZY_EXPORT = 'lazyWithPreload';

/** Our stand-in, relative to the project root (the config resolves it). */
export const ROUTE_TABLE_LAZY_REPLACEMENT = 'theme/routeLoading/lazyWithPreload.ts';

/**
 * What the guides' playgrounds start with, one file per guide, gathered here for the worker
 * (worker.ts) and the pages (index.ts). Never a route (rspress.config.ts excludes `_playgrounds`);
 * checked by theme/components/Playground/seeds.test.ts.
 */
export { abstractTypes } from './abstract-types';
export { inputCoercionAndDefaults } from './input-coercion-and-defaults';
export { nullability } from './nullability';

import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: [
      // The language service's ES module build, as the site's bundler picks it. Its CommonJS build
      // (what Node picks) loads graphql's CommonJS build beside the ES module the code and tests
      // import: two graphql instances, which refuse each other's schemas.
      {
        find: /^graphql-language-service$/,
        replacement: createRequire(import.meta.url).resolve('graphql-language-service/esm/index.js'),
      },
    ],
  },
});

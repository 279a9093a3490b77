import type { RsbuildPlugin } from '@rsbuild/core';
import type { RspressPlugin } from '@rspress/core';
import { toScriptsAfterPaint } from './afterPaintTags';

/**
 * Every built page's scripts are fetched and run after its first paint, not with its HTML and CSS
 * (README.md: why, and what it costs). Production only: the dev server's pages are rendered in the
 * browser and have nothing to paint first.
 */
export function pluginScriptsAfterPaint(): RspressPlugin {
  return {
    name: 'graphql-js-docs:scripts-after-paint',
    builderConfig: { plugins: [rsbuildScriptsAfterPaint] },
  };
}

const rsbuildScriptsAfterPaint: RsbuildPlugin = {
  name: 'graphql-js-docs:scripts-after-paint',
  setup(api) {
    api.modifyHTMLTags((tags, { environment }) =>
      environment.config.mode === 'production' ? toScriptsAfterPaint(tags) : tags,
    );
  },
};

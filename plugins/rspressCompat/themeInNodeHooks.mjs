/**
 * Node module hooks (module.register) that let the site's theme, and Rspress's default theme under
 * it, load outside a bundle, in the process that renders markup templates (markupTemplatesChild.tsx).
 * Inside Rspress's bundle, `@rspress/core/theme` is the site's theme, the `virtual-*` modules hold
 * the site's data and CSS is extracted; here `@rspress/core/theme` is the same theme file, the
 * `virtual-*` modules are the stand-ins below, CSS is empty, and `import.meta.env` has the values
 * Rspress's bundler defines for this site. Plain JavaScript: hooks run in a thread of their own,
 * before any TypeScript loader.
 */

const STAND_IN = 'gjs-theme-stand-in:';

/** @type {{ themeUrl: string, siteData: object, env: object }} */
let data;

/** Takes the theme file's URL, the site data and the `import.meta.env` values from module.register's `data`. */
export function initialize(registered) {
  data = registered;
}

/** The stand-in of each virtual module Rspress's runtime and theme import (none is read by the markup rendered). */
const standIns = () => ({
  'virtual-site-data': `export default ${JSON.stringify(data.siteData)};`,
  'virtual-i18n-text': 'export default {};',
  'virtual-routes': 'export const routes = [];',
  'virtual-page-data': 'export const pageData = {}; export const searchIndexHash = {};',
  'virtual-search-hooks': 'export {};',
  'virtual-social-links': 'export default [];',
  'virtual-global-components': 'export default [];',
  css: 'export default {};',
});

/** Sends `virtual-*` and CSS to their stand-ins and `@rspress/core/theme` to the site's theme, as Rspress's bundler aliases it. */
export async function resolve(specifier, context, nextResolve) {
  if (specifier.startsWith('virtual-')) return { url: `${STAND_IN}${specifier}`, shortCircuit: true };
  if (/\.css$/.test(specifier)) return { url: `${STAND_IN}css`, shortCircuit: true };
  if (specifier === '@rspress/core/theme') return nextResolve(data.themeUrl, context);
  return nextResolve(specifier, context);
}

/** Gives the stand-ins' source, and Rspress's modules that read `import.meta.env` the values its bundler defines. */
export async function load(url, context, nextLoad) {
  if (url.startsWith(STAND_IN)) {
    const source = standIns()[url.slice(STAND_IN.length)];
    if (source === undefined) throw new Error(`[rspress-compat] No stand-in for ${url} (themeInNodeHooks.mjs).`);
    return { format: 'module', source, shortCircuit: true };
  }
  const loaded = await nextLoad(url, context);
  if (!url.includes('/@rspress/core/dist/') || loaded.format !== 'module') return loaded;
  const source = String(loaded.source);
  if (!source.includes('import.meta.env')) return loaded;
  return { ...loaded, source: `import.meta.env = ${JSON.stringify(data.env)};\n${source}` };
}

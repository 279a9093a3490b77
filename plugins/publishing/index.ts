import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { listBuiltHtml, routeFromHtmlFile } from '../buildChecks/builtHtml';
import { markdownTwinPath, sitePathsLinkedFrom, tidyMarkdownTwin } from './markdownTwins';
import { HEADERS_FILES, inlineScriptHashes, renderHostHeadersFile, renderNginxHeaders, securityHeaders } from './headers';
import { renderRobotsTxt, renderSitemap } from './sitemap';

export interface PublishingOptions {
  /** Production origin, e.g. `https://graphql-js.org`. */
  siteUrl: string;
  /** Site name for Open Graph. */
  siteName: string;
  /** Path of the social preview image under the site, e.g. `/og-image.png`. */
  image: string;
}

/**
 * What crawlers, link previews and hosts read: sitemap.xml (every built page but the 404 page),
 * robots.txt, llms.txt with plain Markdown twins of the pages (written by Rspress's `llms` option,
 * tidied and checked here), per page the Open Graph and Twitter card tags Rspress does not write (URL, site name,
 * image), and the security headers with a Content-Security-Policy that hashes the inline scripts
 * the build really contains (`_headers` for Netlify/Cloudflare Pages, an nginx include, and JSON for
 * scripts/serve.ts).
 */
export function pluginPublishing({ siteUrl, siteName, image }: PublishingOptions): RspressPlugin {
  const imageUrl = new URL(image, siteUrl).href;
  return {
    name: 'graphql-js-docs:publishing',
    config(config) {
      const head = [
        ...(config.head ?? []),
        ['meta', { property: 'og:site_name', content: siteName }] as [string, Record<string, string>],
        ['meta', { property: 'og:image', content: imageUrl }] as [string, Record<string, string>],
        ['meta', { name: 'twitter:card', content: 'summary_large_image' }] as [string, Record<string, string>],
        ['meta', { name: 'twitter:image', content: imageUrl }] as [string, Record<string, string>],
        (route: { routePath: string }) => (route.routePath === '/404' ? undefined : (['meta', { property: 'og:url', content: new URL(route.routePath, siteUrl).href }] as [string, Record<string, string>])),
        (route: { routePath: string }) =>
          route.routePath === '/404' ? undefined : (['link', { rel: 'alternate', type: 'text/markdown', href: new URL(markdownTwinPath(route.routePath), siteUrl).href }] as [string, Record<string, string>]),
      ];
      return { ...config, head };
    },
    afterBuild(config, isProd) {
      if (!isProd) return;
      const outDir = path.resolve(config.outDir ?? 'doc_build');
      const htmlFiles = listBuiltHtml(outDir);
      const routes = htmlFiles.filter((file) => file !== '404.html').map(routeFromHtmlFile);
      writeFileSync(path.join(outDir, 'sitemap.xml'), renderSitemap(siteUrl, routes));
      writeFileSync(path.join(outDir, 'robots.txt'), renderRobotsTxt(siteUrl));
      const headers = securityHeaders(inlineScriptHashes(htmlFiles.map((file) => readFileSync(path.join(outDir, file), 'utf8'))));
      writeFileSync(path.join(outDir, HEADERS_FILES.json), `${JSON.stringify(headers, null, 2)}\n`);
      writeFileSync(path.join(outDir, HEADERS_FILES.hostHeaders), renderHostHeadersFile(headers));
      writeFileSync(path.join(outDir, HEADERS_FILES.nginx), renderNginxHeaders(headers));
      publishMarkdownTwins(outDir, siteUrl);
    },
  };
}

const LLMS_FILES = ['llms.txt', 'llms-full.txt'] as const;

/** Tidies every Markdown twin (and their concatenation, llms-full.txt) and fails the build when llms.txt or llms-full.txt links to a file the build lacks. */
function publishMarkdownTwins(outDir: string, siteUrl: string): void {
  const twins = (readdirSync(outDir, { recursive: true, encoding: 'utf8' }) as string[]).filter((file) => file.endsWith('.md') || file === 'llms-full.txt');
  for (const file of twins) {
    const twinPath = path.join(outDir, file);
    writeFileSync(twinPath, tidyMarkdownTwin(readFileSync(twinPath, 'utf8')));
  }
  for (const listing of LLMS_FILES) {
    const listingPath = path.join(outDir, listing);
    if (!existsSync(listingPath)) throw new Error(`[publishing] ${listing} is missing from the build: keep \`llms: true\` in rspress.config.ts.`);
    const missing = [...new Set(sitePathsLinkedFrom(readFileSync(listingPath, 'utf8'), siteUrl))].filter((sitePath) => !existsSync(path.join(outDir, sitePath)));
    if (missing.length) {
      throw new Error(`[publishing] ${listing} links to ${missing.length} file(s) the build does not contain: ${missing.slice(0, 10).join(', ')}. Fix the link in the page it comes from.`);
    }
  }
}

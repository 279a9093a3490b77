import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { listBuiltHtml, routeFromHtmlFile } from '../buildChecks/builtHtml';
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
 * What crawlers and link previews read: sitemap.xml (every built page but the 404 page), robots.txt,
 * and per page the Open Graph and Twitter card tags Rspress does not write (URL, site name, image).
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
      ];
      return { ...config, head };
    },
    afterBuild(config, isProd) {
      if (!isProd) return;
      const outDir = path.resolve(config.outDir ?? 'doc_build');
      const routes = listBuiltHtml(outDir)
        .filter((file) => file !== '404.html')
        .map(routeFromHtmlFile);
      writeFileSync(path.join(outDir, 'sitemap.xml'), renderSitemap(siteUrl, routes));
      writeFileSync(path.join(outDir, 'robots.txt'), renderRobotsTxt(siteUrl));
    },
  };
}

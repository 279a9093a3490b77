import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { EXAMPLE_RUNNER_PATH_PREFIX } from '../../site/contracts';
import { builtFileOfSitePath, markdownTwinPath, NOT_FOUND_HTML_FILE, NOT_FOUND_ROUTE } from '../../site/siteMap';
import type { BuiltSiteStep } from '../builtSite';
import { type LlmsSection, type MarkdownTwin, renderLlmsFullTxt, renderLlmsTxt, sitePathsLinkedFrom } from './llmsTxt';
import {
  HEADERS_FILES,
  inlineScriptHashes,
  renderHostHeadersFile,
  renderNginxHeaders,
  securityHeaders,
  securityHeadersFor,
} from './headers';
import { renderRobotsTxt, renderSitemap } from './sitemap';

export interface PublishingOptions {
  /** Production origin, e.g. `https://graphql-js.org`. */
  siteUrl: string;
  /** Site name for Open Graph. */
  siteName: string;
  /** Path of the social preview image under the site, e.g. `/og-image.png`. */
  image: string;
  /** Site summary for llms.txt. */
  description: string;
  /** The pages llms.txt lists, by section, as Markdown; each is also written beside its HTML. */
  llmsSections: PendingLlmsSection[];
}

/**
 * A section of llms.txt as the config gives it: a page's Markdown may still be being made then (the
 * API pages' comes with their HTML, the reference's last stage), and is read once the build is written.
 */
export interface PendingLlmsSection {
  title: string;
  twins: (Omit<MarkdownTwin, 'markdown'> & { markdown: string | (() => Promise<string>) })[];
}

/** Each page's Markdown, once all of it is made. */
async function madeSections(sections: PendingLlmsSection[]): Promise<LlmsSection[]> {
  return Promise.all(
    sections.map(async ({ title, twins }) => ({
      title,
      twins: await Promise.all(
        twins.map(async (twin) => ({
          ...twin,
          markdown: typeof twin.markdown === 'string' ? twin.markdown : await twin.markdown(),
        })),
      ),
    })),
  );
}

/** The publishing plugin, and the files to write from the built site (plugins/builtSite). */
export type PublishingPlugin = RspressPlugin & {
  /** Writes sitemap.xml, robots.txt, the headers files, the Markdown copies and llms.txt; give it to `pluginBuiltSite`. */
  publishBuiltSite: BuiltSiteStep;
};

/**
 * What crawlers, link previews and hosts read: sitemap.xml (every built page but the 404 page),
 * robots.txt, llms.txt and llms-full.txt with a Markdown copy of each page they list (its
 * address also in the page's head; links checked), per page the Open Graph and Twitter card tags Rspress does not write (URL, site name,
 * image), and the security headers with a Content-Security-Policy that hashes the inline scripts
 * the build really contains (`_headers` for Netlify/Cloudflare Pages, an nginx include, and JSON for
 * scripts/serve.ts).
 */
export function pluginPublishing({
  siteUrl,
  siteName,
  image,
  description,
  llmsSections,
}: PublishingOptions): PublishingPlugin {
  const imageUrl = new URL(image, siteUrl).href;
  const twinRoutes = new Set(llmsSections.flatMap((section) => section.twins.map((twin) => twin.route)));
  const hasTwin = (routePath: string) => twinRoutes.has(routePath);
  return {
    name: 'graphql-js-docs:publishing',
    config(config) {
      const head = [
        ...(config.head ?? []),
        ['meta', { property: 'og:site_name', content: siteName }] as [string, Record<string, string>],
        ['meta', { property: 'og:image', content: imageUrl }] as [string, Record<string, string>],
        ['meta', { name: 'twitter:card', content: 'summary_large_image' }] as [string, Record<string, string>],
        ['meta', { name: 'twitter:image', content: imageUrl }] as [string, Record<string, string>],
        (route: { routePath: string }) =>
          route.routePath === NOT_FOUND_ROUTE
            ? undefined
            : (['meta', { property: 'og:url', content: new URL(route.routePath, siteUrl).href }] as [
                string,
                Record<string, string>,
              ]),
        (route: { routePath: string }) =>
          hasTwin(route.routePath)
            ? ([
                'link',
                {
                  rel: 'alternate',
                  type: 'text/markdown',
                  href: new URL(markdownTwinPath(route.routePath), siteUrl).href,
                },
              ] as [string, Record<string, string>])
            : undefined,
      ];
      return { ...config, head };
    },
    publishBuiltSite({ outDir, pages }) {
      const scriptHashes = new Set<string>();
      return {
        page({ html }) {
          for (const hash of inlineScriptHashes([html])) scriptHashes.add(hash);
        },
        async finish() {
          const routes = pages.filter(({ file }) => file !== NOT_FOUND_HTML_FILE).map(({ route }) => route);
          writeFileSync(path.join(outDir, 'sitemap.xml'), renderSitemap(siteUrl, routes));
          writeFileSync(path.join(outDir, 'robots.txt'), renderRobotsTxt(siteUrl));
          const headers = securityHeaders([...scriptHashes].sort());
          writeFileSync(path.join(outDir, HEADERS_FILES.json), `${JSON.stringify(headers, null, 2)}\n`);
          writeFileSync(path.join(outDir, HEADERS_FILES.hostHeaders), renderHostHeadersFile(headers));
          writeFileSync(path.join(outDir, HEADERS_FILES.nginx), renderNginxHeaders(headers));
          writeFileSync(
            path.join(outDir, HEADERS_FILES.nginxExampleRunner),
            renderNginxHeaders(securityHeadersFor(EXAMPLE_RUNNER_PATH_PREFIX, headers)),
          );
          publishMarkdownTwins(
            outDir,
            { title: siteName, description, url: siteUrl },
            await madeSections(llmsSections),
          );
        },
      };
    },
  };
}

const LLMS_FILES = ['llms.txt', 'llms-full.txt'] as const;

/** Writes each page's Markdown copy, llms.txt and llms-full.txt, and fails the build when they link to a file the build lacks. */
function publishMarkdownTwins(
  outDir: string,
  site: { title: string; description: string; url: string },
  sections: LlmsSection[],
): void {
  for (const twin of sections.flatMap((section) => section.twins)) {
    const file = path.join(outDir, markdownTwinPath(twin.route));
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, twin.markdown);
  }
  writeFileSync(path.join(outDir, 'llms.txt'), renderLlmsTxt(site, sections));
  writeFileSync(path.join(outDir, 'llms-full.txt'), renderLlmsFullTxt(site, sections));
  for (const listing of LLMS_FILES) {
    const missing = [
      ...new Set(sitePathsLinkedFrom(readFileSync(path.join(outDir, listing), 'utf8'), site.url)),
    ].filter((sitePath) => !existsSync(path.join(outDir, builtFileOfSitePath(sitePath))));
    if (missing.length) {
      throw new Error(
        `[publishing] ${listing} links to ${missing.length} address(es) the build does not contain: ${missing.slice(0, 10).join(', ')}. Fix the link in the page it comes from.`,
      );
    }
  }
}

import type { FlowNode } from './markdown';
import type { ApiModel } from './types';
import type { ApiVersionFrontmatter, ApiVersionLink } from '../../site/contracts';

/**
 * One generated page: its route, frontmatter and body (mdast, rendered to HTML by pageHtml.ts and
 * to plain Markdown, its twin for llms.txt, by the last stage: makeReference.ts `renderPages`).
 */
export interface ApiPage {
  routePath: string;
  title: string;
  description: string;
  frontmatter: ApiPageFrontmatter;
  body: FlowNode[];
}

/** A generated page's frontmatter, a field of its page file (the theme reads the version fields). */
export type ApiPageFrontmatter = { title: string; description: string } & ApiVersionFrontmatter<string>;

/** A page from its frontmatter and body. */
export function apiPage(routePath: string, frontmatter: ApiPageFrontmatter, body: FlowNode[]): ApiPage {
  return { routePath, title: frontmatter.title, description: frontmatter.description, frontmatter, body };
}

/** A documented version, for the version switcher: its key, label and where this page is in it (site/contracts.ts). */
export type { ApiVersionLink };

/** Title suffix of pages of a version other than the default, so that every page title stays unique. */
export const versionSuffix = (pkg: ApiModel['package']) => (pkg.isDefault ? '' : ` (${pkg.versionKey})`);

/** A page's title and its description, one line of at most 300 characters (the meta description). */
export function frontmatterFor(title: string, description: string) {
  return { title, description: description.replace(/\s+/g, ' ').trim().slice(0, 300) };
}

/** Frontmatter the version switcher reads: where the page is in each version (its own version is its route's). */
export function versionFrontmatter(
  model: ApiModel,
  versions: readonly ApiVersionLink[],
  counterparts: Record<string, string>,
  ownUrl: string,
): ApiVersionFrontmatter<string> {
  if (versions.length < 2) return {};
  return {
    apiVersions: versions.map((version) => ({
      ...version,
      url: version.key === model.package.versionKey ? ownUrl : (counterparts[version.key] ?? version.url),
    })),
  };
}

import { markdownTwinPath } from '../../site/siteMap';
import { splitPageSource } from '../shared/pageSource';
import { stripMdxStatements } from '../shared/stripMdxStatements';

/** A page as plain Markdown, for tools that read docs as text (served beside the page's HTML, e.g. `/a.md`, listed in llms.txt). */
export interface MarkdownTwin {
  route: string;
  title: string;
  description: string;
  markdown: string;
}

/** A heading of llms.txt and the pages under it. */
export interface LlmsSection {
  title: string;
  twins: MarkdownTwin[];
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** llms.txt (llmstxt.org): the site's title and summary, then each section's pages with their Markdown copy's URL and description. */
export function renderLlmsTxt(
  site: { title: string; description: string; url: string },
  sections: readonly LlmsSection[],
): string {
  const lines = [`# ${site.title}`, '', `> ${oneLine(site.description)}`, ''];
  for (const section of sections) {
    lines.push(`## ${section.title}`, '');
    for (const twin of section.twins) {
      const url = new URL(markdownTwinPath(twin.route), site.url).href;
      lines.push(`- [${oneLine(twin.title)}](${url})${twin.description ? `: ${oneLine(twin.description)}` : ''}`);
    }
    lines.push('');
  }
  return lines.join('\n');
}

/** llms-full.txt: every listed page's Markdown, one after the other, each with its address. */
export function renderLlmsFullTxt(site: { title: string; url: string }, sections: readonly LlmsSection[]): string {
  const pages = sections
    .flatMap((section) => section.twins)
    .map((twin) => `<!-- ${new URL(twin.route, site.url).href} -->\n\n${twin.markdown.trim()}\n`);
  return `# ${site.title}\n\n${pages.join('\n---\n\n')}`;
}

/**
 * The Markdown copy of a hand-written page: its frontmatter's title and description, and the Markdown after
 * the frontmatter, opened by a title heading when the page has none (the home page's is its hero).
 */
export function twinFromPageSource(route: string, source: string, fallbackDescription = ''): MarkdownTwin {
  const page = splitPageSource(source);
  const { field } = page;
  const body = stripMdxStatements(page.body).trimStart();
  const heading = /^#\s+(.+)$/m.exec(body)?.[1]?.trim();
  const title = field('title') || heading || route;
  const description = field('description') || fallbackDescription;
  const markdown = heading ? body : `# ${title}\n\n${description ? `${description}\n\n` : ''}${body}`;
  return { route, title, description, markdown };
}

/** Markdown without its code: fenced blocks and inline code can hold `](` (a regex, say) that is no link. */
const withoutCode = (markdown: string) =>
  markdown.replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1[ \t]*$/gm, '').replace(/`[^`\n]*`/g, '');

/** Site paths of the links in an llms.txt that point into the site itself. */
export function sitePathsLinkedFrom(llmsTxt: string, siteUrl: string): string[] {
  const origin = new URL(siteUrl).origin;
  const paths: string[] = [];
  for (const match of withoutCode(llmsTxt).matchAll(/\]\(([^)\s]+)\)/g)) {
    const url = new URL(match[1]!, siteUrl);
    if (url.origin === origin) paths.push(decodeURIComponent(url.pathname));
  }
  return paths;
}

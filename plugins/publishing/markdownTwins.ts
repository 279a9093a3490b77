/**
 * Rspress's `llms` option writes a Markdown twin of every page (`/a/b` → `/a/b.md`) and lists them
 * in llms.txt. The API pages are generated as MDX, so their twins still carry the JSX wrappers and
 * custom heading anchors the HTML needs; these functions turn them into plain Markdown and check
 * that what llms.txt lists exists.
 */

/** Where the Markdown twin of a route is written: `/` → `/index.md`, `/a/` → `/a/index.md`, `/a` → `/a.md`. */
export function markdownTwinPath(routePath: string): string {
  return routePath.endsWith('/') ? `${routePath}index.md` : `${routePath}.md`;
}

const FENCE = /^\s*(```|~~~)/;
// The wrappers pages.ts puts around inline code (linkable type names, member anchors).
const JSX_WRAPPER = /<span (?:className="[^"]*"(?: data-api-refs="[^"]*")?|id="[^"]*")>(.*?)<\/span>/g;
// `## Parameters {#parameters}` as remark prints it: an escaped brace.
const HEADING_ANCHOR = /^(#{1,6} .*?) \\\{#[^}\s]+\}$/;

/** Plain Markdown from a twin written from MDX: JSX wrappers unwrapped, `{#id}` anchors dropped, code blocks untouched. */
export function tidyMarkdownTwin(markdown: string): string {
  let inFence: string | undefined;
  return markdown
    .split('\n')
    .map((line) => {
      const fence = FENCE.exec(line)?.[1];
      if (fence && (inFence === undefined || inFence === fence)) {
        inFence = inFence === undefined ? fence : undefined;
        return line;
      }
      if (inFence !== undefined) return line;
      return line.replace(JSX_WRAPPER, '$1').replace(HEADING_ANCHOR, '$1');
    })
    .join('\n');
}

/** Site paths of the links in an llms.txt that point into the site itself. */
export function sitePathsLinkedFrom(llmsTxt: string, siteUrl: string): string[] {
  const origin = new URL(siteUrl).origin;
  const paths: string[] = [];
  for (const match of llmsTxt.matchAll(/\]\(([^)\s]+)\)/g)) {
    const url = new URL(match[1]!, siteUrl);
    if (url.origin === origin) paths.push(decodeURIComponent(url.pathname));
  }
  return paths;
}

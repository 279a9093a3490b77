/**
 * A route chunk's file name (`route-1a2b3c4d5e6f.0123456789.js`) → its own path in the build and the paths of the
 * other scripts its chunk group needs (`static/js/async/5.0123456789.js`).
 */
export type ChunkSiblings = Map<string, { own: string; others: string[] }>;

/** A named chunk group as Rspack's stats describe it: its name and the files it loads, in order. */
export interface NamedChunkGroup {
  name: string;
  assets: readonly { name: string }[];
}

const fileName = (assetPath: string) => assetPath.slice(assetPath.lastIndexOf('/') + 1);

/**
 * For every route chunk group (Rspress names them `route-<hash>`), the scripts it loads besides the route chunk
 * itself: the chunks Rspack split out of it because other routes share them (the runnable examples and
 * playground, say). Keyed by the route chunk's file name, which is what a built page's preload link names.
 */
export function toChunkSiblings(groups: Iterable<NamedChunkGroup>): ChunkSiblings {
  const siblings: ChunkSiblings = new Map();
  for (const group of groups) {
    if (!group.name.startsWith('route-')) continue;
    const scripts = group.assets.map((asset) => asset.name).filter((name) => name.endsWith('.js'));
    const own = scripts.find((name) => fileName(name).startsWith(`${group.name}.`));
    if (!own) continue;
    const others = scripts.filter((name) => name !== own);
    if (others.length > 0) siblings.set(fileName(own), { own, others });
  }
  return siblings;
}

const ROUTE_PRELOAD = /<link rel="preload" href="([^"]*\/(route-[^"/]+\.js))" as="script">/;

/**
 * A built page's HTML with a preload link for each script its route chunk needs besides itself and the page does not
 * already name, placed after the route chunk's own (Rspress preloads that one alone): the app asks for them only once its own scripts have run,
 * one round trip more before the page answers a click. The HTML is returned as it is when it has no route preload,
 * or nothing to add.
 */
export function withSiblingPreloads(html: string, siblings: ChunkSiblings): string {
  const match = ROUTE_PRELOAD.exec(html);
  if (!match) return html;
  const [link, routeHref, routeFile] = match as unknown as [string, string, string];
  const group = siblings.get(routeFile);
  if (!group || !routeHref.endsWith(group.own)) return html;
  // The address prefix the build gives its assets (the base URL), read off the route chunk's own link.
  const prefix = routeHref.slice(0, routeHref.length - group.own.length);
  const links = group.others
    .map((asset) => `${prefix}${asset}`)
    // A script the page already names (the loader's list, another link) is not preloaded twice.
    .filter((href) => !html.includes(`"${href}"`))
    .map((href) => `<link rel="preload" href="${href}" as="script">`);
  return links.length === 0 ? html : html.replace(link, link + links.join(''));
}

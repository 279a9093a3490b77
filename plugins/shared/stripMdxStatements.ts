const FENCE = /^\s*(```|~~~)/;
// `import { Playground } from '…';` and `<Playground {...seed} />` on a line of their own.
const MDX_STATEMENT = /^(?:import\s.+\sfrom\s+['"][^'"]+['"];?|<[A-Z][\w.]*(?:\s[^>]*)?\/>)\s*$/;

/**
 * Markdown of an MDX page without its imports and its self-closing component lines (the tutorial's
 * playgrounds), for readers of the text: the search index and the Markdown copies. Code blocks,
 * where such lines are examples, are left as they are.
 */
export function stripMdxStatements(markdown: string): string {
  let fence: string | undefined;
  const kept: string[] = [];
  for (const line of markdown.split('\n')) {
    const opener = FENCE.exec(line)?.[1];
    if (opener && (fence === undefined || fence === opener)) fence = fence === undefined ? opener : undefined;
    else if (fence === undefined && MDX_STATEMENT.test(line)) continue;
    kept.push(line);
  }
  return kept.join('\n').replace(/\n{3,}/g, '\n\n');
}

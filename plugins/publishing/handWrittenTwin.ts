import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { docsFileCandidatesOfRoute } from '../../site/siteMap';
import { type MarkdownTwin, twinFromPageSource } from './llmsTxt';

/** The Markdown copy of a hand-written page, from its route: `/a/` → `docs/a/index.mdx`, `/a` → `docs/a.mdx`. */
export function handWrittenTwin(docsRoot: string, route: string, fallbackDescription?: string): MarkdownTwin {
  const file = docsFileCandidatesOfRoute(route)
    .map((candidate) => path.join(docsRoot, candidate))
    .find((candidate) => existsSync(candidate));
  if (!file)
    throw new Error(`[publishing] No page file for ${route} under ${docsRoot}: llms.txt lists it, so it must exist.`);
  return twinFromPageSource(route, readFileSync(file, 'utf8'), fallbackDescription);
}

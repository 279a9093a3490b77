import { codeFencesFromMarkdown } from './docExamples';
import { docRouteFromId, routeWithAnchor } from './siteMap';

/** One `error-message` fence of an error reference page: the template it shows and the majors it claims. */
export interface ErrorEntryFence {
  /** The page's file under the docs' `errors/` folder (`execution.mdx`). */
  page: string;
  /** The anchor of the `##` entry the fence sits under (`{#non-null-field-returned-null}`), or null. */
  anchor: string | null;
  majors: string[];
  /** The fence's text without its last line break: the message with named placeholders. */
  template: string;
}

/** A `## Heading {#anchor}` line's anchor. */
const ANCHOR = /\{#([\w-]+)\}\s*$/;

/** Every `error-message` fence of an error reference page, with the anchor of the entry it belongs to. */
export function errorEntryFencesFromMarkdown(page: string, markdown: string): ErrorEntryFence[] {
  // Sections start at `## ` headings; the fences of each are read by the docs runner's own parser.
  return markdown.split(/^(?=## )/m).flatMap((section) => {
    const heading = section.startsWith('## ') ? section.slice(0, section.indexOf('\n')) : '';
    const anchor = ANCHOR.exec(heading)?.[1] ?? null;
    return codeFencesFromMarkdown(section).flatMap((fence) =>
      fence.errorMessageMajors
        ? [{ page, anchor, majors: fence.errorMessageMajors, template: fence.code.replace(/\n$/, '') }]
        : [],
    );
  });
}

/** The address of a fence's entry: its family page's route and the entry's anchor (`/docs/errors/execution#…`). */
export const errorEntryUrl = (fence: Pick<ErrorEntryFence, 'page' | 'anchor'>): string => {
  const route = docRouteFromId(`errors/${fence.page.replace(/\.mdx?$/, '')}`);
  return fence.anchor ? routeWithAnchor(route, fence.anchor) : route;
};

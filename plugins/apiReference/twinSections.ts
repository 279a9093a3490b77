import { type ApiReference, awaitedLater } from './referenceTypes';

/** A page's entry in llms.txt: its route, title and description, and its Markdown copy once it is made. */
interface ApiTwin {
  route: string;
  title: string;
  description: string;
  markdown: () => Promise<string>;
}

/**
 * The API pages for llms.txt, a section per version. Their Markdown is made with their HTML, the
 * reference's last stage, so it is read from the rendered pages when asked for (by a build's last
 * step). Only the Markdown is kept from them: their HTML is not held for the rest of the build.
 */
export function apiTwinSections(reference: ApiReference): { title: string; twins: ApiTwin[] }[] {
  const markdownByRoute = awaitedLater(
    reference.pages.then(({ pages }) => new Map(pages.map(({ routePath, markdown }) => [routePath, markdown]))),
  );
  const markdownOf = async (routePath: string) => {
    const markdown = (await markdownByRoute).get(routePath);
    if (markdown === undefined)
      throw new Error(
        `[api-reference] ${routePath} is in a page group but was not rendered: its Markdown copy is missing.`,
      );
    return markdown;
  };
  return reference.pageGroups.map(({ title, pages }) => ({
    title,
    twins: pages.map(({ routePath, title: pageTitle, description }) => ({
      route: routePath,
      title: pageTitle,
      description,
      markdown: () => markdownOf(routePath),
    })),
  }));
}

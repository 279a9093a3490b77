/**
 * How Rspress assembles the current page's data, which the theme and plugins/slimPageData rely on
 * (pageData.test.ts checks Rspress's `initPageData` still does this):
 * - `title`, `frontmatter` and `toc` come from the page's own module, not from the list of all
 *   pages, so slimPageData may delete them from that list;
 * - every other field of the page's entry in that list (`virtual-page-data`) is spread onto the
 *   page, so a field a plugin adds in `extendPageData` (plugins/sourceFile) reaches `usePage()`;
 * - `pageType` is the frontmatter's, else `doc`.
 * What it does not do: take `description` from the frontmatter once slimPageData removed it.
 */

/** Page data as the Layout reads it: enough to tell whether the description is missing. */
interface PageDataWithDescription {
  description?: string;
  frontmatter?: Record<string, unknown>;
}

/** The page data with the frontmatter's `description` where Rspress left none (the same object when nothing changes). */
export function withFrontmatterDescription<Data extends PageDataWithDescription>(data: Data): Data {
  const fromFrontmatter = data.frontmatter?.description;
  if (data.description || typeof fromFrontmatter !== 'string') return data;
  return { ...data, description: fromFrontmatter };
}

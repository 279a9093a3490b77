import { useLocation, useSite } from '@rspress/core/runtime';
import { type MouseEvent, type TouchEvent, use } from 'react';
import { RSPRESS_CLASS } from '../../rspressCompat';
import { linkTargetFromHref } from '../../navigation/linkTarget';
import { isPlainLeftClick, prefetchPage } from '../../navigation/pageLinkEvents';
import { useLinkNavigate } from '../../navigation/useLinkNavigate';
import { API_EXAMPLE_RUN_ATTRIBUTE } from '../../../site/contracts';
import { copyCodeBlock, toggleCodeWrap } from './codeBlockButtons';
import { loadStaticPage, pageDataScript, STATIC_HTML_ATTRIBUTE, STATIC_PAGE_DATA_ATTRIBUTE } from './staticHtml';

export { loadStaticPage } from './staticHtml';

/**
 * An example's Run: the runner is a chunk of its own, loaded on the first click, never with the page.
 * The chunk has no name: a name would be written into the chunk map every page loads.
 */
const runExample = (button: HTMLButtonElement) =>
  import('../RunnableExample/apiExampleRun').then(
    ({ runApiExample }) => runApiExample(button),
    () => {
      button.textContent = 'Run (could not load: try again)';
    },
  );

export interface StaticHtmlPageProps {
  /** The name of the page's file in this build's folder of them: JSON with its title, frontmatter, outline and HTML, made at build time (plugins/apiReference). */
  file: string;
}

/**
 * A page whose body was rendered to HTML at build time (the API reference): React hydrates one
 * element instead of every node of a long page, and the page's code carries no copy of its text.
 * Every such page has this module as its code (theme/routeLoading/staticHtmlRoutes.ts).
 * The behaviour the theme's components give Markdown pages comes by delegation from this element:
 * the site's navigation and prefetch for its links, the copy and wrap buttons of its code blocks,
 * and the Run of its verified examples.
 */
export default function StaticHtmlPage({ file }: StaticHtmlPageProps) {
  const loaded = loadStaticPage(file);
  // The route loader waits for the file, so this suspends only when the page is rendered some other way.
  const page = loaded instanceof Promise ? use(loaded) : loaded;
  const { site } = useSite();
  const { pathname } = useLocation();
  const navigate = useLinkNavigate();

  const pageLink = (target: EventTarget) => {
    const anchor = (target as Element).closest?.('a');
    if (!anchor) return null;
    const link = linkTargetFromHref(anchor.getAttribute('href') ?? '', { base: site.base, currentPath: pathname });
    return link.kind === 'page' ? { anchor, link } : null;
  };

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const element = event.target as Element;
    const copyButton = element.closest(`.${RSPRESS_CLASS.copyButton}`);
    if (copyButton) return void copyCodeBlock(copyButton as HTMLElement);
    const wrapButton = element.closest(`.${RSPRESS_CLASS.wrapButton}`);
    if (wrapButton) return toggleCodeWrap(wrapButton as HTMLElement);
    const runButton = element.closest(`[${API_EXAMPLE_RUN_ATTRIBUTE}]`);
    if (runButton) return void runExample(runButton as HTMLButtonElement);
    const found = pageLink(event.target);
    if (!found || !isPlainLeftClick(event, found.anchor)) return;
    event.preventDefault();
    void navigate(found.link.path);
  };

  const prefetch = (event: MouseEvent | TouchEvent) => {
    const found = pageLink(event.target);
    if (found) prefetchPage(found.link.routePath);
  };

  return (
    <>
      <div
        className="gjs-static-page"
        {...{ [STATIC_HTML_ATTRIBUTE]: file }}
        onClick={onClick}
        onMouseOver={prefetch}
        onTouchStart={prefetch}
        dangerouslySetInnerHTML={{ __html: page.html }}
      />
      {/* The rest of the page's file, for hydration (staticHtml.ts): the first page needs no request. */}
      <script
        type="application/json"
        {...{ [STATIC_PAGE_DATA_ATTRIBUTE]: file }}
        dangerouslySetInnerHTML={{ __html: pageDataScript(page) }}
      />
    </>
  );
}

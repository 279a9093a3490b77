/**
 * The site theme: Rspress's default theme with these overrides.
 *
 * | Override         | How                                   | Why                                                    |
 * | ---------------- | ------------------------------------- | ------------------------------------------------------ |
 * | Layout           | wrap: fills slots, passes props on    | skip link, navbar end, footer on every page,           |
 * |                  |                                       | `dir="ltr"`, meta description from the frontmatter     |
 * |                  |                                       | (slimPageData), breadcrumbs above each doc's content,  |
 * |                  |                                       | names for the sidebar and outline <aside>s             |
 * |                  |                                       | (LandmarkLabel: two unnamed landmarks); an empty       |
 * |                  |                                       | <aside> that only keeps a column's width is none; on   |
 * |                  |                                       | a version's overview, why the switcher led there       |
 * |                  |                                       | (MissingItemNotice)                                    |
 * | HomeLayout       | wrap (Layout prop)                    | the home page's MDX body after hero and features, all  |
 * |                  |                                       | in a <main> landmark (the default has none)            |
 * | HomeHero         | replace (named export)                | the default renders the site name in a <div>: no <h1>  |
 * | HomeFeature      | replace (named export)                | the default cards look clickable but are no links: one |
 * |                  |                                       | link per card, covering it, with a focus ring          |
 * | NotFoundLayout   | replace (Layout prop)                 | links back to home, tutorial and API                   |
 * | Sidebar          | wrap SidebarList (named export)       | renders only open groups' links: lighter API pages     |
 * | DocContent       | wrap (named export)                   | page error boundary (Retry / Try again); TOC levels    |
 * |                  |                                       | 2-3; tables a keyboard can scroll (also used by        |
 * |                  |                                       | HomeLayout)                                            |
 * | CodeButtonGroup  | replace (named export; Rspress's      | labelled Copy and Wrap buttons in the title bar, shown |
 * |                  |   CodeBlock imports it by name)       | without hover (touch), "Copied" announced              |
 * | Link             | replace (named export)                | our navigation: 1000 ms progress delay, error          |
 * |                  |                                       | recovery, no prefetch on 2g or data saver; navbar      |
 * |                  |                                       | items say which holds the page (`aria-current`)        |
 * | useLinkNavigate  | replace (named export)                | our navigation for sidebar groups and search results   |
 * | Search           | replace (named export)                | our search: ranked API names, index loaded when used   |
 * | EditLink,        | replace (named exports)               | only hand-written pages have a file to edit; a commit  |
 * |   LastUpdated    |   (data: plugins/sourceFile)          | date that reads the same in every time zone            |
 * | react-lazy-with- | module alias (rspressCompat/aliases;  | route chunks that can be retried after a failed load,  |
 * |   preload        |   name in rspressCompat/routeTable)   | and a loading indicator after the lazy-loading delay   |
 * |                  |   → routeLoading/lazyWithPreload.ts   |                                                        |
 * | route table      | replaced by plugins/apiReference      | every API page shares one page module (StaticHtmlPage) |
 * |                  |   (plugins/rspressCompat/routeTable); | and is listed by path: less JS on every first load;    |
 * |                  |   API entries made                    | each entry makes its lazy component on first use, not |
 * |                  |   by routeLoading/staticHtmlRoutes.ts | when the table of 700 routes loads                     |
 * |                  |   (routeLoading/pageRoutes.ts)        |                                                        |
 * | API sidebars     | stubs in the config; the sidebars     | not in the site data every page loads: less JS on      |
 * |                  |   come with the API pages' code       | pages outside the API reference                        |
 * |                  |   (rspressCompat/sidebars.ts)         |                                                        |
 * | navbar / sidebar | CSS (styles/breakpoint.css)           | the product specification's 996 px breakpoint, not the |
 * |                  |                                       | default 768 and 1280 px                                |
 * | mobile menu      | own component in `beforeNavTitle`,    | back-to-main-menu button the default drawer lacks      |
 * |                  |   its drawer in a portal to <body>    |   (no header's backdrop-filter can clip it)            |
 * | NavHamburger,    | replace (named exports) with nothing  | NavbarEnd and MobileMenu replace them: rendered and    |
 * |   SwitchAppear-  |   (ReplacedNavControls)               | hidden by CSS, they cost code every page loads, markup |
 * |   ance, Social-  |                                       | and hydration before a click was answered              |
 * |   Links          |                                       |                                                        |
 * | Overview         | replace (named export) with an error  | no page is an overview page (`overview: true`): the    |
 * |                  |   (NoOverview)                        | default DocLayout brought its code to every first load |
 * | FallbackHeading  | replace (named export) with an error  | every page has its own h1: the default's heading made  |
 * |                  |   (NoFallbackHeading)                 | from the title brought github-slugger to every first   |
 * |                  |                                       | load                                                   |
 * | colors           | CSS variables (styles/contrast.css)   | brand, link and code-comment colors that pass WCAG AA  |
 * | PrevNextPage     | CSS (styles/prevNextPage.css)         | cards (label over title, clickable across, focus ring) |
 * |                  |                                       | that stack on phones                                   |
 * | outline          | CSS (styles/outline.css)              | code in a heading drawn plain, so a member's name      |
 * |                  |                                       | stays whole in the narrow column; the list fills its   |
 * |                  |                                       | sticky column; no empty progress ring on phones        |
 *
 * Rspress internals (undocumented runtime functions such as `initPageData`/`warmPageData`, contexts,
 * `SidebarList`, class names our TSX sets, page types, page-data merging, the route-table alias and
 * a component stylesheet path) are reached only through `rspressCompat/`, whose test fails when an
 * upgrade of @rspress/core drops one. What crosses from the build to the theme (search index, page
 * fields, API version frontmatter, kind names, the external-link test) is typed in
 * `site/contracts.ts`; routes and file paths come from `site/siteMap.ts`. The theme never imports
 * from `plugins/`, nor they from it.
 */
import { useHead } from '@rspress/core/runtime';
import { type ReactNode, useContext, useMemo } from 'react';
import { Layout as DefaultLayout, type LayoutProps } from '@rspress/core/theme-original';
import { MissingItemNotice } from './components/ApiVersionSwitcher/MissingItemNotice';
import { Breadcrumbs } from './components/Breadcrumbs';
import { HomeLayout } from './components/HomeLayout';
import { LandmarkLabel } from './components/LandmarkLabel';
import { EmptyAsidesUnlisted } from './components/LandmarkLabel/EmptyAsidesUnlisted';
import { MobileMenu } from './components/MobileMenu';
import { NavbarEnd } from './components/NavbarEnd';
import { NotFoundPage } from './components/NotFoundPage';
import { SiteFooter } from './components/SiteFooter';
import { MainContentTarget, SkipToContent } from './components/SkipToContent';
import { SITE_DIRECTION } from '../site/constants';
import { useDocsVersionPreference } from './hooks/useDocsVersionPreference';
import { useScrollRestoration } from './hooks/useScrollRestoration';
import { PageContext, withFrontmatterDescription } from './rspressCompat';

function Layout(props: LayoutProps) {
  // Rspress sets `lang` on <html> itself but never `dir`.
  useHead({ htmlAttrs: { dir: SITE_DIRECTION } });
  useDocsVersionPreference();
  useScrollRestoration();
  return (
    <PageDescriptionFromFrontmatter>
      <DefaultLayout
        {...props}
        top={
          <>
            <SkipToContent />
            {props.top}
          </>
        }
        beforeNavTitle={
          <>
            {props.beforeNavTitle}
            <MobileMenu />
          </>
        }
        afterNavMenu={
          <>
            {props.afterNavMenu}
            <NavbarEnd />
          </>
        }
        beforeSidebar={
          <>
            <LandmarkLabel label="Sidebar" />
            {props.beforeSidebar}
          </>
        }
        beforeOutline={
          <>
            <LandmarkLabel label="On this page" />
            {props.beforeOutline}
          </>
        }
        beforeDocContent={
          <>
            <MainContentTarget />
            <EmptyAsidesUnlisted />
            <Breadcrumbs />
            <MissingItemNotice />
            {props.beforeDocContent}
          </>
        }
        bottom={
          <>
            {props.bottom}
            <SiteFooter />
          </>
        }
        HomeLayout={props.HomeLayout ?? HomeLayout}
        NotFoundLayout={props.NotFoundLayout ?? NotFoundPage}
      />
    </PageDescriptionFromFrontmatter>
  );
}

/**
 * The default Layout writes the meta description from the page's `description`, which
 * plugins/slimPageData keeps out of the bundle every page loads: it is the frontmatter's, which
 * arrives with the page's own code.
 */
function PageDescriptionFromFrontmatter({ children }: { children: ReactNode }) {
  const context = useContext(PageContext);
  const value = useMemo(() => {
    const data = context.data && withFrontmatterDescription(context.data);
    return data === context.data ? context : { ...context, data };
  }, [context]);
  return <PageContext.Provider value={value}>{children}</PageContext.Provider>;
}

export { CodeButtonGroup } from './components/CodeButtonGroup';
export { DocContent } from './components/DocContent';
export { EditLink, LastUpdated } from './components/PageSource';
export { HomeFeature } from './components/HomeFeature';
export { HomeHero } from './components/HomeHero';
export { Link } from './components/Link';
export { NavHamburger, SocialLinks, SwitchAppearance } from './components/ReplacedNavControls';
export { Overview } from './components/NoOverview';
export { FallbackHeading } from './components/NoFallbackHeading';
export { Search } from './components/Search';
export { useLinkNavigate } from './navigation/useLinkNavigate';
export { Sidebar } from './components/Sidebar';
export { Layout };
export * from '@rspress/core/theme-original';

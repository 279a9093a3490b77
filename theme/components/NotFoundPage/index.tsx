import { type FormEvent, useId } from 'react';
import { Link } from '../Link';
import { API_PACKAGE_SLUG, DOCS_VERSION } from '../../../site/constants';
import { apiPackageRoute, docRouteFromId, SEARCH_ROUTE, searchRoute } from '../../../site/siteMap';
import { useLinkNavigate } from '../../navigation/useLinkNavigate';
import { guidesSection } from '../../docsSidebar';
import { MainContentTarget } from '../SkipToContent';
import './index.css';

/** Shown for every path that is not a page, with the ways back into the site and a search box. */
export function NotFoundPage() {
  return (
    <main className="gjs-not-found">
      <MainContentTarget />
      {/* The status is part of the heading (a reader hears "404 Page not found"), not a styled paragraph. */}
      <h1 className="gjs-not-found__title">
        <span className="gjs-not-found__code">404</span> <span>Page not found</span>
      </h1>
      <p className="gjs-not-found__text">
        There is no page at this address. It may have moved, or the link that brought you here has a typo.
      </p>
      <ul className="gjs-not-found__links">
        <li>
          <Link href="/">Home</Link>
        </li>
        <li>
          <Link href={docRouteFromId(DOCS_VERSION.mainDoc)}>Tutorial</Link>
        </li>
        <li>
          <Link href={guidesSection.pathPrefix}>Guides</Link>
        </li>
        <li>
          <Link href={apiPackageRoute(API_PACKAGE_SLUG)}>API reference</Link>
        </li>
      </ul>
      <NotFoundSearch />
    </main>
  );
}

/**
 * A search box that opens the search page with what was typed. A plain form (`GET /search?q=…`)
 * that works before the page's scripts run; once they have, it navigates without a reload.
 */
function NotFoundSearch() {
  const inputId = useId();
  const openPage = useLinkNavigate();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const query = new FormData(event.currentTarget).get('q');
    event.preventDefault();
    void openPage(searchRoute(typeof query === 'string' ? query : ''));
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: a form with the search role is the landmark every browser and screen reader knows; <search> is newer.
    <form className="gjs-not-found__search" role="search" action={SEARCH_ROUTE} method="get" onSubmit={onSubmit}>
      <label htmlFor={inputId}>Search the documentation</label>
      <div className="gjs-not-found__search-row">
        <input id={inputId} type="search" name="q" autoComplete="off" />
        <button type="submit">Search</button>
      </div>
    </form>
  );
}

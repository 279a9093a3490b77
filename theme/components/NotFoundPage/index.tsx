import { Link } from '../Link';
import { API_PACKAGE_SLUG, DOCS_VERSION } from '../../constants';
import { apiPackageRoute, docRouteFromId } from '../../../site/siteMap';
import { guidesSection } from '../../docsSidebar';
import { MainContentTarget } from '../SkipToContent';
import './index.css';

/** Shown for every path that is not a page, with the ways back into the site. */
export function NotFoundPage() {
  return (
    <main className="gjs-not-found">
      <MainContentTarget />
      <p className="gjs-not-found__code">404</p>
      <h1 className="gjs-not-found__title">Page not found</h1>
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
    </main>
  );
}

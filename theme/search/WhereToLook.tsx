import { API_PACKAGE_SLUG, DOCS_VERSION } from '../../site/constants';
import { apiPackageRoute, docRouteFromId } from '../../site/siteMap';

/** The places to browse when a search finds nothing (or cannot run): the tutorial, the guides by topic, the API. */
export function WhereToLook({ onOpen }: { onOpen?: (url: string) => void }) {
  const link = (url: string, text: string) => (
    <a
      href={url}
      onClick={
        onOpen &&
        ((event) => {
          event.preventDefault();
          onOpen(url);
        })
      }
    >
      {text}
    </a>
  );
  return (
    <>
      Browse the {link(docRouteFromId(DOCS_VERSION.mainDoc), 'tutorial')}, the{' '}
      {link(docRouteFromId('guides/index'), 'guides by topic')} or the{' '}
      {link(apiPackageRoute(API_PACKAGE_SLUG), 'API reference')} instead.
    </>
  );
}

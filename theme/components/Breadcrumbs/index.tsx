import { usePage } from '@rspress/core/runtime';
import { useMemo } from 'react';
import { docsSections } from '../../docsSidebar';
import { Link } from '../Link';
import { apiBreadcrumbs, docsBreadcrumbs } from './breadcrumbsOfRoute';
import './index.css';

/**
 * The trail from the page's section down to the page, above its title: ancestors as links, the page
 * itself marked as current. Renders nothing where there is no trail (home, section indexes, /api).
 */
export function Breadcrumbs() {
  const { page } = usePage();
  const { routePath, title } = page;
  const trail = useMemo(() => {
    const docs = docsBreadcrumbs(routePath, docsSections);
    return docs.length ? docs : apiBreadcrumbs(routePath, title);
  }, [routePath, title]);
  if (trail.length === 0) return null;
  return (
    <nav className="gjs-breadcrumbs" aria-label="Breadcrumb">
      <ol className="gjs-breadcrumbs__list">
        {trail.map((crumb) => (
          <li className="gjs-breadcrumbs__item" key={crumb.link ?? crumb.text}>
            {crumb.link ? (
              <Link className="gjs-breadcrumbs__link" href={crumb.link}>
                {crumb.text}
              </Link>
            ) : (
              <span className="gjs-breadcrumbs__current" aria-current="page">
                {crumb.text}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

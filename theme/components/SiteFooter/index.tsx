import { Link } from '../Link';
import { COPYRIGHT_YEAR } from '../../../site/constants';
import { footerColumns } from './footerColumns';
import './index.css';

/** The site-wide footer: three link columns and the copyright line, on every page. */
export function SiteFooter() {
  return (
    <footer className="gjs-footer">
      <div className="gjs-footer__columns">
        {footerColumns.map((column) => (
          <nav className="gjs-footer__column" aria-label={column.title} key={column.title}>
            <h2 className="gjs-footer__title">{column.title}</h2>
            <ul className="gjs-footer__links">
              {column.links.map((link) => (
                <li key={link.href}>
                  {/* Rspress's Link opens external URLs in a new tab with rel="noopener noreferrer". */}
                  <Link className="gjs-footer__link" href={link.href}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <p className="gjs-footer__copyright">
        {`Copyright © ${COPYRIGHT_YEAR} The GraphQL Foundation. All rights reserved.`}
      </p>
    </footer>
  );
}

import type { LinkProps } from '@rspress/core/theme-original';
import { forwardRef } from 'react';
import { NavbarLink } from './NavbarLink';
import { PageLink } from './PageLink';

/** The default theme's class on navbar item links. */
const NAVBAR_ITEM_CLASS = 'rp-nav-menu__item__container';

/**
 * The site's link, used by every default-theme component that renders one (see PageLink). The
 * default theme's navbar items go through NavbarLink, so that the API item follows the reader's
 * chosen API version.
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(props, ref) {
  if (props.className?.split(' ').includes(NAVBAR_ITEM_CLASS)) return <NavbarLink {...props} ref={ref} />;
  return <PageLink {...props} ref={ref} />;
});

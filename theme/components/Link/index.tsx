import type { LinkProps } from '@rspress/core/theme-original';
import { forwardRef } from 'react';
import { RSPRESS_CLASS } from '../../rspressCompat';
import { NavbarLink } from './NavbarLink';
import { PageLink } from './PageLink';

/**
 * The site's link, used by every default-theme component that renders one (see PageLink). The
 * default theme's navbar items go through NavbarLink, so that the API item follows the reader's
 * chosen API version.
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(props, ref) {
  if (props.className?.split(' ').includes(RSPRESS_CLASS.navbarItem)) return <NavbarLink {...props} ref={ref} />;
  return <PageLink {...props} ref={ref} />;
});

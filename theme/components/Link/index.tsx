import type { LinkProps } from '@rspress/core/theme-original';
import { forwardRef } from 'react';
import { RSPRESS_CLASS } from '../../rspressCompat';
import { NavbarLink } from './NavbarLink';
import { PageLink } from './PageLink';

/**
 * The site's link, used by every default-theme component that renders one (see PageLink). The
 * default theme's navbar items go through NavbarLink, so that the API item follows the reader's
 * chosen API version. The sidebar's link to the page on screen, which the default theme shows
 * only by its look, says so to assistive technology (`aria-current="page"`).
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(props, ref) {
  const classes = props.className?.split(' ') ?? [];
  if (classes.includes(RSPRESS_CLASS.navbarItem)) return <NavbarLink {...props} ref={ref} />;
  if (classes.includes(RSPRESS_CLASS.sidebarItemActive)) return <PageLink {...props} ref={ref} aria-current="page" />;
  return <PageLink {...props} ref={ref} />;
});
